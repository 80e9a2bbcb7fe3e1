import { CONTENT_TEXTS } from './content-texts';
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
  ...CONTENT_TEXTS,
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

/**
 * A stored name (a category, a catalogue, a form field's label) in the reader's language: the
 * catalogue's words for `prefix` + kind, or the name as it was written when the kind is unknown.
 */
export function storedName(
  prefix: string,
  kind: string | null | undefined,
  name: string,
  language: Language,
): string {
  const key = `${prefix}${kind ?? ''}`;
  return kind && isTextKey(key)
    ? render({ key, params: {} }, language)
    : render({ key: 'name.asWritten', params: { name } }, language);
}

/**
 * The kinds under `prefix` whose catalogue name is `name` in either language: how a name a
 * reader sent back (a filter value) finds the rows it stands for.
 */
export function kindsNamed(prefix: string, name: string): string[] {
  return Object.entries(TEXTS)
    .filter(
      ([key, value]) => key.startsWith(prefix) && (value.en === name || value['zh-CN'] === name),
    )
    .map(([key]) => key.slice(prefix.length));
}

/**
 * The kind to store for a seeded name written in Chinese (`prefix` + kind in the catalogue);
 * throws for a name the catalogue lacks, so every seeded grouping reads in both languages.
 */
export function seededKind(prefix: string, chineseName: string): string {
  const kind = kindsByChineseName().get(`${prefix}\u0000${chineseName}`);
  if (kind === undefined) throw new Error(`no ${prefix}* text named ${chineseName}`);
  return kind;
}

let chineseNames: Map<string, string> | undefined;

/** Each key's kind by its prefix (up to the last dot) and Chinese text, built once. */
function kindsByChineseName(): Map<string, string> {
  chineseNames ??= new Map(
    Object.entries(TEXTS).map(([key, value]) => {
      const cut = key.lastIndexOf('.') + 1;
      return [`${key.slice(0, cut)}\u0000${value['zh-CN']}`, key.slice(cut)];
    }),
  );
  return chineseNames;
}

/**
 * Parameters that name stored groupings, in the reader's language: a parameter `p` listed in
 * `prefixes` whose sibling `pKind` holds the grouping's kind (for a path of names, the path of
 * kinds, both '/'-separated) reads as the catalogue's `prefix` + kind; a segment without a known
 * kind stays as written.
 */
export function namedParams(
  params: Record<string, TextValue>,
  prefixes: Record<string, string>,
  language: Language,
): Record<string, TextValue> {
  const named = { ...params };
  for (const [param, prefix] of Object.entries(prefixes)) {
    const value = params[param];
    const kinds = params[`${param}Kind`];
    if (typeof value !== 'string' || typeof kinds !== 'string') continue;
    const kindList = kinds.split('/');
    named[param] = value
      .split('/')
      .map((name, i) => storedName(prefix, kindList[i] || null, name, language))
      .join('/');
  }
  return named;
}
