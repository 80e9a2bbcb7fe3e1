import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const isOnline = (): boolean => navigator.onLine;
// Without a browser there is nothing to say otherwise.
const isOnlineOnServer = (): boolean => true;

/** True while the browser reports a network connection; follows online/offline events. */
export function useOnlineStatus(): boolean {
  return useSyncExternalStore(subscribe, isOnline, isOnlineOnServer);
}
