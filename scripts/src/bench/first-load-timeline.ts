/// <reference lib="dom" />
// (page.evaluate callbacks run in the browser)
/**
 * Where a first load's time goes, on the bench's phone (375 × 667, 4× CPU slowdown, fast 4G):
 * opens pages of what is built now (compose-built.ts, nothing is built) with an empty cache and
 * prints every request (start and end in ms from the navigation, bytes on the wire), the first
 * contentful paint, each largest-contentful-paint candidate with what it painted, the long tasks
 * and the console's errors; then the medians of FCP and LCP per page and shell.
 *   flock /tmp/heavy.lock npx tsx scripts/src/bench/first-load-timeline.ts / /pages/news/list
 * TIMELINE_RUNS (default 1) runs of each page; TIMELINE_MEMBER=1 logs the demo staff member in;
 * TIMELINE_QUIET=1 prints the medians only; TIMELINE_SHELLS=before=/tmp/old-shell-dist,after=
 * compares two builds of the shell, alternating run by run, against the same remotes.
 */
import { chromium, type Browser, type Page } from 'playwright-core';
import { composeBuilt } from '../tab-switch/compose-built';
import { login, phone, type Session } from './phone-session';
import { median } from './yardstick';
import { INTERACTIVE_MARK } from 'shared/federation';

const BASE_PORT = Number(process.env.TIMELINE_BASE_PORT ?? 28900);
const RUNS = Number(process.env.TIMELINE_RUNS ?? 1);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('TIMELINE_RUNS must be 1 or more');
const QUIET = process.env.TIMELINE_QUIET === '1';
/** name=folder pairs; an empty folder is the shell as built (shell/dist). */
const SHELLS = (process.env.TIMELINE_SHELLS ?? 'built=').split(',').map((pair) => {
  const [name, folder] = pair.split('=');
  if (!name || folder === undefined)
    throw new Error(`TIMELINE_SHELLS takes name=folder pairs (got "${pair}")`);
  return { name, root: folder || undefined };
});

const CANDIDATES_SCRIPT = `(() => {
  window.__lcpCandidates = [];
  new PerformanceObserver((l) => {
    for (const e of l.getEntries())
      window.__lcpCandidates.push([Math.round(e.renderTime || e.loadTime || e.startTime), e.size,
        e.url || (e.element ? e.element.tagName.toLowerCase() + '.' + e.element.className : '')]);
  }).observe({ type: 'largest-contentful-paint', buffered: true });
})();`;

type Timeline = {
  /** The page's request sent, its first byte, its last byte. */
  htmlAsked: number;
  htmlFirstByte: number;
  html: number;
  /** The shell server's own account of its time (its Server-Timing header). */
  server: string;
  /** The document parsed (domInteractive), and the deferred scripts run (DOMContentLoaded). */
  parsed: number;
  deferredRun: number;
  resources: [string, number, number, number][];
  fcp: number;
  candidates: [number, number, string][];
  longTasks: [number, number][];
  marks: [string, number][];
  problems: string[];
};

/**
 * Waits until the page has painted and then painted nothing larger for 2 s: with its code
 * preloaded, a page's network can fall quiet seconds before the slow phone has rendered it.
 */
async function settled(page: Page): Promise<void> {
  const candidates = () =>
    page.evaluate(
      () => (window as unknown as { __lcpCandidates: unknown[] }).__lcpCandidates.length,
    );
  for (let last = -1, waited = 0; waited < 20000; waited += 2000) {
    const now = await candidates();
    if (now > 0 && now === last) return;
    last = now;
    await page.waitForTimeout(2000);
  }
}

