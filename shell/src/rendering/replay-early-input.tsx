import { useEffect, type ReactNode } from 'react';
import { EARLY_INPUT_MARK } from '../server/render-contract';

/** The fields a reader types text into (the others keep no typed text). */
const TYPED_FIELDS =
  'textarea, input:is([type=text], [type=search], [type=tel], [type=email], [type=url], [type=password], [type=number], :not([type]))';

/** How long a typed field may wait for its part of the page to hydrate (a remote page's code). */
const HYDRATION_WAIT_MS = 10_000;

type TypedField = HTMLInputElement | HTMLTextAreaElement;

/**
 * Whether React has taken the element over: it keeps the element's props on it, under a key of
 * its own (react-dom's `__reactProps$<id>`, the same from React 17 to 19). An event sent to a
 * field of a part still waiting to hydrate (a Suspense boundary) is dropped.
 */
const isHydrated = (element: Element): boolean =>
  Object.keys(element).some((key) => key.startsWith('__reactProps$'));

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
 * Gives the page the text typed into its fields before it hydrated. Such a field shows the text
 * (React keeps what the reader typed), but the page's state still holds the server's value: a
 * search sent afterwards would say that no keyword was typed. Worse, a field whose form renders
 * again as it hydrates is set back to that value, and the text is gone. So the text of each field
 * still waiting to hydrate (its part of the page comes later: a Suspense boundary) is noted at
 * every frame, and played into it once it has hydrated. Settles with how many were replayed.
 */
export function replayEarlyInput(root: ParentNode): Promise<number> {
  const started = performance.now();
  const fields = () => [...root.querySelectorAll<TypedField>(TYPED_FIELDS)];
  // Hydrated just now, with text: typed before.
  const early = new Map(
    fields()
      .filter(isTyped)
      .map((field) => [field, field.value]),
  );
  let replayed = 0;
  return new Promise((resolve) => {
    const step = () => {
      let waiting = false;
      for (const field of fields()) {
        if (isHydrated(field)) continue;
        waiting = true;
        if (isTyped(field)) early.set(field, field.value);
      }
      for (const [field, text] of early) {
        if (!field.isConnected) {
          early.delete(field);
          continue;
        }
        if (!isHydrated(field)) continue;
        early.delete(field);
        replayTyping(field, text);
        replayed += 1;
      }
      if (!waiting || performance.now() - started > HYDRATION_WAIT_MS) resolve(replayed);
      else requestAnimationFrame(step);
    };
    step();
  });
}

/**
 * Once the page the server sent has hydrated, replays what was typed into it meanwhile. Only
 * wraps its child, so the tree (and its ids) is the one the server rendered.
 */
export function ReplayEarlyInput({ root, children }: { root: HTMLElement; children: ReactNode }) {
  useEffect(() => {
    void replayEarlyInput(root).then((fields) =>
      // Old WebViews have no User Timing.
      performance.mark?.(EARLY_INPUT_MARK, { detail: fields }),
    );
  }, [root]);
  return children;
}
