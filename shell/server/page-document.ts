import { RENDERED_MARKER, jsonForScript, renderShellPage } from '../../scripts/src/shell-page';
import {
  RENDERED_STATE_ID,
  RENDER_FALLBACK_ID,
  type RenderedPage,
} from '../src/server/render-contract';
import type { FallbackReason } from '../src/server/render-reasons';
import type { Stylesheet } from './page-styles';

/** The page's documents (remotes.json, app-config.json), written into its blocks. */
export type Documents = Record<string, () => unknown>;

const escapeAttribute = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function insertBefore(html: string, tag: string, insert: string): string {
  const at = html.lastIndexOf(tag);
  if (at < 0) throw new Error(`The shell's page has no ${tag}`);
  return html.slice(0, at) + insert + html.slice(at);
}

/**
 * The page's stylesheets for its head: each one's text where the page carries it, else a link;
 * named by `data-href` as the chunk loaders look for them, and by `data-source` for where they
 * come from. A text two chunks share is written once, where its last copy stands: the rules
 * apply in the order the links would have applied them.
 */
function stylesTags(stylesheets: readonly Stylesheet[]): string {
  const last = new Map(stylesheets.map((s, i) => [s.css, i]));
  return stylesheets
    .map((s, i) => {
      const named = `data-href="${escapeAttribute(s.file)}"`;
      if (s.css === undefined)
        return `<link rel="stylesheet" href="${escapeAttribute(s.href)}" ${named}>`;
      const css = last.get(s.css) === i ? s.css.replace(/<\/(style)/gi, '<\\/$1') : '';
      // A disabled link is not loaded, and tells the federation's runtime, which looks for a
      // remote's stylesheets by their links, that the page has it.
      return `<style ${named} data-source="${escapeAttribute(s.href)}">${css}</style><link rel="stylesheet" href="${escapeAttribute(s.href)}" disabled>`;
    })
    .join('');
}

/**
 * Preloads of the reader's texts: the page's start script requests none that the page preloads
 * (the server knows the language it rendered in), and a preload is fetched as
 * soon as the page's first bytes are read, where the script's request cost the main thread
 * tens of milliseconds before the first paint on a slow phone.
 */
const textsPreloads = (files: readonly string[]): string =>
  files
    .map(
      (file) =>
        `<link rel="preload" as="script" href="${escapeAttribute(file)}" fetchpriority="high">`,
    )
    .join('');

/**
 * The shell's page with a rendered page in it: the language, the preloads of its texts
 * (`texts`: their files, shell-page.ts textsFilesFor), the stylesheets the HTML uses (in the
 * head, for the first paint), the HTML in the root, and the state the browser hydrates with
 * after it.
 */
export function renderedDocument(
  template: string,
  documents: Documents,
  page: RenderedPage,
  stylesheets: readonly Stylesheet[],
  texts: readonly string[] = [],
): string {
  let html = renderShellPage(template, documents).replace(
    /<html lang=[^\s>]+/,
    `<html lang="${page.state.language}"`,
  );
  const styles = stylesTags(stylesheets);
  // The marker first: the start script in the head reads it as soon as it runs. Then the
  // page's preloads (its largest image), which the browser requests in the order it reads
  // them: before the texts and the many scripts of the page's start.
  html = html.replace('<head>', `<head>${RENDERED_MARKER}${page.head}${textsPreloads(texts)}`);
  html = insertBefore(html, '</head>', styles);
  const root = /<div id=("?)root\1><\/div>/;
  if (!root.test(html)) throw new Error("The shell's page has no empty root element");
  html = html.replace(root, () => `<div id="root">${page.html}</div>`);
  return insertBefore(
    html,
    '</body>',
    `<script type="application/json" id="${RENDERED_STATE_ID}">${jsonForScript(page.state)}</script>`,
  );
}

/**
 * The shell's page as it is without a server render (the browser renders it), saying why, so
 * the shell reports the fallback with its client reports.
 */
export function fallbackDocument(
  template: string,
  documents: Documents,
  reason: FallbackReason,
): string {
  return insertBefore(
    renderShellPage(template, documents),
    '</body>',
    `<script type="application/json" id="${RENDER_FALLBACK_ID}">${jsonForScript({ reason })}</script>`,
  );
}
