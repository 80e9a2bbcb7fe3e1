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
/** Stylesheets' texts and releases' indexes kept, bounded as releases come and go. */
const MOST_KEPT = 500;
/** What could not be read is asked for again after this long. */
const RETRY_MS = 10_000;

/**
 * `read`, answered once per key and kept: release files never change. A failure (null, or a
 * throw) is kept for RETRY_MS only, then read again.
 */
export function readOnce<T>(
  read: (key: string) => Promise<T | null>,
): (key: string) => Promise<T | null> {
  const kept = new LRUCache<string, { value: T | null; at: number }>({ max: MOST_KEPT });
  return async (key) => {
    const known = kept.get(key);
    if (known && (known.value !== null || Date.now() - known.at < RETRY_MS)) return known.value;
    let value: T | null = null;
    try {
      value = await read(key);
    } catch {
      // Unreadable now: tried again after RETRY_MS.
    }
    kept.set(key, { value, at: Date.now() });
    return value;
  };
}

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
  /** A stylesheet's text by URL; null: linked (unreadable, or not movable: canCarry). */
  const textOf = readOnce(async (href) => {
    let css: string | null;
    if (href.startsWith('/')) {
      css = await fs.promises.readFile(path.join(shellBuildDir, href.slice(1)), 'utf8');
    } else {
      const response = await fetch(href, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
      css = response.ok ? await response.text() : null;
    }
    return css !== null && canCarry(css) ? css : null;
  });
  /** A remote release's style index; null: its pages' classes go unlinked, and load as usual. */
  const remoteIndex = readOnce(async (folder) => {
    const response = await fetch(`${folder}${STYLE_INDEX_FILE}`, {
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    });
    return response.ok ? ((await response.json()) as StyleIndex) : null;
  });

  return async function stylesheetsFor(
    html: string,
    /** The releases the page was rendered with: their server halves as entries. */
    rendered: RemotesManifest,
  ): Promise<Stylesheet[]> {
    const folders = Object.values(rendered).map((release) => folderOf(release.entry));
    const indexes = await Promise.all(folders.map(remoteIndex));
    const sheets = new Map<string, Stylesheet>();
    /** A build's stylesheet, with its twins (StyleIndex `twins`) named beside it. */
    const add = (index: StyleIndex, folder: string, file: string) => {
      for (const name of [file, ...(index.twins?.[file] ?? [])])
        sheets.set(`${folder}${name}`, { href: `${folder}${name}`, file: name });
    };
    for (const file of shell.global) add(shell, '/', file);
    for (const match of html.matchAll(/\sclass="([^"]*)"/g)) {
      for (const name of match[1]!.split(/\s+/)) {
        if (!name) continue;
        if (Object.hasOwn(shell.classes, name)) {
          add(shell, '/', shell.classes[name]!);
          continue;
        }
        indexes.forEach((index, i) => {
          if (!index || !Object.hasOwn(index.classes, name)) return;
          add(index, folders[i]!, index.classes[name]!);
        });
      }
    }
    return Promise.all(
      [...sheets.values()].map(async (sheet) => ({
        ...sheet,
        css: (await textOf(sheet.href)) ?? undefined,
      })),
    );
  };
}
