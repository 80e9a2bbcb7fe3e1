// One pass over every route (the screens' list: scripts/src/screens/pages-to-visit.ts), each as
// its reader, at 375 px, in English and Chinese: the quality checks of issue 15 on each page, and
// axe-core on the English one. One browser; one context per reader and language (logged in once).
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { TAB_ROUTES } from '../../../../shared/src/paths';
import {
  HYDRATION_MISMATCH,
  RENDERED_STATE_ID,
} from '../../../../shell/src/server/render-contract';
import {
  READERS,
  pagesToVisit,
  type PageVisit,
  type ReaderName,
} from '../../../../scripts/src/screens/pages-to-visit';
import {
  demoSession,
  inPage,
  navigateInApp,
  newReaderContext,
  settle,
  watchNetwork,
  type ShootTarget,
} from '../../../../scripts/src/screens/shoot';
import { axeViolations, describeViolation } from './axe';
import { collectStrings, textsInOtherLanguage, type CheckLanguage } from './language-check';
import { coveredAtEnd } from './covered-check';
import { pageCheckInput, pageChecks } from './page-checks';
import { serverFallbackReason } from './server-render-check';

export const VIEWPORT_WIDTH = 375;

export const CHECKS = {
  opens: 'every route opens as its reader (no redirect, no error, no endless loading)',
  server: "the shell's server renders every route as its reader without an error (issue 19)",
  title: '(a) no heading repeats the nav bar title',
  overflow: `(b) nothing is wider than ${VIEWPORT_WIDTH} px`,
  theme: '(c) selected controls, primary buttons and tags use the theme colours',
  language: '(d) no system text in the other language',
  images: '(e) images keep their space, are not cropped and load',
  covered: '(g) scrolled to the end, nothing is hidden under a bar fixed at the bottom',
  axe: 'axe-core: no serious or critical WCAG 2.1 A/AA violation (English)',
} as const;

export type CheckId = keyof typeof CHECKS;

export type Finding = {
  check: CheckId;
  path: string;
  reader: ReaderName;
  language: CheckLanguage;
  detail: string;
};

export type SweepOptions = {
  only?: string | undefined;
  languages?: readonly CheckLanguage[];
  axe?: boolean;
  /** Pages open at a time (2 cores). */
  concurrency?: number;
  onProgress?: (done: number, total: number) => void;
};

export type SweepResult = { findings: Finding[]; visits: PageVisit[]; pages: number };

const TAB_PATHS = TAB_ROUTES.map((tab) => tab.path);

/** A page kept open for one reader and language, with what it reported since the last visit. */
type Tab = {
  page: Page;
  group: string;
  /** Page errors since the last visit began. */
  errors: string[];
  /** Strings the API sent to this tab (content, see language-check). */
  content: Set<string>;
  /** Replies still being read into `content`. */
  reading: Promise<unknown>[];
  troubled: boolean;
  reset(): void;
};

async function openTab(context: BrowserContext, group: string): Promise<Tab> {
  const page = await context.newPage();
  watchNetwork(page);
  const tab: Tab = {
    page,
    group,
    errors: [],
    content: new Set(),
    reading: [],
    troubled: false,
    reset() {
      tab.errors = [];
    },
  };
  page.on('pageerror', (error) => tab.errors.push(error.message.split('\n')[0]!));
  // A page the shell's server rendered that the browser could not hydrate as it was.
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().startsWith(HYDRATION_MISMATCH)) {
      tab.errors.push(message.text().split('\n')[0]!.slice(0, 160));
    }
  });
  page.on('response', (response) => {
    const json = (response.headers()['content-type'] ?? '').includes('json');
    if (!json || !new URL(response.url()).pathname.startsWith('/api/')) return;
    tab.reading.push(
      response.json().then(
        (body: unknown) => collectStrings(body, tab.content),
        () => undefined,
      ),
    );
  });
  return tab;
}

/** The data of the calls a page rendered on the shell's server carries (none otherwise). */
async function renderedCalls(page: Page): Promise<unknown> {
  const text = await page.evaluate(
    (id) => document.getElementById(id)?.textContent ?? null,
    RENDERED_STATE_ID,
  );
  return text ? (JSON.parse(text) as { calls: unknown }).calls : null;
}

