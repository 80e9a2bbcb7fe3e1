import { useEffect, type ReactNode } from 'react';
import { EARLY_INPUT_MARK } from '../server/render-contract';
import {
  REACT_PROPS_KEY,
  earlyAction,
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

type TypedField = HTMLInputElement | HTMLTextAreaElement;

/** What was replayed: how many fields' text, and which action, if any. */
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
export function replayTyping(field: TypedField, text: string): void {
  const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  if (!setValue) return;
  field.value = field.defaultValue === text ? '' : field.defaultValue;
  setValue.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

const isTyped = (field: TypedField): boolean => field.value !== field.defaultValue;

/**
 * Gives the page what the reader did before it hydrated; settles with what was replayed.
 * - Typing: a field shows the text (React keeps what the reader typed), but the page's state
 *   still holds the server's value: a search sent afterwards would say that no keyword was typed.
 *   Worse, a field whose form renders again as it hydrates is set back to that value, and the
 *   text is gone. So the text of each field still waiting to hydrate is noted at every frame,
 *   and played into it once it has hydrated.
 * - The last action the start script noted (a tap, Enter in a field: early-action.ts), played
 *   once its element has hydrated, after any text typed before it is in the page's state (a
 *   frame after it was played, so the handlers read it). A tap on a form's button submits it.
 * Runs at every frame until every element the server sent has hydrated (or is gone), then ends
 * the actions' recording.
 */
export function replayEarlyInput(root: ParentNode): Promise<EarlyInput> {
  const started = performance.now();
  const servedAsIs = hydrationNow();
  let waiting = [...root.querySelectorAll('*')].filter((element) => !servedAsIs(element));
  const early = new Map<TypedField, string>();
  const done: EarlyInput = { typed: 0, action: null };
  return new Promise((resolve) => {
    const step = () => {
      const hydrated = hydrationNow();
      waiting = waiting.filter((element) => element.isConnected && !hydrated(element));
      for (const field of waiting)
        if (field.matches(TYPED_FIELDS) && isTyped(field as TypedField))
          early.set(field as TypedField, (field as TypedField).value);
      let typedNow = false;
      for (const [field, text] of early) {
        if (!field.isConnected) early.delete(field);
        else if (hydrated(field)) {
          early.delete(field);
          replayTyping(field, text);
          done.typed += 1;
          typedNow = true;
        }
      }
      const action = earlyAction();
      const target = action?.target;
      if (action && target && !target.isConnected) action.target = null;
      else if (action && target && hydrated(target) && !typedNow && early.size === 0) {
        action.target = null;
        playAction(action, target);
        done.action = action.type;
      }
      const pending = waiting.length > 0 || early.size > 0 || Boolean(action?.target);
      if (pending && performance.now() - started <= HYDRATION_WAIT_MS) {
        requestAnimationFrame(step);
        return;
      }
      stopRecordingActions();
      resolve(done);
    };
    // Hydrated just now, with text: typed before.
    for (const field of root.querySelectorAll<TypedField>(TYPED_FIELDS))
      if (servedAsIs(field) && isTyped(field)) early.set(field, field.value);
    step();
  });
}

/**
 * Once the page the server sent has hydrated, replays what was typed and done meanwhile. Only
 * wraps its child, so the tree (and its ids) is the one the server rendered.
 */
export function ReplayEarlyInput({ root, children }: { root: HTMLElement; children: ReactNode }) {
  useEffect(() => {
    void replayEarlyInput(root).then((input) =>
      // Old WebViews have no User Timing.
      performance.mark?.(EARLY_INPUT_MARK, { detail: input }),
    );
  }, [root]);
  return children;
}
