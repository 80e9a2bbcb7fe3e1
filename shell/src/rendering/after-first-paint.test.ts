import { afterFirstPaint } from './after-first-paint';

/** The browser's frames, run by the test, and its paint entries. */
function browser({ paintTiming = true, hidden = false } = {}) {
  const frames: FrameRequestCallback[] = [];
  let painted = false;
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    frames.push(callback);
    return frames.length;
  });
  // The fake timers' performance has no entries of its own.
  Object.defineProperty(performance, 'getEntriesByName', {
    configurable: true,
    value: (name: string) => (name === 'first-contentful-paint' && painted ? [{}] : []),
  });
  Object.defineProperty(window, 'PerformanceObserver', {
    configurable: true,
    value: { supportedEntryTypes: paintTiming ? ['mark', 'paint'] : ['mark'] },
  });
  jest.spyOn(document, 'visibilityState', 'get').mockReturnValue(hidden ? 'hidden' : 'visible');
  return {
    paint: () => void (painted = true),
    /** Runs the next frame, then the timers its callbacks set. */
    async frame() {
      frames.shift()?.(0);
      await jest.advanceTimersByTimeAsync(0);
    },
  };
}

/** Whether the promise has settled by now. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await jest.advanceTimersByTimeAsync(0);
  return done;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('afterFirstPaint', () => {
  it.each<[string, { painted?: boolean; paintTiming?: boolean; hidden?: boolean }]>([
    ['the page has painted its content already', { painted: true }],
    ['the browser has no paint timing', { paintTiming: false }],
    ['the tab is hidden (no frames come)', { hidden: true }],
  ])('resolves at once when %s', async (_when, { painted = false, ...options }) => {
    const page = browser(options);
    if (painted) page.paint();
    expect(await settled(afterFirstPaint())).toBe(true);
  });

  it('waits for the frame that paints the content', async () => {
    const page = browser();
    const waiting = afterFirstPaint();
    expect(await settled(waiting)).toBe(false);
    await page.frame();
    expect(await settled(waiting)).toBe(false);
    page.paint();
    await page.frame();
    expect(await settled(waiting)).toBe(true);
  });

  it('stops waiting after three frames without a contentful paint, or half a second', async () => {
    const page = browser();
    const framed = afterFirstPaint();
    for (let frame = 0; frame < 3; frame += 1) await page.frame();
    expect(await settled(framed)).toBe(true);

    const throttled = afterFirstPaint();
    await jest.advanceTimersByTimeAsync(499);
    expect(await settled(throttled)).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(await settled(throttled)).toBe(true);
  });
});
