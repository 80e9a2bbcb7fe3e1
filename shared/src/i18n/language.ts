export const SUPPORTED_LANGUAGES = ['en', 'zh-CN'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';
/** Only an explicit choice is stored; without one the app keeps following the browser. */
export const LANGUAGE_STORAGE_KEY = 'shared.language';

/** Any Chinese tag (zh, zh-CN, zh-Hans-SG, zh-TW…) reads Simplified Chinese, anything else English. */
export function resolveLanguage(tag: string | null | undefined): Language {
  return tag?.toLowerCase().startsWith('zh') ? 'zh-CN' : 'en';
}

export function isLanguage(value: unknown): value is Language {
  return (SUPPORTED_LANGUAGES as readonly unknown[]).includes(value);
}

// localStorage throws in some private modes and on opaque origins; a language is not worth a crash.
export function readStoredLanguage(): Language | undefined {
  try {
    const stored = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : undefined;
  } catch {
    return undefined;
  }
}

export function storeLanguage(language: Language): void {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not persisted: the choice still applies for this page's lifetime.
  }
}

export function browserLanguage(): Language {
  const nav = globalThis.navigator;
  return resolveLanguage(nav?.languages?.[0] ?? nav?.language);
}

/** The stored choice if any, else the browser's language. */
export function detectLanguage(): Language {
  return readStoredLanguage() ?? browserLanguage();
}
