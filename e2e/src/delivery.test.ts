/**
 * Independent delivery, end to end, against nginx configured exactly as the Docker images are
 * (docker/nginx templates): response headers, the composed app through nginx, and a remote
 * deployed, switched, rolled back and refused without rebuilding or reloading the shell.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { appByDir, distDir } from '../../scripts/src/apps';
import { readRemotesJson, writeRemotesJson } from '../../scripts/src/deploy/deploy-root';
import { shellContractOfCheckout } from '../../scripts/src/shell-contract';
import { START_SCRIPT_HASH } from '../../scripts/src/shell-page';
import { RENDERED_STATE_ID } from '../../shell/src/server/render-contract';
import { launchBrowser, newPhonePage } from './support/app';
import {
  logInAt,
  navigateInApp,
  startNginxDelivery,
  type NginxDelivery,
} from './support/nginx-delivery';

let browser: Browser;
let delivery: NginxDelivery;

beforeAll(async () => {
  delivery = await startNginxDelivery();
  browser = await launchBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await delivery?.stop();
});

const EXAM_DIST = distDir(appByDir('mf-exam'));
const hashedChunk = (dir: string) => fs.readdirSync(dir).find((f) => /\.[0-9a-f]{8}\.js$/.test(f))!;
const largestChunk = (dir: string) =>
  fs
    .readdirSync(dir)
    .filter((f) => /\.[0-9a-f]{8}\.js$/.test(f))
    .sort((a, b) => fs.statSync(path.join(dir, b)).size - fs.statSync(path.join(dir, a)).size)[0]!;

async function head(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { headers });
  await response.arrayBuffer();
  return response;
}

describe('nginx serving the built apps', () => {
  it('never caches the entry points, caches hashed files for a year, and falls back to the page for history routes', async () => {
    const { shellUrl, cdnUrl } = delivery;
    const examEntry = readRemotesJson(delivery.deployRoot).mf_exam!.entry;
    const examFolder = examEntry.replace(/mf-manifest\.json$/, '');
    for (const url of [
      `${shellUrl}/`,
      `${shellUrl}/pages/news/list?id=1`,
      `${shellUrl}/remotes.json`,
      `${shellUrl}/app-config.json`,
      `${shellUrl}/main.js`,
      examEntry,
      `${examFolder}remoteEntry.js`,
    ]) {
      const response = await head(url);
      expect([url, response.status, response.headers.get('cache-control')]).toEqual([
        url,
        200,
        'no-store',
      ]);
    }
    const page = await head(`${shellUrl}/pages/news/list?id=1`);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);

    const shellChunk = hashedChunk(distDir(appByDir('shell')));
    for (const url of [`${shellUrl}/${shellChunk}`, `${examFolder}${hashedChunk(EXAM_DIST)}`]) {
      expect((await head(url)).headers.get('cache-control')).toBe(
        'public, max-age=31536000, immutable',
      );
    }
    // A missing script is a 404, not the page, and not cached; the deploy bookkeeping is not served.
    const missing = await head(`${shellUrl}/nothing.0badc0de.js`);
    expect([missing.status, missing.headers.get('cache-control')]).toEqual([404, null]);
    expect((await head(`${cdnUrl}/mf-exam/releases.json`)).status).toBe(404);
  });

  it('compresses, allows CORS for the shell origin only, and sends a CSP naming exactly the remote and API origins', async () => {
    const { shellUrl, cdnUrl } = delivery;
    const manifest = readRemotesJson(delivery.deployRoot).mf_exam!.entry;
    const allowed = await head(manifest, { Origin: shellUrl, 'Accept-Encoding': 'gzip' });
    expect(allowed.headers.get('access-control-allow-origin')).toBe(shellUrl);
    expect(allowed.headers.get('content-encoding')).toBe('gzip');
    const other = await head(manifest, { Origin: 'https://evil.example.com' });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();

    // The .br and .gz files the build wrote (brotli_static, gzip_static), the same bytes once
    // decoded, for the entries, the chunks and the page.
    const examFolder = manifest.replace(/mf-manifest\.json$/, '');
    const shellDist = distDir(appByDir('shell'));
    const chunk = largestChunk(EXAM_DIST);
    for (const [url, file] of [
      [`${shellUrl}/main.js`, path.join(shellDist, 'main.js')],
      [manifest, path.join(EXAM_DIST, 'mf-manifest.json')],
      [`${examFolder}remoteEntry.js`, path.join(EXAM_DIST, 'remoteEntry.js')],
      [`${examFolder}${chunk}`, path.join(EXAM_DIST, chunk)],
    ] as const) {
      for (const encoding of ['br', 'gzip']) {
        const response = await fetch(url, { headers: { 'Accept-Encoding': encoding } });
        const body = Buffer.from(await response.arrayBuffer());
        expect([
          url,
          response.headers.get('content-encoding'),
          /accept-encoding/i.test(response.headers.get('vary') ?? ''),
          body.equals(fs.readFileSync(file)),
        ]).toEqual([url, encoding, true, true]);
      }
    }
    expect(
      (await head(`${shellUrl}/main.js`, { 'Accept-Encoding': 'identity' })).headers.get(
        'content-encoding',
      ),
    ).toBeNull();

    const csp = (await head(`${shellUrl}/`)).headers.get('content-security-policy')!;
    const directive = (name: string) =>
      csp
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .find(([n]) => n === name)!
        .slice(1);
    const api = process.env.E2E_API_URL!;
    // The page's one inline script (it requests the reader's texts) is named by its hash.
    expect(directive('script-src')).toEqual(["'self'", START_SCRIPT_HASH, cdnUrl]);
    expect(directive('connect-src')).toEqual(["'self'", cdnUrl, api]);
    // A remote's stylesheets load with its chunks, from the remote's origin.
    expect(directive('style-src')).toEqual(["'self'", "'unsafe-inline'", cdnUrl]);
    expect(directive('default-src')).toEqual(["'self'"]);
    expect(directive('object-src')).toEqual(["'none'"]);
  });
});

/** The run-time documents the page carries, by id (their text parsed). */
function inlineDocuments(html: string): Record<string, unknown> {
  return Object.fromEntries(
    [
      ...html.matchAll(
        /<script type="?application\/json"? id="?([\w-]+\.json)"?>([^<]*)<\/script>/g,
      ),
    ].map(([, id, text]) => [id, JSON.parse(text!) as unknown]),
  );
}

