/// <reference lib="dom" />
// (page.evaluate callbacks run in the browser)
import type { BrowserContext, Page } from 'playwright-core';

/** The phone the page benchmark pretends to be: 375 × 667, 4× slower CPU, fast 4G. */
export const MOBILE_PROFILE = {
  viewport: { width: 375, height: 667 },
  cpuSlowdown: 4,
  // Chrome DevTools' "Fast 4G": 9 Mbps down, 1.5 Mbps up, 60 ms round trip (plus the server's).
  network: {
    offline: false,
    latency: 60,
    downloadThroughput: (9 * 1024 * 1024) / 8,
    uploadThroughput: (1.5 * 1024 * 1024) / 8,
  },
} as const;

/** Applies the CPU and network throttling to a page (Chromium's DevTools protocol). */
export async function throttle(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', MOBILE_PROFILE.network);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE_PROFILE.cpuSlowdown });
}

/**
 * Collects the largest contentful paint (and what it painted) and the long tasks in the page from
 * its first moment; `readVitals` turns them into LCP and total blocking time (long tasks after the
 * first contentful paint, each counting what exceeds 50 ms).
 */
export const VITALS_SCRIPT = `(() => {
  const v = { lcp: 0, lcpElement: '', fcp: 0, longTasks: [] };
  window.__vitals = v;
  new PerformanceObserver((l) => {
    for (const e of l.getEntries()) {
      v.lcp = e.renderTime || e.loadTime || e.startTime;
      v.lcpElement = e.url || (e.element ? e.element.tagName.toLowerCase() : '');
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) if (e.name === 'first-contentful-paint') v.fcp = e.startTime; })
    .observe({ type: 'paint', buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) v.longTasks.push([e.startTime, e.duration]); })
    .observe({ type: 'longtask', buffered: true });
})();`;

/** lcpElement: the URL of the largest contentful paint's image, else its element's tag name. */
export async function readVitals(
  page: Page,
): Promise<{ lcpMs: number; tbtMs: number; lcpElement: string }> {
  return page.evaluate(() => {
    const v = (
      window as unknown as {
        __vitals: { lcp: number; lcpElement: string; fcp: number; longTasks: [number, number][] };
      }
    ).__vitals;
    const tbt = v.longTasks
      .filter(([start]) => start >= v.fcp)
      .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
    return { lcpMs: Math.round(v.lcp), tbtMs: Math.round(tbt), lcpElement: v.lcpElement };
  });
}
