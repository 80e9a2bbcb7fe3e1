import { HTTP_TEXTS } from './http-texts';
import { INPUT_TEXTS } from './input-texts';
import { RECORD_TEXTS } from './record-texts';
import { REFUSAL_TEXTS } from './refusal-texts';
import type { Language } from './language';

export { DEFAULT_LANGUAGE, LANGUAGES, languageOf, type Language } from './language';

/**
 * Every text the API writes, in English and Chinese: one entry per text, `{name}` marking a
 * parameter. Handlers never hold a sentence of their own; they name a key.
 */
export const TEXTS = {
  ...HTTP_TEXTS,
  ...REFUSAL_TEXTS,
  ...INPUT_TEXTS,
  ...RECORD_TEXTS,
} as const;

export type TextKey = keyof typeof TEXTS;

type Placeholders<S extends string> = S extends `${string}{${infer Name}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never;

type PlaceholdersOf<K extends TextKey> = Placeholders<
  (typeof TEXTS)[K]['en'] | (typeof TEXTS)[K]['zh-CN']
>;

export type TextValue = string | number;

export type TextParams<K extends TextKey> = { [P in PlaceholdersOf<K>]: TextValue };

/** A key's parameters as rest arguments: none for a text without placeholders. */
export type ParamArgs<K extends TextKey> = [PlaceholdersOf<K>] extends [never]
  ? []
  : [params: TextParams<K>];

/** A text not yet rendered: what a refusal carries until it knows its reader. */
export type Text = { key: TextKey; params: Record<string, TextValue> };

export function text<K extends TextKey>(key: K, ...params: ParamArgs<K>): Text {
  return { key, params: (params[0] ?? {}) as Record<string, TextValue> };
}

export const isTextKey = (key: string): key is TextKey => Object.hasOwn(TEXTS, key);

function fill(template: string, params: Record<string, TextValue>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

/** A text in the reader's language. */
export function render(value: Text, language: Language): string {
  return fill(TEXTS[value.key][language], value.params);
}

/** Shorthand for `render(text(key, params), language)`. */
export function say<K extends TextKey>(
  language: Language,
  key: K,
  ...params: ParamArgs<K>
): string {
  return render(text(key, ...params), language);
}

/** Parameters stored as a JSON object; anything else reads as no parameters. */
export function parseParams(json: string | null | undefined): Record<string, TextValue> {
  if (!json) return {};
  try {
    const value: unknown = JSON.parse(json);
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).filter(
        (entry): entry is [string, TextValue] =>
          typeof entry[1] === 'string' || typeof entry[1] === 'number',
      ),
    );
  } catch {
    return {};
  }
}

/**
 * A stored text (`prefix` + kind, parameters as JSON) in the reader's language; `fallback` when
 * the kind is not in the catalogue.
 */
export function renderStored(
  prefix: string,
  kind: string | null | undefined,
  paramsJson: string | null | undefined,
  language: Language,
  fallback: TextKey,
): string {
  const key = `${prefix}${kind ?? ''}`;
  const params = parseParams(paramsJson);
  return render({ key: isTextKey(key) ? key : fallback, params }, language);
}

/** JSON for a kind's parameters, to store beside the kind. */
export const storeParams = (params: Record<string, TextValue>): string => JSON.stringify(params);
