import { CERTIFICATE_WORDS as W, KIND_WORDS, issueDate } from './certificate-text';
import type { CertificateRow } from './certificate-row';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text for HTML content or a quoted attribute: every value on the page passes through it. */
export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

const en = (text: string) => `<span lang="en">${escapeHtml(text)}</span>`;
const both = (words: { zh: string; en: string }) => `${escapeHtml(words.zh)} ${en(words.en)}`;

// The design tokens' values (shared/src/design/tokens.css): this page is served by the API,
// outside the app and its stylesheets, and its CSP allows inline styles only.
const STYLE = `
:root { color-scheme: light; }
* { box-sizing: border-box; }
body { margin: 0; background: #f5f5f5; color: #1f1f1f; line-height: 1.5;
  font-family: -apple-system, BlinkMacSystemFont, "PingFang SC", "Noto Sans CJK SC", "Microsoft YaHei", "Helvetica Neue", Arial, sans-serif; }
main { max-width: 560px; margin: 0 auto; padding: 24px 16px 32px; }
.brand { margin: 0 0 12px; color: #6b6b6b; font-size: 14px; }
.card { background: #fff; border-radius: 12px; padding: 20px 16px; border-top: 4px solid #ff801a; }
h1 { margin: 0 0 16px; font-size: 20px; }
h1 span { display: block; font-size: 15px; font-weight: normal; color: #6b6b6b; }
.status { display: flex; align-items: center; gap: 8px; margin: 0 0 16px; padding: 10px 12px;
  border-radius: 8px; background: #e8fff5; color: #00704a; font-weight: 600; }
.status svg { flex: none; }
.bad { background: #fff1f0; color: #b42318; }
dl { margin: 0; }
dt { margin-top: 14px; color: #6b6b6b; font-size: 13px; }
dd { margin: 2px 0 0; font-size: 17px; overflow-wrap: anywhere; }
dd span[lang="en"], p span[lang="en"] { color: #6b6b6b; }
p.status span[lang="en"] { color: inherit; }
.serial { font-variant-numeric: tabular-nums; letter-spacing: 0.02em; }
.note { margin: 16px 0 0; color: #6b6b6b; font-size: 13px; }
`;

const CHECK = `<svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true"><circle cx="10" cy="10" r="10" fill="#00b578"/><path d="M5.5 10.5l3 3 6-6.5" stroke="#fff" stroke-width="2" fill="none" stroke-linecap="round" stroke-linejoin="round"/></svg>`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="brand">${both(W.company)}</p>
${body}
</main>
</body>
</html>
`;
}

/**
 * The public verification page of a certificate, in Chinese and English at once: who holds it,
 * what they completed, when, its serial, and that it is valid. Nothing else (no mobile, no
 * score); every value is escaped.
 */
export function verifyPage(row: CertificateRow): string {
  const date = issueDate(row.issued_at);
  const kind = KIND_WORDS[row.kind].label;
  return page(
    `${escapeHtml(W.pageTitle.zh)} · ${escapeHtml(W.pageTitle.en)}`,
    `<div class="card">
<h1>${escapeHtml(W.heading.zh)} ${en(W.heading.en)}</h1>
<p class="status" data-status="valid">${CHECK}<span>${both(W.valid)}</span></p>
<dl>
<dt>${both(W.holder)}</dt>
<dd data-field="holder">${escapeHtml(row.holder_name)}</dd>
<dt>${both(kind)}</dt>
<dd data-field="title">${escapeHtml(row.title)}</dd>
<dt>${both(W.issued)}</dt>
<dd data-field="date">${escapeHtml(date.zh)} ${en(date.en)}</dd>
<dt>${both(W.serial)}</dt>
<dd data-field="serial" class="serial">${escapeHtml(row.serial)}</dd>
</dl>
</div>`,
  );
}

/** The page for a serial no certificate has (HTTP 404). */
export function notFoundPage(serial: string): string {
  return page(
    `${escapeHtml(W.notFound.zh)} · ${escapeHtml(W.notFound.en)}`,
    `<div class="card">
<p class="status bad" data-status="not-found"><span>${both(W.notFound)}</span></p>
<dl>
<dt>${both(W.serial)}</dt>
<dd class="serial">${escapeHtml(serial)}</dd>
</dl>
<p class="note">${both(W.notFoundHint)}</p>
</div>`,
  );
}
