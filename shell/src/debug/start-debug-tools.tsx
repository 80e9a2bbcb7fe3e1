import { createRoot } from 'react-dom/client';
import { SharedProviders } from 'shared/ui';
import { debugModeFrom } from './debug-mode';
import { watchFailedRequests } from './failed-requests';

/**
 * With `?debug=1` (remembered for the tab's session): records failed requests from start-up and
 * shows the debug panel in its own root, so it never touches the app's tree or routes.
 */
export function startDebugTools(): void {
  if (!debugModeFrom(window.location.search, window.sessionStorage)) return;
  watchFailedRequests();
  const host = document.createElement('div');
  host.id = 'debug-panel';
  document.body.appendChild(host);
  // The panel is its own chunk: nobody but a tester with ?debug=1 downloads it.
  void import('./debug-panel').then(({ DebugPanel }) =>
    createRoot(host).render(
      <SharedProviders>
        <DebugPanel />
      </SharedProviders>,
    ),
  );
}
