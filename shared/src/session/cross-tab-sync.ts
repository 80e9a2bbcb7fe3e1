import { SESSION_STORAGE_KEY, initialSessionState, useSessionStore } from './session-store';

function readsSession(event: StorageEvent): boolean {
  if (event.storageArea !== null && event.storageArea !== localStorage) return false;
  // A null key means another tab cleared the whole storage.
  return event.key === null || event.key === SESSION_STORAGE_KEY;
}

/** Another tab logged in, refreshed or logged out: take its session. */
export function handleSessionStorageEvent(event: StorageEvent): void {
  if (!readsSession(event)) return;
  if (localStorage.getItem(SESSION_STORAGE_KEY) === null) {
    // Nothing left to rehydrate from: the other tab removed the session.
    useSessionStore.setState(initialSessionState());
    return;
  }
  void useSessionStore.persist.rehydrate();
}

/** Start following other tabs; returns the function that stops it. */
export function syncSessionAcrossTabs(): () => void {
  if (typeof window === 'undefined') return () => {};
  window.addEventListener('storage', handleSessionStorageEvent);
  return () => window.removeEventListener('storage', handleSessionStorageEvent);
}
