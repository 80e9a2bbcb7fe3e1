import { en, type MessageKey, type Messages } from './messages-en';

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
export function createTranslate(messages: Messages): Translate {
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

export const translateEnglish: Translate = createTranslate(en);
