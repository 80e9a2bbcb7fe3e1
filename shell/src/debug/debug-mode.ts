/** Remembered for the browser tab (sessionStorage), so the panel survives navigation and reloads. */
export const DEBUG_SESSION_KEY = 'shell.debug';

/**
 * `?debug=1` turns the debug panel on for this tab's session, `?debug=0` turns it off; without
 * the parameter, what the session remembered applies.
 */
export function debugModeFrom(
  search: string,
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>,
): boolean {
  const asked = new URLSearchParams(search).get('debug');
  try {
    if (asked === '1') storage.setItem(DEBUG_SESSION_KEY, '1');
    if (asked === '0') storage.removeItem(DEBUG_SESSION_KEY);
    return storage.getItem(DEBUG_SESSION_KEY) === '1';
  } catch {
    // Storage blocked (some in-app browsers): the parameter still works for this page.
    return asked === '1';
  }
}
