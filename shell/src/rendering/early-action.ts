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

/** The fields whose Enter submits their form when it has no submit button, if alone (HTML's implicit submission). */
const BLOCKING_FIELDS = ['text', 'search', 'email', 'url', 'tel', 'password', 'number', 'date']
  .map((type) => `input[type=${type}]`)
  .concat('input:not([type])')
  .join(', ');

/** The events the shell plays itself: never noted or held as the reader's. */
const played = new WeakSet<Event>();

/** Whether the shell played this event (playAction), rather than the reader. */
export const isPlayed = (event: Event): boolean => played.has(event);

const dispatch = (target: Element, event: Event): boolean => {
  played.add(event);
  return target.dispatchEvent(event);
};

const click = (target: Element) =>
  dispatch(target, new MouseEvent('click', { bubbles: true, cancelable: true }));

/**
 * What Enter in a field of a form does besides its keydown, as the browser does it: clicks the
 * form's submit button, or submits a form without one whose only field this is. Before the page
 * hydrated, the browser did it with nobody listening (the start script stops every native
 * submit): the reader's Enter in the password field logs in once played.
 */
function submitImplicitly(field: Element): void {
  const form = field instanceof HTMLInputElement ? field.form : null;
  if (!form || !field.matches(BLOCKING_FIELDS)) return;
  const button = [...form.elements].find(
    (element): element is HTMLButtonElement | HTMLInputElement =>
      (element instanceof HTMLButtonElement || element instanceof HTMLInputElement) &&
      element.type === 'submit',
  );
  if (button) {
    if (!button.disabled) click(button);
  } else if (form.querySelectorAll(BLOCKING_FIELDS).length === 1) form.requestSubmit();
}

/** Plays the action on its element as the browser would have sent it. */
export function playAction({ type }: EarlyAction, target: Element): void {
  // Any element (an icon's svg too); a button's click still submits its form.
  if (type === 'click') {
    click(target);
    return;
  }
  const enter = new KeyboardEvent('keydown', {
    key: 'Enter',
    code: 'Enter',
    keyCode: 13,
    bubbles: true,
    cancelable: true,
  });
  if (dispatch(target, enter)) submitImplicitly(target);
}

/**
 * Notes `target` as the action to play (superseding any noted before), while the start script
 * records: an action the shell holds back until the page holds what the reader typed. False
 * when nothing records any more.
 */
export function holdAction(target: Element, type: EarlyAction['type']): boolean {
  const action = earlyAction();
  if (!action) return false;
  // The start script's own object: it notes later actions on it, and only while it is there.
  action.target = target;
  action.type = type;
  return true;
}