describe("the shell's page through nginx", () => {
  it("is rendered by the shell's servers with remotes.json and app-config.json as they are now, compressed, never cached", async () => {
    const { shellUrl, deployRoot } = delivery;
    for (const url of [
      `${shellUrl}/`,
      `${shellUrl}/index.html`,
      `${shellUrl}/pages/news/list?id=1`,
    ]) {
      const response = await fetch(url, { headers: { 'Accept-Encoding': 'br, gzip' } });
      expect([
        url,
        response.headers.get('content-encoding'),
        response.headers.get('cache-control'),
      ]).toEqual([url, 'br', 'no-store']);
      expect(inlineDocuments(await response.text())).toEqual({
        'app-config.json': { apiBaseUrl: '' },
        'remotes.json': readRemotesJson(deployRoot),
      });
    }
    // A deploy rewrites remotes.json: the next page carries the new one, a `<` in it escaped,
    // and /remotes.json still answers for running tabs and tools.
    const live = readRemotesJson(deployRoot);
    const edited = {
      ...live,
      mf_extra: { entry: 'https://cdn.example.com/</script>/mf-manifest.json', version: '1.0.0' },
    };
    writeRemotesJson(deployRoot, edited);
    try {
      const html = await (await fetch(`${shellUrl}/`)).text();
      expect(html).toContain('https://cdn.example.com/\\u003c/script>/mf-manifest.json');
      expect(inlineDocuments(html)['remotes.json']).toEqual(edited);
      expect(await (await fetch(`${shellUrl}/remotes.json`)).json()).toEqual(edited);
    } finally {
      writeRemotesJson(deployRoot, live);
    }
  });
});

