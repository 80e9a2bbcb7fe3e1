/**
 * The last action a page the shell's server rendered lost before it hydrated: a tap on a button,
 * a tab or a card, or Enter in a search box. Until its part of the page has hydrated no handler
 * listens; the page's start script (scripts/src/shell-page.ts) notes the action on
 * `window[EARLY_ACTION_GLOBAL]`, and the shell plays it once the element has hydrated
 * (replay-early-input.tsx). Only the last one: a reader who saw nothing happen tries again, and
 * one action is what they meant.
 */
export const EARLY_ACTION_GLOBAL = '__earlyAction';

/**
 * What the browser acts on itself, so a tap there is never lost: a link opens its page (which
 * the server renders), a field takes focus, a label or a check box toggles.
 */
export const NATIVE_TAP_TARGETS = 'a[href], label, input, select, textarea, summary';

/**
 * The key under which react-dom keeps an element's props on the element once it has taken it
 * over (`__reactProps$<id>`, the same from React 17 to 19): an element without it still waits
 * for its part of the page to hydrate.
 */
export const REACT_PROPS_KEY = '__reactProps$';

/** What the start script keeps: the element acted on (null once played or superseded), and how. */
export type EarlyAction = { target: Element | null; type: 'click' | 'enter' };

const holder = () => window as unknown as Record<string, EarlyAction | undefined>;

/** The page's record of a lost action, while the start script still records. */
export function earlyAction(): EarlyAction | undefined {
  const action = holder()[EARLY_ACTION_GLOBAL];
  return typeof action === 'object' && action !== null ? action : undefined;
}

/** Ends the recording: every action from now on reaches the page's own handlers. */
export function stopRecordingActions(): void {
  delete holder()[EARLY_ACTION_GLOBAL];
}

/** Plays the action on its element as the browser would have sent it. */
export function playAction({ type }: EarlyAction, target: Element): void {
  // Any element (an icon's svg too); a button's click still submits its form.
  if (type === 'click')
    target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  else
    target.dispatchEvent(
      new KeyboardEvent('keydown', {
        key: 'Enter',
        code: 'Enter',
        keyCode: 13,
        bubbles: true,
        cancelable: true,
      }),
    );
}