export async function sweepRoutes(
  browser: Browser,
  target: ShootTarget,
  options: SweepOptions = {},
): Promise<SweepResult> {
  const { languages = ['en', 'zh-CN'], axe = true, concurrency = 2 } = options;
  const visits = await pagesToVisit(target.apiUrl, { only: options.only });
  // Grouped by reader and language, so a tab serves many pages in a row.
  const groups = [...new Set(visits.map((visit) => visit.reader))].flatMap((reader) =>
    languages.map((language) => ({ reader, language })),
  );
  const jobs = groups.flatMap(({ reader, language }) =>
    visits.filter((visit) => visit.reader === reader).map((visit) => ({ visit, language })),
  );
  const contexts = new Map<string, Promise<BrowserContext>>();
  const contextFor = (reader: ReaderName, language: CheckLanguage) => {
    const key = `${reader} ${language}`;
    let context = contexts.get(key);
    if (!context) {
      context = newReaderContext(browser, target, {
        as: READERS[reader].mobile,
        language,
        width: VIEWPORT_WIDTH,
      });
      contexts.set(key, context);
    }
    return context;
  };

  const findings: Finding[] = [];
  let done = 0;
  let next = 0;
  // Each worker keeps a tab per reader and language and moves through the app inside it, as a
  // person following links does (a fresh document only for a new reader or after trouble).
  const worker = async () => {
    let tab: Tab | undefined;
    while (next < jobs.length) {
      const { visit, language } = jobs[next]!;
      next += 1;
      const group = `${visit.reader} ${language}`;
      const add = (check: CheckId, details: readonly string[]) => {
        for (const detail of details) {
          findings.push({ check, path: visit.path, reader: visit.reader, language, detail });
        }
      };
      if (visit.lookupFailure) add('opens', [`no real record to show: ${visit.lookupFailure}`]);
      try {
        const { mobile } = READERS[visit.reader];
        const token = mobile ? (await demoSession(target.apiUrl, mobile)).token : undefined;
        // A render that threw (a browser global, say): the browser renders it, which hides it.
        if ((await serverFallbackReason(target, visit.path, token, language)) === 'error') {
          add('server', [
            "the server's render failed (its log says where); the browser rendered it",
          ]);
        }
        if (tab && (tab.group !== group || tab.troubled)) {
          await tab.page.close();
          tab = undefined;
        }
        if (tab) {
          tab.reset();
          await navigateInApp(tab.page, visit.path);
        } else {
          tab = await openTab(await contextFor(visit.reader, language), group);
          await tab.page.goto(`${target.shellUrl}${visit.path}`, {
            waitUntil: 'domcontentloaded',
          });
        }
        const { page } = tab;
        const settled = await settle(page);
        // The API's content a page rendered on the server carries (it asked for none itself).
        collectStrings(await renderedCalls(page), tab.content);
        const landed = new URL(page.url()).pathname;
        const alerts = await page.locator('[role="alert"]:visible').allInnerTexts();
        const opening = [
          ...(landed === visit.route ? [] : [`redirected to ${landed}`]),
          ...(settled.stillLoading ? ['still loading after 10 s'] : []),
          ...alerts.map((text) => `shows "${text.replace(/\s+/g, ' ').trim().slice(0, 80)}"`),
          ...tab.errors.map((message) => `page error: ${message}`),
        ];
        add('opens', opening);
        // The next page starts from a fresh document after a redirect or an error.
        tab.troubled = opening.length > 0;
        const checked = await inPage(
          page,
          pageChecks,
          pageCheckInput({
            viewportWidth: VIEWPORT_WIDTH,
            tabPaths: TAB_PATHS,
            forbidDefaultBlue: true,
          }),
        );
        add('title', checked.repeatedTitle);
        add('overflow', checked.overflow);
        add('theme', checked.offTheme);
        add('images', checked.images);
        await Promise.all(tab.reading.splice(0));
        add('language', textsInOtherLanguage(checked.texts, language, tab.content));
        if (axe && language === 'en') {
          add('axe', (await axeViolations(page)).map(describeViolation));
        }
        // Last: it scrolls the page to its end.
        add('covered', await inPage(page, coveredAtEnd, undefined));
      } catch (error) {
        add('opens', [`could not be checked: ${error instanceof Error ? error.message : error}`]);
        if (tab) tab.troubled = true;
      } finally {
        done += 1;
        options.onProgress?.(done, jobs.length);
      }
    }
    await tab?.page.close();
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, jobs.length) }, worker));
  await Promise.all([...contexts.values()].map(async (context) => (await context).close()));
  const order = new Map(visits.map((visit, i) => [visit.path, i]));
  findings.sort(
    (a, b) =>
      order.get(a.path)! - order.get(b.path)! ||
      languages.indexOf(a.language) - languages.indexOf(b.language),
  );
  return { findings, visits, pages: jobs.length };
}

/** One line per finding of a check: where (path, reader, language) and what. */
export const findingLines = (findings: readonly Finding[], check: CheckId): string[] =>
  findings
    .filter((f) => f.check === check)
    .map((f) => `${f.path} [${READERS[f.reader].label}, ${f.language}] ${f.detail}`);

/** A compact table: one row per route with a finding, the number of findings per check. */
export function findingTable(findings: readonly Finding[]): string {
  const checks = Object.keys(CHECKS) as CheckId[];
  const paths = [...new Set(findings.map((f) => f.path))];
  const width = Math.max(5, ...paths.map((p) => p.length));
  const header = `${'route'.padEnd(width)} | ${checks.map((c) => c.padStart(8)).join(' | ')}`;
  const rows = paths.map((path) => {
    const cells = checks.map((check) => {
      const n = findings.filter((f) => f.path === path && f.check === check).length;
      return (n ? String(n) : '·').padStart(8);
    });
    return `${path.padEnd(width)} | ${cells.join(' | ')}`;
  });
  const totals = checks.map((check) =>
    String(findings.filter((f) => f.check === check).length).padStart(8),
  );
  return [
    header,
    '-'.repeat(header.length),
    ...rows,
    '-'.repeat(header.length),
    `${'total'.padEnd(width)} | ${totals.join(' | ')}`,
  ].join('\n');
}
