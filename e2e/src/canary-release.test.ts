/**
 * Issue 17, canary releases and rollback on a signal, as a feature team and two staff members
 * live it on `npm start`'s composition (its own deploy root): v1 of the exam area is live; v2 goes
 * to half of the users; v2's pages throw for its users; their sessions' reports reach the API;
 * `release-check` rolls v2 back; both users are on v1 at their next navigation into the area,
 * without a shell rebuild or a reload.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { repoRoot } from '../../scripts/src/apps';
import type { ReleaseStats } from '../../shared/src/api/schema.gen';
import { readRemotesJson } from '../../scripts/src/deploy/deploy-root';
import { run } from '../../scripts/src/deploy/deploy-cli';
import { contentHash } from '../../scripts/src/deploy/release-folder';
import { canaryBucket } from '../../shell/src/federation/canary-choice';
import { apiLogin, apiUrl, launchBrowser, shellUrl } from './support/app';
import { navigateInApp } from './support/nginx-delivery';

const EXAM_INDEX = '/pages/exam/index';
const env = () => ({
  DEPLOY_ROOT: process.env.E2E_DEPLOY_ROOT!,
  DEPLOY_PORT: process.env.E2E_DEPLOY_PORT!,
  REPORTS_API_URL: `${apiUrl()}/api`,
});

let browser: Browser;
let brokenBuild: string;
beforeAll(async () => {
  browser = await launchBrowser();
  brokenBuild = breakPages(path.join(repoRoot, 'mf-exam', 'dist'));
});
afterAll(async () => {
  await browser.close();
  fs.rmSync(brokenBuild, { recursive: true, force: true });
  // Back to the local builds for the suites after this one.
  fs.rmSync(path.join(env().DEPLOY_ROOT, 'remotes.json'), { force: true });
});

/**
 * v2: the exam build whose pages throw. A copy of the build where every chunk the route table
 * loads lazily (the pages) throws as it runs, so the route table loads and each page fails while
 * rendering, into the area's error boundary. The precompressed copies of those files are dropped so
 * the broken ones are what is served.
 */
function breakPages(build: string): string {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'mf-exam-v2-'));
  fs.cpSync(build, copy, { recursive: true });
  const manifest = JSON.parse(fs.readFileSync(path.join(copy, 'mf-manifest.json'), 'utf8')) as {
    exposes: { name: string; assets: { js: { async: string[] } } }[];
  };
  const routes = manifest.exposes.find((e) => e.name === 'routes')!;
  for (const file of routes.assets.js.async) {
    const target = path.join(copy, file);
    const code = fs.readFileSync(target, 'utf8');
    fs.writeFileSync(target, `throw new Error("mf-exam v2 cannot render its pages");\n${code}`);
    fs.rmSync(`${target}.br`, { force: true });
    fs.rmSync(`${target}.gz`, { force: true });
  }
  return copy;
}

type Staff = { context: BrowserContext; page: Page; entries: string[] };

/**
 * A phone logged in as `mobile`, recording which exam releases it starts: each remote entry it
 * requests (served no-store, never fetched ahead by the page).
 */
async function staffPhone(mobile: string): Promise<Staff> {
  const session = await apiLogin(mobile);
  const context = await browser.newContext({
    viewport: { width: 375, height: 667 },
    isMobile: true,
    hasTouch: true,
    locale: 'en-US',
  });
  await context.addInitScript((s) => {
    localStorage.setItem(
      'shared.session',
      JSON.stringify({ state: { ...s, isLoggedIn: true }, version: 1 }),
    );
  }, session);
  const page = await context.newPage();
  const entries: string[] = [];
  page.on('request', (r) => {
    const match = /\/mf-exam\/([^/]+)\/remoteEntry\.js$/.exec(r.url());
    if (match) entries.push(match[1]!);
  });
  return { context, page, entries };
}

/** The release the page started the exam area from last. */
const releaseOf = (staff: Staff) => staff.entries.at(-1);

/** Opens the exam area as a first load and waits for it to settle (its page or its error view). */
async function openExamArea(staff: Staff): Promise<'works' | 'fails'> {
  await staff.page.goto(`${shellUrl()}${EXAM_INDEX}`);
  return settled(staff.page);
}

/** The question-bank home's first bank (the seed's, shown to every staff member). */
const examIndexShown = (page: Page) => page.getByRole('heading', { name: 'General job knowledge' });

async function settled(page: Page): Promise<'works' | 'fails'> {
  const failed = page.getByText('This page failed to load');
  const works = examIndexShown(page);
  await failed.or(works).first().waitFor({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  return (await failed.count()) > 0 ? 'fails' : 'works';
}

/** Sends what the phone has queued of its reports now (as hiding the page would). */
const flushReports = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { __clientReports: { flush(): void } }).__clientReports.flush(),
  );

async function releaseStats(since: string): Promise<ReleaseStats[]> {
  const url = `${apiUrl()}/api/client-reports/releases?remote=mf_exam&since=${encodeURIComponent(since)}`;
  const body = (await (await fetch(url)).json()) as { code: number; data: ReleaseStats[] };
  return body.data;
}