describe("the shell's servers behind nginx", () => {
  type Stats = { rendered: number };
  const renders = async (server: string) =>
    ((await (await fetch(`${server}/__shell/render-stats`)).json()) as Stats).rendered;

  it('are stateless: either renders any page, and nginx spreads the pages over both', async () => {
    const { shellUrl, shellServers } = delivery;
    const before = await Promise.all(shellServers.map(renders));
    for (let i = 0; i < 6; i += 1) {
      for (const at of ['/', '/pages/news/list']) {
        // Each its own address: not a visitor's page another request rendered a moment ago.
        const response = await fetch(`${shellUrl}${at}?spread=${i}`, {
          headers: { accept: 'text/html' },
        });
        expect([at, response.status]).toEqual([at, 200]);
        const html = await response.text();
        // Rendered (each server had the page's code once a first render loaded it).
        if (i > 1) expect(html).toContain(`id="${RENDERED_STATE_ID}"`);
      }
    }
    const after = await Promise.all(shellServers.map(renders));
    after.forEach((count, i) => expect(count).toBeGreaterThan(before[i]!));
  });
});

/** Script and manifest URLs the page fetched from one remote's release folders. */
function recordReleaseRequests(page: Page, dir: string) {
  const urls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes(`/${dir}/`)) urls.push(r.url());
  });
  return {
    fromRelease: (id: string, file = '') =>
      urls.filter((u) => u.includes(`/${dir}/${id}/${file}`)).length,
    clear: () => urls.splice(0),
  };
}

/** Opens the debug panel, waits for `expected` in one of its lists, and closes it again. */
async function expectInPanel(page: Page, list: string, expected: string): Promise<void> {
  await page.getByRole('button', { name: 'Debug', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'Debug panel' });
  await panel.getByLabel(list).getByText(expected).first().waitFor({ timeout: 15_000 });
  await panel.getByRole('button', { name: 'Close' }).click();
  await panel.waitFor({ state: 'hidden' });
}

const liveId = () => readRemotesJson(delivery.deployRoot).mf_exam!.entry.split('/').at(-2)!;

/** Away and back into the exam area, as a user tapping does (the shell re-reads remotes.json
 * when entering an area, at most once a second). */
async function reenterExamArea(page: Page, exam: ReturnType<typeof recordReleaseRequests>) {
  await page.waitForTimeout(1100);
  await navigateInApp(page, '/');
  // Home's widgets still come from the release in use until an area is entered; count from here.
  await page.waitForTimeout(1000);
  exam.clear();
  await navigateInApp(page, '/pages/exam/index');
}

/** The exam area is on screen (not the error view), its code from release `id`. */
async function expectExamAreaFrom(
  page: Page,
  exam: ReturnType<typeof recordReleaseRequests>,
  id: string,
) {
  await page.waitForFunction(
    () => (document.querySelector('main')?.innerText.trim().length ?? 0) > 0,
  );
  for (let waited = 0; exam.fromRelease(id) === 0 && waited < 15_000; waited += 100) {
    await page.waitForTimeout(100);
  }
  expect(exam.fromRelease(id)).toBeGreaterThan(0);
  expect(await page.getByRole('button', { name: /tap to reload/i }).count()).toBe(0);
}