async function firstLoad(browser: Browser, url: string, session?: Session): Promise<Timeline> {
  // The session cookie too, as the bench sends it: the shell's server renders the reader's page.
  const { context, page } = await phone(browser, session, { origin: new URL(url).origin });
  await context.addInitScript(CANDIDATES_SCRIPT);
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  await page.goto(url, { waitUntil: 'networkidle', timeout: 120000 });
  await settled(page);
  const timeline = await page.evaluate((): Omit<Timeline, 'problems'> => {
    const w = window as unknown as {
      __vitals: { fcp: number; longTasks: [number, number][] };
      __lcpCandidates: [number, number, string][];
    };
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    return {
      htmlAsked: Math.round(nav.requestStart),
      htmlFirstByte: Math.round(nav.responseStart),
      html: Math.round(nav.responseEnd),
      server: nav.serverTiming
        .map((t) =>
          t.duration ? `${t.name} ${Math.round(t.duration)} ms` : `${t.name} ${t.description}`,
        )
        .join(', '),
      parsed: Math.round(nav.domInteractive),
      deferredRun: Math.round(nav.domContentLoadedEventStart),
      resources: performance
        .getEntriesByType('resource')
        .map((e) => e as PerformanceResourceTiming)
        .map((e) => [
          e.name.replace(location.origin, '').replace(/^http:\/\/localhost:/, ':'),
          Math.round(e.startTime),
          Math.round(e.responseEnd),
          e.transferSize,
        ]),
      fcp: Math.round(w.__vitals.fcp),
      candidates: w.__lcpCandidates,
      longTasks: w.__vitals.longTasks.map(([s, d]) => [Math.round(s), Math.round(d)]),
      marks: performance
        .getEntriesByType('mark')
        .map((m) => [m.name, Math.round(m.startTime)] as [string, number]),
    };
  });
  await context.close();
  return { ...timeline, problems };
}

function print(title: string, t: Timeline): void {
  console.log(
    `\n${title}: HTML asked at ${t.htmlAsked} ms, first byte at ${t.htmlFirstByte} ms, until ${t.html} ms (server: ${t.server || 'no timing'}), parsed at ${t.parsed} ms, deferred scripts run until ${t.deferredRun} ms`,
  );
  for (const [name, start, end, bytes] of t.resources.sort((a, b) => a[1] - b[1]))
    console.log(
      `  ${String(start).padStart(5)} → ${String(end).padStart(5)}  ${String(Math.round(bytes / 1024)).padStart(4)} KB  ${name}`,
    );
  console.log(`  first contentful paint ${t.fcp} ms`);
  for (const [at, size, what] of t.candidates)
    console.log(`  LCP candidate at ${at} ms, ${size} px²: ${what}`);
  console.log(`  long tasks (start+ms): ${t.longTasks.map(([s, d]) => `${s}+${d}`).join(' ')}`);
  for (const problem of t.problems) console.log(`  ${problem}`);
  if (t.marks.length) console.log(`  marks: ${t.marks.map(([n, at]) => `${n}@${at}`).join(' ')}`);
}

async function main(): Promise<void> {
  const paths = process.argv.slice(2);
  if (paths.length === 0) paths.push('/');
  const composition = await composeBuilt(
    BASE_PORT,
    SHELLS.map((s) => s.root),
  );
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--disable-background-networking'],
  });
  const results = new Map<string, Timeline[]>();
  try {
    const session =
      process.env.TIMELINE_MEMBER === '1' ? await login(composition.apiUrl) : undefined;
    for (let run = 1; run <= RUNS; run++)
      for (const path of paths)
        for (const [i, shell] of SHELLS.entries()) {
          const t = await firstLoad(browser, `${composition.shellUrls[i]}${path}`, session);
          const key = `${path} (${shell.name})`;
          results.set(key, [...(results.get(key) ?? []), t]);
          if (!QUIET) print(`${key}, run ${run}`, t);
        }
  } finally {
    await browser.close();
    await composition.stop();
  }
  console.log('\nMedians:');
  for (const [key, runs] of results) {
    const lcp = runs.map((t) => t.candidates.at(-1)?.[0] ?? 0);
    const fcp = runs.map((t) => t.fcp);
    const interactive = runs.map(
      (t) => t.marks.find(([name]) => name === INTERACTIVE_MARK)?.[1] ?? 0,
    );
    console.log(
      `  ${key}: FCP ${median(fcp)} ms (${fcp.join(', ')}), LCP ${median(lcp)} ms (${lcp.join(', ')}), interactive ${median(interactive)} ms (${interactive.join(', ')})`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
