import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

/**
 * False on the shell's server and while the browser hydrates the page the server rendered, true
 * from then on (at once for a page rendered in the browser): what only the browser can render
 * (sanitised rich text, pages kept ahead) waits for it, so the hydrated page is the server's.
 */
export function useAfterHydration(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
