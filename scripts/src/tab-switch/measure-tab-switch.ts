/// <reference lib="dom" />
// (page.evaluate callbacks run in the browser)
/**
 * Issue 16's tab switch, measured the way the page benchmark measures it (tab-tap.ts, used by
 * scripts/src/bench/page-performance.ts): a logged-in phone (375 × 667, 4× CPU slowdown, fast
 * 4G) loads a page, waits for the network to be idle and 1.5 s more, taps "Mine" in the tab bar
 * and waits until the user area's page shows. From home (mf_user preloaded) and
 * from the news list (not preloaded), TAB_RUNS times each (default 5); prints the medians and, for
 * the first run of each, what happened after the tap: every resource (start and end in ms from
 * the tap), the long tasks, and when the address changed, "Loading…" showed and the page showed.
 *   flock /tmp/heavy.lock npx tsx scripts/src/tab-switch/measure-tab-switch.ts
 * TAB_COMPOSE=built serves what is built without building (compose-built.ts); with it,
 * TAB_SHELLS=before=/tmp/old-shell-dist,after= compares two shell builds in one run.
 */
import { writeFileSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import { PRELOAD_MARK } from 'shared/federation';
import { login, phone, type Session } from '../bench/phone-session';
import { composeForTests } from '../compose-for-tests';
import { composeBuilt } from './compose-built';
import { tapMine, type TapEvent } from './tab-tap';

/** Apart from the browser suite (24000), the bundles (27000), the page benchmark (28000) and the fault tests (29000). */
const BASE_PORT = Number(process.env.TAB_BASE_PORT ?? 28800);
const RUNS = Number(process.env.TAB_RUNS ?? 5);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error(`TAB_RUNS must be 1 or more`);
/** TAB_PROFILE=1: the first run of each also records a Chromium trace (it slows that run a little). */
const PROFILE = process.env.TAB_PROFILE === '1';

type Timeline = {
  resources: { name: string; start: number; end: number; kind: string }[];
  inFlightAtTap: { name: string; start: number; end: number }[];
  longTasks: [number, number][];
  events: TapEvent[];
  preloadMark: number | undefined;
  /** Total blocking time from the first contentful paint until the tap (home's, preload included). */
  tbtBeforeTap: number;
  /** Of it, the long tasks from the preload mark on (what the preload after home costs). */
  tbtAfterPreload: number;
  /** With TAB_PROFILE=1, the first run's main-thread time by phase (from a trace). */
  profile?: string[];
};

type TraceEvent = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string };
};

/** What the main thread did, in trace event names, grouped the way DevTools groups them. */
const KINDS: [string, RegExp][] = [
  [
    'scripting',
    /^(FunctionCall|EvaluateScript|v8\.compile|V8\.CompileCode|TimerFire|FireAnimationFrame|EventDispatch|RunMicrotasks|v8\.evaluateModule|ParseHTML)$/,
  ],
  ['style and layout', /^(UpdateLayoutTree|Layout|RecalculateStyles|HitTest)$/],
  ['paint', /^(Paint|PrePaint|Layerize|UpdateLayer|Commit|CompositeLayers|PaintImage)$/],
  ['gc', /^(MinorGC|MajorGC|V8\.GC.*|BlinkGC.*)$/],
];

/** The total time covered by events (nested or overlapping ones counted once), in ms. */
function covered(events: TraceEvent[]): number {
  let total = 0;
  let until = 0;
  for (const e of [...events].sort((x, y) => x.ts - y.ts)) {
    const end = e.ts + (e.dur ?? 0);
    if (end <= until) continue;
    total += end - Math.max(e.ts, until);
    until = end;
  }
  return Math.round(total / 1000);
}

/**
 * The renderer's main thread in each phase of the tap (from a Chromium trace): the time spent
 * in scripting, style and layout, paint and GC; the rest of the phase it waited (network, frames).
 */
function summarizeTrace(
  events: TraceEvent[],
  t0Mark: string,
  phases: [string, number, number][],
): string[] {
  const mark = events.find((e) => e.name === t0Mark);
  if (!mark) return ['  (no trace mark)'];
  const main = events.find(
    (e) => e.pid === mark.pid && e.name === 'thread_name' && e.args?.name === 'CrRendererMain',
  );
  const onMain = events.filter((e) => e.pid === mark.pid && e.tid === main?.tid && e.ph === 'X');
  return phases.map(([label, from, to]) => {
    const start = mark.ts + from * 1000;
    const end = mark.ts + to * 1000;
    const inside = onMain.filter((e) => e.ts >= start && e.ts < end);
    const kinds = KINDS.map(
      ([kind, pattern]) => `${kind} ${covered(inside.filter((e) => pattern.test(e.name)))}`,
    );
    return `  ${label} (${Math.round(to - from)} ms): ${kinds.join(', ')}`;
  });
}

