// The entry only waits for the shared singletons to be negotiated (Module Federation).
import('./bootstrap');
