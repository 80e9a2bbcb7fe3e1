// One pass over every route (the screens' list: scripts/src/screens/pages-to-visit.ts), each as
// its reader, at 375 px, in English and Chinese: the quality checks of issue 15 on each page, and
// axe-core on the English one. One browser; one context per reader and language (logged in once).
import type { Browser, BrowserContext } from 'playwright-core';
import { TAB_ROUTES } from '../../../../shared/src/paths';
import { forEachBounded } from '../../../../scripts/src/screens/bounded';
import {
  READERS,
  pagesToVisit,
  type PageVisit,
  type ReaderName,
} from '../../../../scripts/src/screens/pages-to-visit';
import {
  inPage,
  newReaderContext,
  settle,
  type ShootTarget,
} from '../../../../scripts/src/screens/shoot';
import { axeViolations, describeViolation } from './axe';
import { textsInOtherLanguage, type CheckLanguage } from './language-check';
import { pageCheckInput, pageChecks } from './page-checks';

export const VIEWPORT_WIDTH = 375;

export const CHECKS = {
  opens: 'every route opens as its reader (no redirect, no error, no endless loading)',
  title: '(a) no heading repeats the nav bar title',
  overflow: `(b) nothing is wider than ${VIEWPORT_WIDTH} px`,
  theme: '(c) selected controls, primary buttons and tags use the theme colours',
  language: '(d) no system text in the other language',
  images: '(e) images keep their space, are not cropped and load',
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

export async function sweepRoutes(
  browser: Browser,
  target: ShootTarget,
  options: SweepOptions = {},
): Promise<SweepResult> {
  const { languages = ['en', 'zh-CN'], axe = true, concurrency = 2 } = options;
  const visits = await pagesToVisit(target.apiUrl, { only: options.only });
  const jobs = visits.flatMap((visit) => languages.map((language) => ({ visit, language })));
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
  await forEachBounded(jobs, concurrency, async ({ visit, language }) => {
    const add = (check: CheckId, details: readonly string[]) => {
      for (const detail of details) {
        findings.push({ check, path: visit.path, reader: visit.reader, language, detail });
      }
    };
    if (visit.lookupFailure) add('opens', [`no real record to show: ${visit.lookupFailure}`]);
    const page = await (await contextFor(visit.reader, language)).newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message.split('\n')[0]!));
    try {
      await page.goto(`${target.shellUrl}${visit.path}`, { waitUntil: 'domcontentloaded' });
      const settled = await settle(page);
      const landed = new URL(page.url()).pathname;
      const alerts = await page
        .locator('[role="alert"]:visible, .adm-error-block:visible')
        .allInnerTexts();
      add('opens', [
        ...(landed === visit.route ? [] : [`redirected to ${landed}`]),
        ...(settled.stillLoading ? ['still loading after 10 s'] : []),
        ...alerts.map((text) => `shows "${text.replace(/\s+/g, ' ').trim().slice(0, 80)}"`),
        ...errors.map((message) => `page error: ${message}`),
      ]);
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
      add('language', textsInOtherLanguage(checked.texts, language));
      if (axe && language === 'en') add('axe', (await axeViolations(page)).map(describeViolation));
    } catch (error) {
      add('opens', [`could not be checked: ${error instanceof Error ? error.message : error}`]);
    } finally {
      await page.close();
      done += 1;
      options.onProgress?.(done, jobs.length);
    }
  });
  await Promise.all([...contexts.values()].map(async (context) => (await context).close()));
  const order = new Map(jobs.map((job, i) => [`${job.visit.path} ${job.language}`, i]));
  findings.sort(
    (a, b) => order.get(`${a.path} ${a.language}`)! - order.get(`${b.path} ${b.language}`)!,
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