/** ms: from the tap until the frame the Mine page showed; withPlaywrightMs: from before the click. */
type Run = { ms: number; withPlaywrightMs: number; timeline: Timeline };

async function tabTap(
  browser: Browser,
  url: string,
  session: Session,
  profile = false,
): Promise<Run> {
  const { context, page } = await phone(browser, session);
  await page.goto(url, { waitUntil: 'networkidle', timeout: 120000 });
  await page.waitForTimeout(1500);
  if (profile)
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'blink.user_timing', 'v8', '__metadata'],
    });
  await page.evaluate(() => performance.mark('tab-switch:tap'));
  const tap = await tapMine(page);
  const trace = profile ? await browser.stopTracing() : undefined;
  // TAB_TRACE_DIR: keeps each trace (open it in Chrome DevTools' Performance panel).
  if (trace && process.env.TAB_TRACE_DIR)
    writeFileSync(
      `${process.env.TAB_TRACE_DIR}/tab-switch-${new URL(url).port}${new URL(url).pathname.replace(/\W+/g, '-')}.json`,
      trace,
    );
  await page.waitForTimeout(300);
  // Raw data only: tsx names arrow functions with a helper the page does not have.
  const raw = await page.evaluate((mark) => {
    const w = window as unknown as {
      __vitals: { fcp: number; longTasks: [number, number][] };
    };
    return {
      entries: (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map(
        (e) => ({
          name: e.name,
          startTime: e.startTime,
          responseEnd: e.responseEnd,
          kind: e.initiatorType,
        }),
      ),
      fcp: w.__vitals.fcp,
      longTasks: w.__vitals.longTasks,
      markAt: performance.getEntriesByName(mark)[0]?.startTime,
      tapMark: performance.getEntriesByName('tab-switch:tap')[0]?.startTime ?? 0,
    };
  }, PRELOAD_MARK);
  // Times from the tap (the pointerdown).
  const t0 = tap.tapAt;
  const rel = (n: number) => Math.round(n - t0);
  const short = (name: string) => {
    const u = new URL(name);
    return `${u.port ? `:${u.port}` : ''}${u.pathname}`;
  };
  const timeline: Timeline = {
    resources: raw.entries
      .filter((e) => e.startTime >= tap.startedAt)
      .map((e) => ({
        name: short(e.name),
        start: rel(e.startTime),
        end: rel(e.responseEnd),
        kind: e.kind,
      })),
    inFlightAtTap: raw.entries
      .filter((e) => e.startTime < tap.startedAt && e.responseEnd > tap.startedAt - 200)
      .map((e) => ({ name: short(e.name), start: rel(e.startTime), end: rel(e.responseEnd) })),
    longTasks: raw.longTasks
      .filter(([s, d]) => s + d >= t0 - 500)
      .map(([s, d]) => [rel(s), Math.round(d)] as [number, number]),
    events: tap.events,
    preloadMark: raw.markAt === undefined ? undefined : rel(raw.markAt),
    tbtBeforeTap: Math.round(
      raw.longTasks
        .filter(([s]) => s >= raw.fcp && s < t0)
        .reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0),
    ),
    tbtAfterPreload: Math.round(
      raw.longTasks
        .filter(([s]) => raw.markAt !== undefined && s >= raw.markAt && s < t0)
        .reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0),
    ),
  };
  await context.close();
  if (trace) {
    const at = (name: string) => timeline.events.find(([n]) => n === name)?.[1];
    const fromMark = Math.round(t0 - raw.tapMark);
    const moved = (at('address changed') ?? 0) + fromMark;
    timeline.profile = summarizeTrace(
      (JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] }).traceEvents,
      'tab-switch:tap',
      [
        ["Playwright's click until the tap", 0, fromMark],
        ['tap until the address changed', fromMark, moved],
        ['address changed until the Mine page showed', moved, (at('shown') ?? 0) + fromMark],
      ],
    );
  }
  return { ms: tap.ms, withPlaywrightMs: tap.withPlaywrightMs, timeline };
}

const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : Math.round((s[mid - 1]! + s[mid]!) / 2);
};

