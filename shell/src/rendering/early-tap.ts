/**
 * The last tap a page the shell's server rendered lost before it hydrated. Until then no script
 * of the page listens, so a tap on a button, a tab or a card does nothing; the page's start
 * script (scripts/src/shell-page.ts) notes it on `window[EARLY_TAP_GLOBAL]`, and the shell plays
 * it once the tapped part has hydrated (replay-early-input.tsx). Only the last one: a reader who
 * saw nothing happen taps again, and one tap is what they meant.
 */
export const EARLY_TAP_GLOBAL = '__earlyTap';

/**
 * What the browser itself acts on, so a tap there is never lost: a link opens its page (which
 * the server renders), a field takes focus, a label or a check box toggles.
 */
export const NATIVE_TAP_TARGETS = 'a[href], label, input, select, textarea, summary';

/**
 * The key under which react-dom keeps an element's props on the element once it has taken it
 * over (`__reactProps$<id>`, the same from React 17 to 19): an element without it still waits
 * for its part of the page to hydrate.
 */
export const REACT_PROPS_KEY = '__reactProps$';

/** What the start script keeps: the lost tap's element, null once played or superseded. */
export type EarlyTap = { target: Element | null };

const holder = () => window as unknown as Record<string, EarlyTap | undefined>;

/** The page's record of a lost tap, while the start script still records. */
export function earlyTap(): EarlyTap | undefined {
  const tap = holder()[EARLY_TAP_GLOBAL];
  return typeof tap === 'object' && tap !== null ? tap : undefined;
}

/** Ends the recording: every tap from now on reaches the page's own handlers. */
export function stopRecordingTaps(): void {
  delete holder()[EARLY_TAP_GLOBAL];
}
