import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';

/** Markup that is already safe; everything else interpolated into `html` is escaped. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

export type HtmlValue =
  SafeHtml | string | number | false | null | undefined | readonly HtmlValue[];

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);

function render(value: HtmlValue): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  return escapeHtml(String(value));
}

/** Tagged template: `html\`<p>${text}</p>\`` escapes `text` unless it is itself `html`. */
export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  return new SafeHtml(
    strings.reduce((out, part, i) => out + render(values[i - 1] as HtmlValue) + part),
  );
}

const STYLE = `
:root { --brand: #ff801a; --ink: #222; --muted: #777; --line: #eee; }
* { box-sizing: border-box; }
body { margin: 0; font: 15px/1.5 -apple-system, BlinkMacSystemFont, "Segoe UI", "PingFang SC", sans-serif;
  color: var(--ink); background: #f8f8f8; }
header { background: var(--brand); color: #fff; padding: 12px 16px; display: flex; gap: 12px; align-items: baseline; }
header a { color: #fff; text-decoration: none; font-weight: 600; }
header h1 { font-size: 17px; margin: 0; font-weight: 600; }
main { max-width: 720px; margin: 0 auto; padding: 12px; }
section { background: #fff; border-radius: 10px; padding: 12px 14px; margin-bottom: 12px; }
h2 { font-size: 16px; margin: 0 0 8px; }
p { margin: 6px 0; }
a { color: #d65f00; }
.muted { color: var(--muted); font-size: 13px; }
.list { list-style: none; margin: 0; padding: 0; }
.list > li { padding: 8px 0; border-top: 1px solid var(--line); display: flex; flex-wrap: wrap; gap: 4px 12px;
  align-items: center; }
.list > li:first-child { border-top: 0; }
.grow { flex: 1 1 auto; min-width: 0; overflow-wrap: anywhere; }
.code { font: 600 22px/1.2 ui-monospace, Menlo, Consolas, monospace; letter-spacing: 2px; }
.tag { display: inline-block; font-size: 12px; padding: 1px 8px; border-radius: 10px; background: #f0f0f0; }
.tag.ok { background: #e6f6ea; color: #1d7a35; }
.tag.warn { background: #fff1e5; color: #b35100; }
.tag.bad { background: #fdeaea; color: #b3261e; }
.notice { padding: 10px 12px; border-radius: 8px; background: #fff1e5; border: 1px solid #ffd0a8; }
.notice.ok { background: #e6f6ea; border-color: #b7e2c2; }
.notice.bad { background: #fdeaea; border-color: #f3b8b4; }
button, .button { font: inherit; border: 0; border-radius: 18px; padding: 7px 16px; cursor: pointer;
  background: var(--brand); color: #fff; text-decoration: none; display: inline-block; }
button.secondary { background: #fff; color: var(--ink); border: 1px solid #ccc; }
button:disabled { opacity: .45; cursor: not-allowed; }
form.inline { display: inline; margin: 0; }
.actions { display: flex; flex-wrap: wrap; gap: 8px; margin-top: 8px; }
input[type=text], textarea { font: inherit; width: 100%; padding: 8px 10px; border: 1px solid #ccc; border-radius: 8px; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 4px 12px; margin: 0; }
dt { color: var(--muted); }
dd { margin: 0; overflow-wrap: anywhere; }
.bubble { padding: 6px 10px; border-radius: 10px; background: #f0f0f0; max-width: 85%; overflow-wrap: anywhere;
  white-space: pre-wrap; }
.from-agent { justify-content: flex-end; }
.from-agent .bubble { background: #ffe4cc; }
`;

export type DevPage = {
  title: string;
  body: SafeHtml;
  /** Reloads the page every so many seconds (the outbox). */
  refreshSeconds?: number;
  /** Inline script source; it runs under the page's CSP nonce. Never put data into it. */
  script?: string;
};

/** Inline style and script run by nonce only; forms may go only to this server and the app. */
function contentSecurityPolicy(nonce: string, formTargets: readonly string[]): string {
  return [
    "default-src 'none'",
    `style-src 'nonce-${nonce}'`,
    `script-src 'nonce-${nonce}'`,
    "connect-src 'self'",
    "img-src 'self' data:",
    // The authorize page redirects a form post to the app; CSP checks that hop too.
    `form-action 'self' ${formTargets.join(' ')}`.trim(),
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

// Built as a string: the script is trusted page code, not data, and must stay byte-for-byte.
const inlineScript = (source: string, nonce: string): SafeHtml =>
  new SafeHtml(`<script nonce="${escapeHtml(nonce)}">${source}</script>`);

/** Sends a full page with the shared layout and headers that keep tickets and codes private. */
export function sendPage(
  reply: FastifyReply,
  page: DevPage,
  options: { status?: number; formTargets?: readonly string[] } = {},
): FastifyReply {
  const nonce = randomBytes(16).toString('base64');
  const document = html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        ${page.refreshSeconds ? html`<meta http-equiv="refresh" content="${page.refreshSeconds}" />` : null}
        <title>${page.title} · Dev tools</title>
        <style nonce="${nonce}">
          ${new SafeHtml(STYLE)}
        </style>
      </head>
      <body>
        <header>
          <a href="/api/dev">Dev tools</a>
          <h1>${page.title}</h1>
        </header>
        <main>${page.body}</main>
        ${page.script ? inlineScript(page.script, nonce) : null}
      </body>
    </html> `;
  return (
    reply
      .code(options.status ?? 200)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      // Not no-referrer: with it, browsers send "Origin: null" on the pages' own form posts.
      .header('referrer-policy', 'same-origin')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', contentSecurityPolicy(nonce, options.formTargets ?? []))
      .send(document.value)
  );
}

const pad = (n: number): string => String(n).padStart(2, '0');

/** Server-local date and time of a Unix-seconds timestamp. */
export function formatTime(seconds: number): string {
  const d = new Date(seconds * 1000);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/** "in 4 min 05 s" or "2 min 10 s ago", relative to `now`. */
export function formatRelative(seconds: number, now: number): string {
  const delta = Math.abs(seconds - now);
  const text = delta >= 60 ? `${Math.floor(delta / 60)} min ${pad(delta % 60)} s` : `${delta} s`;
  return seconds >= now ? `in ${text}` : `${text} ago`;
}
