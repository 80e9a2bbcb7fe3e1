import { useLayoutEffect, type ReactNode } from 'react';
import { EARLY_INPUT_MARK } from '../server/render-contract';
import {
  NATIVE_TAP_TARGETS,
  REACT_PROPS_KEY,
  earlyAction,
  holdAction,
  isPlayed,
  playAction,
  stopRecordingActions,
  type EarlyAction,
} from './early-action';

/** The fields a reader types text into (the others keep no typed text); no `:is()` for old WebViews. */
const TYPED_FIELDS = [
  'textarea',
  'input:not([type])',
  ...['text', 'search', 'tel', 'email', 'url', 'password', 'number'].map((t) => `input[type=${t}]`),
].join(', ');

/** How long the page's parts may take to hydrate (a remote page's code) for what was done early. */
const HYDRATION_WAIT_MS = 10_000;

/** The fields a reader chooses in, whose state is whether they are checked. */
const CHOICE_FIELDS = 'input[type=checkbox], input[type=radio]';

const FIELDS = `${TYPED_FIELDS}, ${CHOICE_FIELDS}`;

type Field = HTMLInputElement | HTMLTextAreaElement;

/** What the reader made of a field: its text, or whether it is checked. */
type FieldState = string | boolean;

const isChoice = (field: Field): field is HTMLInputElement => field.matches(CHOICE_FIELDS);

const stateOf = (field: Field): FieldState => (isChoice(field) ? field.checked : field.value);

/** What was replayed: how many fields' text or choice, and which action, if any. */
export type EarlyInput = { typed: number; action: EarlyAction['type'] | null };

const reactProps = (element: Element): Record<string, unknown> | undefined => {
  const key = Object.keys(element).find((k) => k.startsWith(REACT_PROPS_KEY));
  return key ? (element as unknown as Record<string, Record<string, unknown>>)[key] : undefined;
};

/**
 * Whether React has taken an element over, or ever will not, as the page stands now: an element
 * of a part still waiting to hydrate (a Suspense boundary whose code comes later) has no props
 * yet, nor has any element in its part; an event sent to it is dropped. The markup of an
 * element whose HTML is set raw (`dangerouslySetInnerHTML`, an article's body) never gets any:
 * it counts as its element's, once that has hydrated. An element without props is its parent's
 * case, so each is worked out once (an unhydrated part is checked at every frame).
 */
function hydrationNow(): (element: Element) => boolean {
  const rawOfHydrated = new Map<Element, boolean>();
  const inRawHtml = (element: Element): boolean => {
    let raw = rawOfHydrated.get(element);
    if (raw === undefined) {
      const parent = element.parentElement;
      const props = parent && reactProps(parent);
      raw = props ? props.dangerouslySetInnerHTML !== undefined : !!parent && inRawHtml(parent);
      rawOfHydrated.set(element, raw);
    }
    return raw;
  };
  return (element) => reactProps(element) !== undefined || inRawHtml(element);
}

/**
 * Plays `text` into the field as one input event, which its onChange reads. React notices a
 * change by the value it last saw on the element: writing another value through the element
 * moves that mark, and writing the text through the prototype's setter puts it in without moving
 * it.
 */
