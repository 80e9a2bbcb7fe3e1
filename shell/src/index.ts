// The entry only waits for the shared singletons to be negotiated (Module Federation). The
// remotes are looked up meanwhile, in a chunk of their own that needs only a few small libraries.
import('./federation/start-remotes')
  .then(({ startRemotes }) => startRemotes(window.location.pathname))
  .catch((error: unknown) => console.error('Looking up the remotes early failed', error));
import('./bootstrap');
