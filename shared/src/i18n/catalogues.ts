import type { Language } from './language';
import type { Messages } from './messages-en';
import { TEXT_PARTS, type TextPart, type Texts } from './text-parts';

type PartModule = { texts: Texts };

/**
 * Each part of each language's catalogue is a chunk of its own, named `texts-<language>-<part>`:
 * the shell's build finds them by these names and its page fetches the reader's start part
 * before any script runs (scripts/src/shell-page-plugin.ts), so importing it costs no request.
 */
const PARTS: Record<Language, Record<TextPart, () => Promise<PartModule>>> = {
  en: {
    start: () => import(/* webpackChunkName: "texts-en-start" */ './parts/start-en'),
    rest: () => import(/* webpackChunkName: "texts-en-rest" */ './parts/rest-en'),
  },
  'zh-CN': {
    start: () => import(/* webpackChunkName: "texts-zh-cn-start" */ './parts/start-zh-cn'),
    rest: () => import(/* webpackChunkName: "texts-zh-cn-rest" */ './parts/rest-zh-cn'),
  },
};

/** The texts loaded so far, by language (the parts merged). */
const loaded: Partial<Record<Language, Texts>> = {};
const loadedParts: Record<Language, Set<TextPart>> = { en: new Set(), 'zh-CN': new Set() };
const inFlight = new Map<string, Promise<void>>();

type Listener = (language: Language, texts: Texts) => void;
const listeners = new Set<Listener>();

/** The catalogues fetched so far (whole or in part), as i18next resources. */
export function loadedResources(): Record<string, { translation: Texts }> {
  return Object.fromEntries(
    Object.entries(loaded).map(([language, texts]) => [language, { translation: texts }]),
  );
}

/** Calls `listener` with each part that arrives from now on; returns the way to stop. */
export function onTextsLoaded(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function add(language: Language, texts: Texts, parts: readonly TextPart[]): void {
  loaded[language] = { ...loaded[language], ...texts };
  for (const part of parts) loadedParts[language].add(part);
  for (const listener of listeners) listener(language, texts);
}

/** Makes a whole catalogue available without fetching it (tests, which have both at hand). */
export function registerMessages(language: Language, messages: Messages): void {
  add(language, messages, TEXT_PARTS);
}

/** Whether these parts of a language's catalogue are loaded. */
export function hasTextParts(language: Language, parts: readonly TextPart[] = TEXT_PARTS): boolean {
  return parts.every((part) => loadedParts[language].has(part));
}

function loadPart(language: Language, part: TextPart): Promise<void> {
  if (loadedParts[language].has(part)) return Promise.resolve();
  const key = `${language}:${part}`;
  let loading = inFlight.get(key);
  if (!loading) {
    loading = PARTS[language][part]()
      .then(({ texts }) => add(language, texts, [part]))
      .finally(() => inFlight.delete(key));
    inFlight.set(key, loading);
  }
  return loading;
}

/**
 * Fetches parts of one language's catalogue (each its own chunk, all of them by default): a page
 * downloads only the language it shows, home only the start part, and the other language only
 * when the user switches.
 */
export async function loadTextParts(
  language: Language,
  parts: readonly TextPart[] = TEXT_PARTS,
): Promise<void> {
  await Promise.all(parts.map((part) => loadPart(language, part)));
}

/** Fetches one language's whole catalogue. */
export async function loadMessages(language: Language): Promise<Messages> {
  await loadTextParts(language);
  return loaded[language] as Messages;
}