function printTimeline(label: string, ms: number, t: Timeline): void {
  console.log(`\n--- ${label}: one run, ${ms} ms (times in ms from the tap) ---`);
  console.log(
    `preload mark: ${t.preloadMark ?? 'none'}; total blocking time before the tap: ${t.tbtBeforeTap} ms ` +
      `(after the preload mark: ${t.tbtAfterPreload} ms)`,
  );
  console.log('events: ' + t.events.map(([n, at]) => `${n} @${at}`).join(', '));
  if (t.inFlightAtTap.length) {
    console.log('resources still loading within 200 ms before the tap:');
    for (const r of t.inFlightAtTap) console.log(`  ${r.start}..${r.end}  ${r.name}`);
  }
  console.log('resources after the tap:');
  for (const r of t.resources)
    console.log(
      `  ${String(r.start).padStart(5)}..${String(r.end).padEnd(5)} ${r.kind.padEnd(6)} ${r.name}`,
    );
  console.log(
    'long tasks (start, duration): ' +
      (t.longTasks.map(([s, d]) => `${s}+${d}`).join(', ') || 'none'),
  );
}

/**
 * TAB_SHELLS: builds of the shell to compare in one run, `label=folder` separated by commas (a
 * folder holding a shell build, e.g. a copy of dist/ from before a change); default: the shell's
 * dist/ alone. Each is served on a port of its own against the same remotes and API, and the
 * runs alternate between them.
 */
function shellsToCompare(): { label: string; root: string | undefined }[] {
  const listed = process.env.TAB_SHELLS;
  if (!listed) return [{ label: 'shell/dist', root: undefined }];
  return listed.split(',').map((item) => {
    const [label, root] = item.split('=');
    return { label: label!, root: root || undefined };
  });
}

async function main(): Promise<void> {
  const shells = shellsToCompare();
  // TAB_COMPOSE=built: serve what is built, without building (compose-built.ts).
  const composition =
    process.env.TAB_COMPOSE === 'built'
      ? await composeBuilt(
          BASE_PORT,
          shells.map((s) => s.root),
        )
      : await composeForTests(BASE_PORT).then((c) => ({
          shellUrls: [c.shellUrl],
          apiUrl: c.apiUrl,
          stop: () => c.stop(),
        }));
  if (process.env.TAB_COMPOSE !== 'built' && shells.length > 1)
    throw new Error('TAB_SHELLS with more than one shell needs TAB_COMPOSE=built');
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--disable-background-networking'],
  });
  try {
    const session = await login(composition.apiUrl);
    const froms = shells.flatMap((shell, s) =>
      [
        { label: 'preloaded (from /)', path: '/' },
        { label: 'not preloaded (from /pages/news/list)', path: '/pages/news/list' },
      ].map((from) => ({
        label: `${shell.label}: ${from.label}`,
        url: `${composition.shellUrls[s]!}${from.path}`,
      })),
    );
    const results = froms.map(() => [] as Run[]);
    for (let i = 0; i < RUNS; i++) {
      for (const [index, from] of froms.entries())
        results[index]!.push(await tabTap(browser, from.url, session, PROFILE && i === 0));
      console.log(
        `run ${i + 1} of ${RUNS}: ${froms.map((_, k) => results[k]!.at(-1)!.ms).join(', ')} ms`,
      );
    }
    for (const [index, from] of froms.entries()) {
      const runs = results[index]!;
      const profiled = runs[0]!.timeline.profile;
      if (profiled)
        console.log(
          `\n--- ${from.label}: first run (${runs[0]!.ms} ms), the renderer's main thread by phase ---\n` +
            `events: ${runs[0]!.timeline.events.map(([n, t]) => `${n} @${t}`).join(', ')}\n` +
            profiled.join('\n'),
        );
      // The timeline of the run with the median time until the Mine page showed, and the slowest.
      const byShown = [...runs].sort((a, b) => a.ms - b.ms);
      const middle = byShown[Math.floor((byShown.length - 1) / 2)]!;
      printTimeline(`${from.label}, median run`, middle.ms, middle.timeline);
      if (byShown.length > 2)
        printTimeline(`${from.label}, slowest run`, byShown.at(-1)!.ms, byShown.at(-1)!.timeline);
    }
    console.log('');
    for (const [index, from] of froms.entries()) {
      const runs = results[index]!;
      const list = (values: number[]) => `median ${median(values)} ms (${values.join(', ')})`;
      console.log(
        `tab tap to Mine, ${from.label}: tap until the page showed ${list(runs.map((r) => r.ms))}; ` +
          `from before Playwright's click: ${list(runs.map((r) => r.withPlaywrightMs))}; ` +
          `blocking time before the tap: ${list(runs.map((r) => r.timeline.tbtBeforeTap))}, ` +
          `of it after the preload mark: ${list(runs.map((r) => r.timeline.tbtAfterPreload))}`,
      );
    }
  } finally {
    await browser.close();
    await composition.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
