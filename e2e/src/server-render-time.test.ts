/**
 * Issue 19: where a page's time went on the shell's server (its Server-Timing header), and a
 * visitor's page whose render runs out of time on a busy server: sent from its last render, up
 * to a minute old, rather than sent for the phone to render.
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { APPS, distDir } from '../../scripts/src/apps';
import type { RenderStats } from '../../shell/server/render-stats';
import { RENDERED_STATE_ID, RENDER_FALLBACK_ID } from '../../shell/src/server/render-contract';
import { apiUrl, shellUrl } from './support/app';
import { startShellServerProcess } from './support/nginx-delivery';

/** Beside the nginx delivery's shell servers (24220, 24221). */
const SHELL_PORT = 24230;
const PROXY_PORT = 24231;
const shell = `http://127.0.0.1:${SHELL_PORT}`;

/** The API as this shell server reaches it, each answer held back by `delayMs`: a busy API. */
let delayMs = 0;
const proxy = http.createServer((request, reply) => {
  setTimeout(() => {
    const upstream = http.request(
      new URL(request.url ?? '/', apiUrl().replace('localhost', '127.0.0.1')),
      { method: request.method, headers: request.headers },
      (answer) => {
        reply.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(reply);
      },
    );
    upstream.on('error', () => reply.destroy());
    request.pipe(upstream);
  }, delayMs);
});

let server: ChildProcess;
let work: string;
beforeAll(async () => {
  await new Promise<void>((resolve) => proxy.listen(PROXY_PORT, '127.0.0.1', resolve));
  // The composition's run-time documents, as files, as the shell's image reads them.
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'render-time-'));
  for (const name of ['remotes.json', 'app-config.json']) {
    fs.writeFileSync(path.join(work, name), await (await fetch(`${shellUrl()}/${name}`)).text());
  }
  server = await startShellServerProcess({
    SHELL_SERVER_PORT: String(SHELL_PORT),
    SHELL_BUILD_DIR: distDir(APPS.find((a) => a.kind === 'host')!),
    API_UPSTREAM: `http://127.0.0.1:${PROXY_PORT}`,
    REMOTES_JSON_FILE: path.join(work, 'remotes.json'),
    APP_CONFIG_FILE: path.join(work, 'app-config.json'),
    SHELL_RENDER_BUDGET_MS: '300',
    SHELL_VISITOR_PAGE_CACHE_MS: '200',
    // The render behind a stale page starts at once, so the test's waits stay short.
    SHELL_STALE_PAGE_RENDER_DELAY_MS: '0',
  });
}, 60_000);
afterAll(async () => {
  server?.kill('SIGTERM');
  await new Promise((resolve) => proxy.close(resolve));
  fs.rmSync(work, { recursive: true, force: true });
});

async function visit(pathAndQuery: string): Promise<{ html: string; timing: string }> {
  const reply = await fetch(`${shell}${pathAndQuery}`, {
    headers: { accept: 'text/html', 'accept-language': 'en' },
  });
  expect(reply.status).toBe(200);
  return { html: await reply.text(), timing: reply.headers.get('server-timing') ?? '' };
}

/** Asks until the server has the page's code (its first render may run past the budget). */
async function rendered(pathAndQuery: string): Promise<{ html: string; timing: string }> {
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const page = await visit(pathAndQuery);
    if (page.html.includes(`id="${RENDERED_STATE_ID}"`)) return page;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${pathAndQuery} was never rendered`);
}

const stats = async (): Promise<RenderStats> =>
  (await fetch(`${shell}/__shell/render-stats`)).json() as Promise<RenderStats>;
const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("the shell's server, timed", () => {
  it('says where a page’s time went, and when a page was sent from another render', async () => {
    delayMs = 0;
    const first = await rendered('/pages/news/list?timed=1');
    expect(first.timing).toMatch(/session;dur=[\d.]+, wait;dur=[\d.]+, render;dur=[\d.]+/);
    expect(first.timing).toMatch(/document;dur=[\d.]+, encode;dur=[\d.]+$/);
    const again = await visit('/pages/news/list?timed=1');
    expect(again.timing).toMatch(/cache;dur=[\d.]+, encode;dur=/);
  });

  it("sends a visitor the page's last render at once, renders it again behind the answer, and keeps it while the API is late", async () => {
    delayMs = 0;
    const before = await rendered('/pages/news/list?busy=1');
    await later(300);
    // The page is no longer fresh, and the API now answers after the render's budget.
    delayMs = 600;
    const counts = await stats();
    const busy = await visit('/pages/news/list?busy=1');
    expect(busy.html).toBe(before.html);
    expect(busy.timing).toContain('cache;desc="stale"');
    expect((await stats()).sentStale - counts.sentStale).toBe(1);
    // The render behind it runs out of time: the next visitor still gets the page, not a fallback.
    await later(700);
    const still = await visit('/pages/news/list?busy=1');
    expect(still.html).toBe(before.html);
    const after = await stats();
    expect(after.fallbacks.timeout).toBe(counts.fallbacks.timeout);

    // A page never rendered has nothing to send in its place: the phone renders it.
    const never = await visit('/pages/news/list?busy=2');
    expect(never.html).toContain(`id="${RENDER_FALLBACK_ID}"`);
    expect(never.timing).toContain('fallback;desc="timeout"');

    // The API answers in time again: the render behind the next stale answer replaces the page.
    delayMs = 0;
    await later(700);
    await visit('/pages/news/list?busy=1');
    await later(500);
    // (Kept fresh for 200 ms only here, so it may already be sent as stale itself.)
    const fresh = await visit('/pages/news/list?busy=1');
    expect(fresh.html).toContain(`id="${RENDERED_STATE_ID}"`);
    expect(fresh.html).not.toBe(before.html);
  }, 60_000);
});
