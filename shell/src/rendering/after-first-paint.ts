/** A page that has not painted after this many frames will not paint before it hydrates. */
const MOST_FRAMES = 3;
/** Frames stop in a hidden tab: hydration does not wait for them longer than this. */
const MOST_WAIT_MS = 500;

const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;

/**
 * Resolves once the page the server sent has painted its content (its first contentful paint),
 * at once when it has. Hydration is one long task on a slow phone: started before that paint,
 * it holds the server's HTML off the screen until it ends. Without paint timing, at once.
 */
export function afterFirstPaint(): Promise<void> {
  const supported =
    typeof PerformanceObserver !== 'undefined' &&
    PerformanceObserver.supportedEntryTypes?.includes('paint') === true;
  if (!supported || document.visibilityState === 'hidden' || painted()) return Promise.resolve();
  return new Promise((resolve) => {
    let frames = 0;
    // A timer set in a frame's callback runs once that frame has been painted.
    const nextFrame = () => requestAnimationFrame(() => setTimeout(check, 0));
    const check = () => (painted() || ++frames >= MOST_FRAMES ? resolve() : nextFrame());
    nextFrame();
    setTimeout(resolve, MOST_WAIT_MS);
  });
}
