/// <reference lib="dom" />
// (page.evaluate callbacks run in the browser)
/**
 * Issue 16's tab switch, as the bench (scripts/src/bench/page-performance.ts) and the tracing
 * script (measure-tab-switch.ts) both measure it: on an open page, a tap on "Mine" in the tab bar
 * until the Mine page shows. Timed inside the page, on its own clock: from the tap (the
 * pointerdown's event time) until the first animation frame in which the Mine page is in the
 * document and visible (its settings link in the page area, no loading view), the frame that
 * paints it.
 * Playwright's own work before the tap (actionability checks, a round trip to the browser) is
 * not part of it, and neither is the round trip that hears about the frame.
 */
import type { BrowserContext, Page } from 'playwright-core';

/** The Mine page is shown: the page area holds its settings link, and no loading view. */
export const MINE_PATH = '/pages/user/index';
export const MINE_SHOWN_SELECTOR = 'main a[href="/pagesUser/set/index"]';

/**
 * Installed before the page's scripts (context.addInitScript): `__tabWatch.start()` records, frame
 * by frame from then on, the pointerdown and click, when the address changed, the loading view,
 * and the frame the Mine page first showed (all on performance.now()'s clock; the events' own
 * times for the pointerdown and click).
 */
export const TAB_WATCH_SCRIPT = `(() => {
  const w = { events: [] };
  window.__tabWatch = w;
  // Cheap checks only: the watch runs every frame, and innerText (a forced layout) each frame
  // would itself slow the page it is timing on a throttled phone.
  const mainText = () => document.querySelector('main')?.textContent ?? '';
  w.start = () => {
    w.events = [];
    const seen = new Set();
    const note = (name, at) => { if (!seen.has(name)) { seen.add(name); w.events.push([name, at ?? performance.now()]); } };
    document.addEventListener('pointerdown', (e) => note('tap', e.timeStamp), { capture: true, once: true });
    document.addEventListener('click', (e) => note('click', e.timeStamp), { capture: true, once: true });
    const frame = () => {
      if (location.pathname === ${JSON.stringify(MINE_PATH)}) {
        note('address changed');
        // Visible: the shell keeps tab pages rendered but hidden (kept-tab-pages.tsx).
        const shown = document.querySelector(${JSON.stringify(MINE_SHOWN_SELECTOR)})?.checkVisibility() === true;
        const text = mainText();
        if (!shown && /Loading…/.test(text)) note('loading view');
        if (shown && !/Loading…|This page failed to load/.test(text)) note('shown');
      }
      if (!seen.has('shown')) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  };
})();`;

export type TapEvent = [name: string, at: number];

export type TapResult = {
  /** From the tap until the frame the Mine page showed (ms). */
  ms: number;
  /** From just before Playwright's click until the same frame (Playwright's click included). */
  withPlaywrightMs: number;
  /** performance.now() just before the click: the origin other tools' times are relative to. */
  startedAt: number;
  /** performance.now() of the tap. */
  tapAt: number;
  /** Each event, in ms from the tap. */
  events: TapEvent[];
};

/** Adds the watch to a context; call before its page opens. */
export const watchTabTaps = (context: BrowserContext) => context.addInitScript(TAB_WATCH_SCRIPT);

/** Taps "Mine" in the tab bar and waits until its page shows (the context must watch taps). */
export async function tapMine(page: Page): Promise<TapResult> {
  const startedAt = await page.evaluate(() => {
    (window as unknown as { __tabWatch: { start(): void } }).__tabWatch.start();
    return performance.now();
  });
  await page
    .getByRole('navigation', { name: 'Main sections' })
    .getByRole('link', { name: 'Mine' })
    .click();
  await page.waitForFunction(
    () =>
      (window as unknown as { __tabWatch: { events: TapEvent[] } }).__tabWatch.events.some(
        ([name]) => name === 'shown',
      ),
    undefined,
    { timeout: 60000, polling: 100 },
  );
  const events = await page.evaluate(
    () => (window as unknown as { __tabWatch: { events: TapEvent[] } }).__tabWatch.events,
  );
  const at = (name: string) => events.find(([n]) => n === name)?.[1];
  const tapAt = at('tap');
  const shownAt = at('shown');
  if (tapAt === undefined || shownAt === undefined)
    throw new Error(`The tap was not seen: ${JSON.stringify(events)}`);
  return {
    ms: Math.round(shownAt - tapAt),
    withPlaywrightMs: Math.round(shownAt - startedAt),
    startedAt,
    tapAt,
    events: events.map(([name, t]) => [name, Math.round(t - tapAt)] as TapEvent),
  };
}