describe('deploying one remote without rebuilding the shell', () => {
  it('serves v2 on the next navigation, v1 again after a rollback, and keeps the last compatible release when an incompatible one is listed', async () => {
    const { cli, shellUrl } = delivery;
    await cli('deploy', 'mf-exam', `--from=${EXAM_DIST}`, '--version=1.0.1');
    const v1 = liveId();
    expect(v1).toMatch(/^1\.0\.1-[0-9a-f]{8}$/);

    const { context, page } = await newPhonePage(browser);
    const violations: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
    });
    const shellDocuments: string[] = [];
    page.on('request', (r) => {
      if (r.url().startsWith(`${shellUrl}/main.js`)) shellDocuments.push(r.url());
    });
    const exam = recordReleaseRequests(page, 'mf-exam');
    await logInAt(page, shellUrl, '13800000000');
    await page.goto(`${shellUrl}/pages/exam/index?debug=1`);
    await expectExamAreaFrom(page, exam, v1);
    await expectInPanel(page, 'Loaded remotes', 'Version 1.0.1');
    await page.evaluate(
      () => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true),
    );
    const shellLoads = shellDocuments.length;

    // v2 goes live while the app is open: the next navigation into the area gets it.
    await cli('deploy', 'mf-exam', `--from=${EXAM_DIST}`, '--version=1.0.2');
    const v2 = liveId();
    expect(v2).toMatch(/^1\.0\.2-/);
    await reenterExamArea(page, exam);
    await expectExamAreaFrom(page, exam, v2);
    await expectInPanel(page, 'Loaded remotes', 'Version 1.0.2');

    // Rollback: v1 again on the next navigation.
    expect(await cli('rollback', 'mf-exam')).toContain(`rolled back from ${v2} to ${v1}`);
    exam.clear();
    await reenterExamArea(page, exam);
    await expectExamAreaFrom(page, exam, v1);
    expect(exam.fromRelease(v2, 'mf-manifest.json')).toBe(0);
    await expectInPanel(page, 'Loaded remotes', 'Version 1.0.1');

    // A build against another shell contract: the deploy tool refuses it and changes nothing…
    const incompatible = fs.mkdtempSync(path.join(os.tmpdir(), 'incompatible-'));
    fs.cpSync(EXAM_DIST, incompatible, { recursive: true });
    // Both halves built against another shell contract.
    for (const manifestFile of [
      path.join(incompatible, 'mf-manifest.json'),
      path.join(incompatible, 'server', 'mf-manifest.json'),
    ]) {
      const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
      manifest.metaData.shellContract = shellContractOfCheckout() + 1;
      fs.writeFileSync(manifestFile, JSON.stringify(manifest));
    }
    const before = JSON.stringify(readRemotesJson(delivery.deployRoot));
    await expect(
      cli('deploy', 'mf-exam', `--from=${incompatible}`, '--version=2.0.0'),
    ).rejects.toThrow(/built against shell contract \d+, but the shell provides contract \d+/);
    expect(JSON.stringify(readRemotesJson(delivery.deployRoot))).toBe(before);

    // …and when remotes.json lists one anyway (edited by hand, older tooling), the shell keeps
    // the last compatible release and says so in the debug panel.
    fs.cpSync(incompatible, path.join(delivery.deployRoot, 'mf-exam', '2.0.0-incompat'), {
      recursive: true,
    });
    const remotes = readRemotesJson(delivery.deployRoot);
    remotes.mf_exam = {
      entry: remotes.mf_exam!.entry.replace(v1, '2.0.0-incompat'),
      version: '2.0.0',
      contract: shellContractOfCheckout() + 1,
    };
    writeRemotesJson(delivery.deployRoot, remotes);
    exam.clear();
    await reenterExamArea(page, exam);
    await expectInPanel(
      page,
      'Refused releases',
      `Version 2.0.0 declares shell contract ${shellContractOfCheckout() + 1}; this shell is contract ${shellContractOfCheckout()}`,
    );
    await expectInPanel(page, 'Refused releases', 'Keeping version 1.0.1');
    await expectInPanel(page, 'Loaded remotes', 'Version 1.0.1');
    expect(await page.getByRole('button', { name: /tap to reload/i }).count()).toBe(0);
    expect(exam.fromRelease('2.0.0-incompat')).toBe(0);

    // All of it in the one document the user opened: the shell was neither rebuilt nor reloaded.
    expect(
      await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
    ).toBe(true);
    expect(shellDocuments).toHaveLength(shellLoads);

    // A fresh load keeps it too (the last compatible release is remembered).
    exam.clear();
    await page.goto(`${shellUrl}/pages/exam/index`);
    await expectExamAreaFrom(page, exam, v1);
    expect(exam.fromRelease('2.0.0-incompat')).toBe(0);

    expect(violations).toEqual([]);
    fs.rmSync(incompatible, { recursive: true, force: true });
    await context.close();
  });
});
