import fs from 'node:fs';
import path from 'node:path';
import { LRUCache } from 'lru-cache';
import type { RemotesManifest } from 'shared/federation';
import { STYLE_INDEX_FILE, type StyleIndex } from '../../scripts/src/style-index';

/**
 * A stylesheet the page needs: its URL, its name as the build's chunk loader knows it, and its
 * text when the page can carry it (else the page links it).
 */
export type Stylesheet = { href: string; file: string; css?: string };

/** How long a remote release's style index or stylesheet may take to arrive. */
const FETCH_TIMEOUT_MS = 2_000;
/** Stylesheets' texts kept: every release's a page may use, bounded as releases come and go. */
const MOST_TEXTS = 500;
/** A remote's index that could not be read is asked for again after this long. */
const RETRY_MS = 10_000;

type KnownIndex = { index: StyleIndex | null; at: number };

/**
 * Whether a stylesheet means the same written into the page: one that loads something by a
 * relative address (url(), @import) would load it from the page's folder instead of its own.
 */
export const canCarry = (css: string): boolean => !/@import|url\(\s*(?!['"]?data:)/i.test(css);

/**
 * A release's folder, from its server half's entry (`<folder>/server/remoteEntry.js`: the two
 * halves share the folder, scripts/src/server-half.ts).
 */
const folderOf = (serverEntry: string): string =>
  serverEntry.slice(0, serverEntry.lastIndexOf('/server/') + 1);

/**
 * The stylesheets a rendered page needs, so it shows styled before any script runs: the shell's
 * global ones (tokens, antd-mobile's base) and, for each class its HTML uses, the stylesheet of
 * the build that defines it (the shell's, else a remote release's, whose index is read from the
 * release's folder once: releases never change). With their texts, which the page carries in
 * its head: a linked stylesheet costs a round trip before the first paint (the files are
 * content-hashed, so a text once read stands). A text that cannot be read, or cannot be moved
 * (canCarry), is linked instead. Each is named as the build's chunk loader looks for it
 * (`data-href`), so the scripts do not load the same file again.
 */
export function createPageStyles(shellBuildDir: string) {
  const shell = JSON.parse(
    fs.readFileSync(path.join(shellBuildDir, STYLE_INDEX_FILE), 'utf8'),
  ) as StyleIndex;
  const remotes = new Map<string, KnownIndex>();
  /** Each stylesheet's text by URL; null: linked (unreadable for RETRY_MS, or not movable). */
  const texts = new LRUCache<string, { css: string | null; at: number }>({ max: MOST_TEXTS });

  async function readText(sheet: Stylesheet): Promise<string | null> {
    if (sheet.href.startsWith('/')) {
      return fs.promises.readFile(path.join(shellBuildDir, sheet.file), 'utf8');
    }
    const response = await fetch(sheet.href, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    return response.ok ? response.text() : null;
  }

  async function textOf(sheet: Stylesheet): Promise<string | undefined> {
    const known = texts.get(sheet.href);
    if (known && (known.css !== null || Date.now() - known.at < RETRY_MS)) {
      return known.css ?? undefined;
    }
    let css: string | null = null;
    try {
      css = await readText(sheet);
    } catch {
      // Unreadable now: linked, and the browser loads it.
    }
    const carried = css !== null && canCarry(css) ? css : null;
    texts.set(sheet.href, { css: carried, at: Date.now() });
    return carried ?? undefined;
  }

  async function remoteIndex(folder: string): Promise<StyleIndex | null> {
    const known = remotes.get(folder);
    if (known && (known.index || Date.now() - known.at < RETRY_MS)) return known.index;
    let index: StyleIndex | null = null;
    try {
      const response = await fetch(`${folder}${STYLE_INDEX_FILE}`, {
        signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
      });
      if (response.ok) index = (await response.json()) as StyleIndex;
    } catch {
      // Unreadable: its pages' classes go unlinked, and the page's scripts load them as usual.
    }
    remotes.set(folder, { index, at: Date.now() });
    return index;
  }

  return async function stylesheetsFor(
    html: string,
    /** The releases the page was rendered with: their server halves as entries. */
    rendered: RemotesManifest,
  ): Promise<Stylesheet[]> {
    const folders = Object.values(rendered).map((release) => folderOf(release.entry));
    const indexes = await Promise.all(folders.map(remoteIndex));
    const sheets = new Map<string, Stylesheet>();
    for (const file of shell.global) sheets.set(`/${file}`, { href: `/${file}`, file });
    for (const match of html.matchAll(/\sclass="([^"]*)"/g)) {
      for (const name of match[1]!.split(/\s+/)) {
        if (!name) continue;
        if (Object.hasOwn(shell.classes, name)) {
          const file = shell.classes[name]!;
          sheets.set(`/${file}`, { href: `/${file}`, file });
          continue;
        }
        indexes.forEach((index, i) => {
          if (!index || !Object.hasOwn(index.classes, name)) return;
          const file = index.classes[name]!;
          sheets.set(`${folders[i]}${file}`, { href: `${folders[i]}${file}`, file });
        });
      }
    }
    return Promise.all(
      [...sheets.values()].map(async (sheet) => ({ ...sheet, css: await textOf(sheet) })),
    );
  };
}
