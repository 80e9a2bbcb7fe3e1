import { coreTextsEn } from './core-texts-en';
import type { MessageKey } from './messages-en';

type PluralSuffix = 'one' | 'other';
type WithoutPlural<K> = K extends `${infer Base}_${PluralSuffix}` ? Base : K;

/** A key with a single form: usable both as a catalogue key and as a translation key. */
export type PlainMessageKey = Exclude<MessageKey, `${string}_${PluralSuffix}`>;

/** A key as callers pass it: plural forms are chosen by `count`, as i18next does. */
export type TranslationKey = WithoutPlural<MessageKey>;
export type TranslateOptions = Readonly<Record<string, string | number>>;
export type Translate = (key: TranslationKey, options?: TranslateOptions) => string;

/**
 * A catalogue-backed translator for pure code (time-ago, tests) that must not need an i18next
 * instance. It covers what our catalogues use: `_one`/`_other` by count and `{{name}}` values.
 */
export function createTranslate(
  messages: Readonly<Partial<Record<MessageKey, string>>>,
): Translate {
  const lookup = messages as Readonly<Record<string, string>>;
  return (key, options) => {
    const count = options?.['count'];
    const plural = typeof count === 'number' ? `${key}_${count === 1 ? 'one' : 'other'}` : key;
    const template = lookup[plural] ?? lookup[key] ?? key;
    return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => {
      const value = options?.[name];
      return value === undefined ? match : String(value);
    });
  };
}

/**
 * English for code outside React (error messages, logs, time-ago by default). It holds only the
 * core texts, so the request client does not carry the whole catalogue; other keys read as is.
 */
export const translateEnglish: Translate = createTranslate(coreTextsEn);