describe('a canary release of the exam area', () => {
  it('reaches half of the users, is rolled back on its error reports, and both users are on v1 at their next navigation', async () => {
    const build = path.join(repoRoot, 'mf-exam', 'dist');
    const v1 = await run(['deploy', 'mf-exam', `--from=${build}`, '--version=1.0.0'], env());
    expect(v1).toMatch(/1\.0\.0-[0-9a-f]{8} is live/);
    // Two staff members on either side of the 50 % line. The rule's bucket is sticky per user and
    // release, and the release id is the version and the build's content hash: the version is
    // picked so that these two land apart (about one version in two does).
    const [first, second] = await Promise.all(
      ['13800000000', '13800000003'].map(async (mobile) => ({
        mobile,
        id: Number((await apiLogin(mobile)).user.id),
      })),
    );
    const hash = contentHash(brokenBuild);
    const bucket = (id: number, release: string) => canaryBucket(`user:${id}`, 'mf_exam', release);
    const version = Array.from({ length: 50 }, (_, i) => `2.0.${i}`).find(
      (v) => bucket(first!.id, `${v}-${hash}`) < 50 !== bucket(second!.id, `${v}-${hash}`) < 50,
    )!;
    const onCanary = bucket(first!.id, `${version}-${hash}`) < 50 ? first! : second!;
    const onStable = onCanary === first ? second! : first!;

    const v2 = await run(
      ['deploy', 'mf-exam', `--from=${brokenBuild}`, `--version=${version}`, '--canary=50'],
      env(),
    );
    const live = readRemotesJson(env().DEPLOY_ROOT).mf_exam!;
    const stableId = live.release!;
    const canary = live.canary!;
    expect(canary.release).toBe(`${version}-${hash}`);
    expect(v2).toContain(canary.release!);
    expect(canary.rule.percent).toBe(50);

    const a = await staffPhone(onStable.mobile);
    const b = await staffPhone(onCanary.mobile);
    try {
      expect(await openExamArea(a)).toBe('works');
      expect(releaseOf(a)).toBe(stableId);
      expect(await openExamArea(b)).toBe('fails');
      expect(releaseOf(b)).toBe(canary.release);

      // Each keeps its release across a reload.
      await a.page.reload();
      expect(await settled(a.page)).toBe('works');
      expect(releaseOf(a)).toBe(stableId);
      await b.page.reload();
      expect(await settled(b.page)).toBe('fails');
      expect(releaseOf(b)).toBe(canary.release);

      // Their reports arrive: v2's sessions failed, v1's did not.
      await flushReports(a.page);
      await flushReports(b.page);
      let stats: ReleaseStats[] = [];
      for (let waited = 0; waited < 10_000; waited += 250) {
        stats = await releaseStats(canary.since);
        const v2Stats = stats.find((s) => s.release === canary.release);
        const v1Stats = stats.find((s) => s.release === stableId);
        if (v2Stats?.error_sessions && v1Stats?.sessions) break;
        await a.page.waitForTimeout(250);
      }
      expect(stats.find((s) => s.release === canary.release)).toMatchObject({ error_sessions: 1 });
      expect(stats.find((s) => s.release === stableId)).toMatchObject({ error_sessions: 0 });

      // The scheduled check sees v2 worse than v1 and takes it back.
      const check = await run(['release-check', 'mf-exam', '--min-sessions=1'], env());
      expect(check).toMatch(/rolled back/i);
      expect(check).toContain(canary.release!);
      expect(readRemotesJson(env().DEPLOY_ROOT).mf_exam!.canary).toBeUndefined();

      // Both are on v1 at their next navigation into the area, in the same document: the
      // canary's user starts v1's entry there, and the page renders (v2's pages cannot).
      for (const [name, staff] of [
        ['on the stable release', a],
        ['on the canary', b],
      ] as const) {
        await staff.page.evaluate(() => {
          (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
        });
        await staff.page.waitForTimeout(1100);
        await navigateInApp(staff.page, '/');
        const before = staff.entries.length;
        await navigateInApp(staff.page, EXAM_INDEX);
        await examIndexShown(staff.page)
          .waitFor({ timeout: 20_000 })
          .catch(async (error: unknown) => {
            // Which phone, and what it showed instead (an error view, a loading view, a page).
            const shown = (await staff.page.locator('body').innerText()).slice(0, 300);
            throw new Error(
              `The member ${name} did not see the exam index at ${staff.page.url()} (exam entries started: ${staff.entries.join(', ')}); the page read: ${shown}`,
              { cause: error },
            );
          });
        const started = staff.entries.slice(before);
        if (staff === b) expect(started).toContain(stableId);
        expect(started).not.toContain(canary.release);
        expect(
          await staff.page.evaluate(
            () => (window as unknown as { __sameDocument?: boolean }).__sameDocument,
          ),
        ).toBe(true);
      }
    } finally {
      await a.context.close();
      await b.context.close();
    }
  }, 180_000);
});
