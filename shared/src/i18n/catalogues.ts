import type { Language } from './language';
import type { Messages } from './messages-en';

const loaded: Partial<Record<Language, Messages>> = {};

/** The catalogues fetched so far, as i18next resources. */
export function loadedResources(): Record<string, { translation: Messages }> {
  return Object.fromEntries(
    Object.entries(loaded).map(([language, messages]) => [language, { translation: messages }]),
  );
}

/** Makes a catalogue available without fetching it (tests, which have both at hand). */
export function registerMessages(language: Language, messages: Messages): void {
  loaded[language] = messages;
}

/**
 * Fetches one language's catalogue (its own chunk): a page downloads only the language it shows,
 * and the other one only when the user switches.
 */
export async function loadMessages(language: Language): Promise<Messages> {
  const cached = loaded[language];
  if (cached) return cached;
  const messages =
    language === 'zh-CN'
      ? (await import(/* webpackChunkName: "texts-zh-cn" */ './messages-zh-cn')).zhCN
      : (await import(/* webpackChunkName: "texts-en" */ './messages-en')).en;
  registerMessages(language, messages);
  return messages;
}
