// `npm run screens`: a full-page screenshot of every route, as the reader each page is made for,
// in English and Chinese, at 375 and 960 px, with a contact sheet (index.html) to look at them.
//   npm run screens -- [--only=/pagesUser] [--lang=en|zh-CN] [--width=375|960] [--out=screens]
//                      [--shell=http://localhost:3000 --api=http://localhost:3100 | --start]
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Browser, BrowserContext } from 'playwright-core';
import { repoRoot } from '../apps';
import { composeForTests, type Composition } from '../compose-for-tests';
import { forEachBounded } from './bounded';
import { contactSheet, type SheetEntry } from './contact-sheet';
import { pagesToVisit, READERS, type PageVisit } from './pages-to-visit';
import {
  captureFullPage,
  launchChromium,
  newReaderContext,
  settle,
  watchNetwork,
  type ShootTarget,
  type ShotLanguage,
  type ShotWidth,
} from './shoot';

/** Ports of `--start`: clear of `npm start` (3000-3005, 3100) and of the e2e suite (24000+). */
const SCREENS_BASE_PORT = 24300;
const CONCURRENCY = 2;
const LANGUAGES: readonly ShotLanguage[] = ['en', 'zh-CN'];
const WIDTHS: readonly ShotWidth[] = [375, 960];

const USAGE = `Usage: npm run screens -- [--only=<text in the route>] [--lang=en|zh-CN] [--width=375|960]
  [--out=<folder>] [--shell=<URL> --api=<URL> | --start]`;

function listOption<T extends string | number>(
  value: string | undefined,
  allowed: readonly T[],
  name: string,
): readonly T[] {
  if (!value) return allowed;
  return value.split(',').map((item) => {
    const found = allowed.find((a) => String(a) === item.trim());
    if (found === undefined) throw new Error(`--${name} is one of ${allowed.join(', ')}\n${USAGE}`);
    return found;
  });
}

/** A file name for a shot: the path's words, its query, reader, language and width. */
function fileName(visit: PageVisit, language: ShotLanguage, width: ShotWidth): string {
  const slug = visit.path
    .replace(/^\/+/, '')
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/-+$/, '');
  return `${slug || 'root'}__${visit.reader}__${language}__${width}.png`;
}

type Job = { visit: PageVisit; language: ShotLanguage; width: ShotWidth };

async function shootAll(
  browser: Browser,
  target: ShootTarget,
  jobs: readonly Job[],
  out: string,
): Promise<{ entries: SheetEntry[]; failures: string[] }> {
  const contexts = new Map<string, Promise<BrowserContext>>();
  const contextFor = (job: Job) => {
    const key = `${job.visit.reader} ${job.language} ${job.width}`;
    let context = contexts.get(key);
    if (!context) {
      context = newReaderContext(browser, target, {
        as: job.visit.mobile,
        language: job.language,
        width: job.width,
      });
      contexts.set(key, context);
    }
    return context;
  };
  const entries: SheetEntry[] = [];
  const failures: string[] = [];
  let done = 0;
  await forEachBounded(jobs, CONCURRENCY, async (job) => {
    const { visit, language, width } = job;
    const file = fileName(visit, language, width);
    const label = `${visit.path} (${READERS[visit.reader].label}, ${language}, ${width} px)`;
    const notes: string[] = [];
    if (visit.lookupFailure) notes.push(`no real record: ${visit.lookupFailure}`);
    const context = await contextFor(job);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    watchNetwork(page);
    try {
      await page.goto(`${target.shellUrl}${visit.path}`, { waitUntil: 'domcontentloaded' });
      const settled = await settle(page);
      if (settled.stillLoading) notes.push('still loading after 10 s');
      if (settled.imagesPending) notes.push(`${settled.imagesPending} image(s) not loaded`);
      const landed = new URL(page.url()).pathname;
      if (landed !== visit.route) notes.push(`redirected to ${landed}`);
      notes.push(...errors.map((message) => `page error: ${message}`));
      await captureFullPage(page, path.join(out, file));
      entries.push({
        route: visit.route,
        path: visit.path,
        reader: READERS[visit.reader].label,
        language,
        width,
        file,
        notes,
      });
    } catch (error) {
      failures.push(`${label}: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      await page.close();
      done += 1;
      if (done % 20 === 0 || done === jobs.length) console.log(`  ${done}/${jobs.length}`);
    }
  });
  await Promise.all([...contexts.values()].map(async (c) => (await c).close()));
  return { entries, failures };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      only: { type: 'string' },
      lang: { type: 'string' },
      width: { type: 'string' },
      out: { type: 'string', default: path.join(repoRoot, 'screens') },
      shell: { type: 'string', default: process.env.SHELL_URL ?? 'http://localhost:3000' },
      api: { type: 'string', default: process.env.API_URL ?? 'http://localhost:3100' },
      start: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const languages = listOption(values.lang, LANGUAGES, 'lang');
  const widths = listOption(
    values.width,
    WIDTHS.map((w) => String(w) as `${ShotWidth}`),
    'width',
  ).map((w) => Number(w) as ShotWidth);
  const out = path.resolve(values.out!);
  fs.mkdirSync(out, { recursive: true });

  let composition: Composition | undefined;
  const started = Date.now();
  try {
    if (values.start) {
      console.log(`Composing the app on ports ${SCREENS_BASE_PORT}+…`);
      composition = await composeForTests(SCREENS_BASE_PORT);
    }
    const target: ShootTarget = composition
      ? { shellUrl: composition.shellUrl, apiUrl: composition.apiUrl }
      : { shellUrl: values.shell!, apiUrl: values.api! };
    const visits = await pagesToVisit(target.apiUrl, { only: values.only });
    if (visits.length === 0) throw new Error(`No route contains "${values.only}".`);
    const jobs = visits.flatMap((visit) =>
      languages.flatMap((language) => widths.map((width) => ({ visit, language, width }))),
    );
    console.log(
      `${jobs.length} screenshots of ${visits.length} routes from ${target.shellUrl} into ${out}`,
    );
    const browser = await launchChromium();
    let result;
    try {
      result = await shootAll(browser, target, jobs, out);
    } finally {
      await browser.close();
    }
    const { entries, failures } = result;
    const order = new Map(jobs.map((job, i) => [fileName(job.visit, job.language, job.width), i]));
    entries.sort((a, b) => order.get(a.file)! - order.get(b.file)!);
    const title = `Screens of ${target.shellUrl}, ${new Date().toISOString().slice(0, 16).replace('T', ' ')}`;
    fs.writeFileSync(path.join(out, 'index.html'), contactSheet(entries, title));

    const seconds = Math.round((Date.now() - started) / 1000);
    console.log(
      `\n${entries.length} screenshots in ${seconds} s; contact sheet: ${path.join(out, 'index.html')}`,
    );
    const noted = entries.filter((e) => e.notes.length > 0);
    if (noted.length > 0) {
      console.log(`\n${noted.length} worth a look:`);
      for (const e of noted) {
        console.log(
          `  ${e.path} (${e.reader}, ${e.language}, ${e.width} px): ${e.notes.join('; ')}`,
        );
      }
    }
    if (failures.length > 0) {
      console.log(`\n${failures.length} failed:`);
      for (const failure of failures) console.log(`  ${failure}`);
      process.exitCode = 1;
    }
  } finally {
    await composition?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