export function replayTyping(field: Field, text: string): void {
  const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  if (!setValue) return;
  field.value = field.defaultValue === text ? '' : field.defaultValue;
  setValue.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Plays a choice made before the page hydrated: the field is set back to the other state through
 * the element (React notes it), then clicked, as the reader did, which fires its onChange. A
 * radio unchecked by the reader's choice of another is that other one's change.
 */
export function replayChoice(field: HTMLInputElement, checked: boolean): boolean {
  if (!checked && field.type === 'radio') return false;
  field.checked = !checked;
  field.click();
  return true;
}

const replayState = (field: Field, state: FieldState): boolean => {
  if (typeof state === 'boolean') return isChoice(field) && replayChoice(field, state);
  replayTyping(field, state);
  return true;
};

/** Whether the reader changed the field from what the server sent. */
const isChanged = (field: Field): boolean =>
  isChoice(field) ? field.checked !== field.defaultChecked : field.value !== field.defaultValue;

/**
 * What React last rendered into a hydrated controlled field (its text, or whether it is
 * checked): what the page holds of it. Undefined for a field React does not control (its
 * handlers read the field itself) or has not taken over yet.
 */
const heldState = (field: Field): FieldState | undefined => {
  const choice = isChoice(field);
  const value = reactProps(field)?.[choice ? 'checked' : 'value'];
  if (value === undefined || value === null) return undefined;
  return choice ? Boolean(value) : String(value);
};

/**
 * The action an event stands for, as the start script notes them (early-action.ts). Any event
 * the shell did not play itself: a script's click, too, would act without the typed text.
 */
function actionOf(event: Event): EarlyAction['type'] | null {
  if (isPlayed(event) || !(event.target instanceof Element)) return null;
  if (event.type === 'click') return event.target.closest(NATIVE_TAP_TARGETS) ? null : 'click';
  const key = event as KeyboardEvent;
  const enter = key.key === 'Enter' || key.keyCode === 13;
  return event.type === 'keydown' && enter && !key.isComposing ? 'enter' : null;
}

/** Plays what the reader did before the page hydrated: see startEarlyInput. */
export type EarlyInputReplay = { replay: () => Promise<EarlyInput> };

/**
 * Gives the page what the reader did before it hydrated. Start it before hydrating: from then on
 * it holds back an action the page would handle without the text typed before it; `replay`, once
 * the root has hydrated, plays the rest and settles with what was replayed.
 * - Typing (and choosing: a radio or a check box checked is played as a click): a field shows
 *   the text (React keeps what the reader typed), but the page's state still holds the server's
 *   value: a search sent afterwards would say that no keyword was typed.
 *   Worse, a field whose form renders again as it hydrates is set back to that value, and the
 *   text is gone. So the text of each field still waiting to hydrate is noted at every frame,
 *   and played into it once it has hydrated (unless the page holds it by then).
 * - The last action the start script noted (a tap, Enter in a field: early-action.ts), played
 *   once its element has hydrated, after any text typed before it is in the page's state (a
 *   frame after it was played, so the handlers read it). A tap on a form's button submits it.
 * - An action on an element React handles, while a hydrated field shows text the page does not
 *   hold yet (noted, or typed between two frames just as the field hydrated), or on an element
 *   not hydrated while a field not hydrated shows typed text (React may hydrate both on the spot
 *   to hand it the event): the page would act without the text. It is held back, noted as the
 *   action to play, and played as above.
 * Runs at every frame until every element the server sent has hydrated (or is gone), then ends
 * the actions' recording.
 */
export function startEarlyInput(root: HTMLElement): EarlyInputReplay {
  const noted = new Map<Field, FieldState>();
  const fields = () => [...root.querySelectorAll<Field>(FIELDS)];

  const stateNotHeld = (target: Element): boolean => {
    const hydrated = hydrationNow();
    for (const field of noted.keys()) if (field.isConnected && hydrated(field)) return true;
    const targetHydrated = hydrated(target);
    return fields().some((field) => {
      if (!hydrated(field)) return !targetHydrated && isChanged(field);
      const held = heldState(field);
      return held !== undefined && held !== stateOf(field);
    });
  };
  const holdBack = (event: Event) => {
    const type = actionOf(event);
    const target = event.target as Element;
    if (!type || !root.contains(target) || !stateNotHeld(target) || !holdAction(target, type))
      return;
    event.stopImmediatePropagation();
    event.preventDefault();
  };
  // Before React's own listeners on the root, and the start script's on the document.
  window.addEventListener('click', holdBack, true);
  window.addEventListener('keydown', holdBack, true);
  const stop = () => {
    window.removeEventListener('click', holdBack, true);
    window.removeEventListener('keydown', holdBack, true);
    stopRecordingActions();
  };

  let replaying: Promise<EarlyInput> | undefined;
  const replay = () => {
    const started = performance.now();
    const servedAsIs = hydrationNow();
    let waiting = [...root.querySelectorAll('*')].filter((element) => !servedAsIs(element));
    const done: EarlyInput = { typed: 0, action: null };
    // Hydrated just now, with text: typed before.
    for (const field of fields())
      if (servedAsIs(field) && isChanged(field)) noted.set(field, stateOf(field));
    replaying = new Promise<EarlyInput>((resolve) => {
      const step = () => {
        const hydrated = hydrationNow();
        // Before taking the hydrated ones off the list: a field may have hydrated since the
        // last frame, with text typed in the meantime.
        for (const field of waiting)
          if (field.matches(FIELDS) && isChanged(field as Field))
            noted.set(field as Field, stateOf(field as Field));
        waiting = waiting.filter((element) => element.isConnected && !hydrated(element));
        let changedNow = false;
        for (const [field, state] of noted) {
          if (!field.isConnected) noted.delete(field);
          else if (hydrated(field)) {
            noted.delete(field);
            if (heldState(field) === state || !replayState(field, state)) continue;
            done.typed += 1;
            changedNow = true;
            // One a frame: a handler reads the page's state as the last frame rendered it, and
            // two changes in one would each start from that (the second undoing the first).
            break;
          }
        }
        const action = earlyAction();
        const target = action?.target;
        if (action && target && !target.isConnected) action.target = null;
        else if (action && target && hydrated(target) && !changedNow && noted.size === 0) {
          action.target = null;
          playAction(action, target);
          done.action = action.type;
        }
        const pending = waiting.length > 0 || noted.size > 0 || Boolean(action?.target);
        if (pending && performance.now() - started <= HYDRATION_WAIT_MS) {
          requestAnimationFrame(step);
          return;
        }
        stop();
        resolve(done);
      };
      step();
    });
    return replaying;
  };
  // Once: React runs a layout effect twice in development's strict mode.
  return { replay: () => replaying ?? replay() };
}

/** Starts and plays at once: for a root already hydrated. */
export const replayEarlyInput = (root: HTMLElement): Promise<EarlyInput> =>
  startEarlyInput(root).replay();

/**
 * Once the page the server sent has hydrated, replays what was typed and done meanwhile. Only
 * wraps its child, so the tree (and its ids) is the one the server rendered. At the commit (a
 * layout effect): an action may come before the page's first passive effects.
 */
export function ReplayEarlyInput({
  early,
  children,
}: {
  early: EarlyInputReplay;
  children: ReactNode;
}) {
  useLayoutEffect(() => {
    void early.replay().then((input) =>
      // Old WebViews have no User Timing.
      performance.mark?.(EARLY_INPUT_MARK, { detail: input }),
    );
  }, [early]);
  return children;
}
