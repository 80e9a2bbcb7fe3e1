// (d) System texts in the reader's language: a visible text of the product's own chrome that is
// a value of the OTHER language's catalogue (and not also one of this language's) is a text
// shown in the wrong language. Catalogue values with {{placeholders}} match any filling.
import { en } from '../../../../shared/src/i18n/messages-en';
import { zhCN } from '../../../../shared/src/i18n/messages-zh-cn';

export type CheckLanguage = 'en' | 'zh-CN';

type Matchers = { exact: Set<string>; patterns: { value: string; pattern: RegExp }[] };

const normalise = (text: string): string => text.replace(/\s+/g, ' ').trim();
const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A value worth matching: it has words (not only a placeholder, digits or punctuation). */
const hasWords = (text: string): boolean => /[A-Za-z\u4e00-\u9fff]{2,}|[\u4e00-\u9fff]/.test(text);

function matchersOf(catalogue: Record<string, string>): Matchers {
  const exact = new Set<string>();
  const patterns: Matchers['patterns'] = [];
  for (const raw of Object.values(catalogue)) {
    const value = normalise(raw);
    if (!value.includes('{{')) {
      if (hasWords(value)) exact.add(value);
      continue;
    }
    const literal = value.replace(/\{\{[^}]*\}\}/g, '');
    if (!hasWords(literal)) continue;
    const source = value
      .split(/\{\{[^}]*\}\}/)
      .map(escape)
      .join('.+?');
    patterns.push({ value, pattern: new RegExp(`^${source}$`) });
  }
  return { exact, patterns };
}

const catalogues: Record<CheckLanguage, Matchers> = {
  en: matchersOf(en),
  'zh-CN': matchersOf(zhCN),
};

/** Message keys, with and without their plural suffixes: a key on screen is a missing text. */
const KEYS = new Set(
  Object.keys(en).flatMap((key) => [key, key.replace(/_(zero|one|two|few|many|other)$/, '')]),
);

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;
const LATIN_WORDS = /[A-Za-z]+(?:['’-][A-Za-z]+)*/g;

/**
 * The texts of a page in `language` that are in the other language: a value of the other
 * catalogue (not also one of this one's), or, for what no catalogue has (texts written into the
 * code, or a server message), a Chinese-only text on an English page or an English phrase (three
 * words or more, no Chinese, some lowercase) on a Chinese page.
 *
 * `content` holds the strings the API sent: the seeded content (titles, names, categories,
 * question options) is Chinese whatever the reader's language, so on an English page a Chinese
 * text that is the API's own is content, not a system text. English from the API on a Chinese
 * page (a server message, a label) is still reported.
 */
export function textsInOtherLanguage(
  texts: readonly string[],
  language: CheckLanguage,
  content: ReadonlySet<string> = new Set(),
): string[] {
  const own = catalogues[language];
  const other = catalogues[language === 'en' ? 'zh-CN' : 'en'];
  const found: string[] = [];
  for (const raw of texts) {
    const text = normalise(raw);
    if (KEYS.has(text)) {
      found.push(`"${text}" (a message key: its text is missing)`);
      continue;
    }
    if (own.exact.has(text) || own.patterns.some((p) => p.pattern.test(text))) continue;
    if (language === 'en' && isContent(text, content)) continue;
    if (other.exact.has(text)) {
      found.push(`"${text}"`);
      continue;
    }
    const match = other.patterns.find((p) => p.pattern.test(text));
    if (match) {
      found.push(`"${text}" (as "${match.value}")`);
    } else if (language === 'en' && CJK.test(text) && !/[A-Za-z]/.test(text)) {
      found.push(`"${text}" (Chinese, in no catalogue)`);
    } else if (
      language === 'zh-CN' &&
      !CJK.test(text) &&
      // A text without a lowercase letter is a code (a certificate serial), not a phrase.
      /[a-z]/.test(text) &&
      (text.match(LATIN_WORDS) ?? []).length >= 3
    ) {
      found.push(`"${text}" (English, in no catalogue)`);
    }
  }
  return found;
}

/**
 * Whether a Chinese text is the API's content: one of its strings, part of one (a heading in an
 * article's HTML), or made of them with only numbers and punctuation around ("销售技巧 (3)",
 * "11/30 · 上海徐汇旗舰店").
 */
function isContent(text: string, content: ReadonlySet<string>): boolean {
  if (content.has(text)) return true;
  const parts: string[] = [];
  for (const item of content) {
    if (item.length > text.length && item.includes(text)) return true;
    if (item.length >= 2 && CJK.test(item) && text.includes(item)) parts.push(item);
  }
  // Longest first, so "空调产品知识" goes whole before the "空调" inside it.
  let rest = text;
  for (const part of parts.sort((a, b) => b.length - a.length)) rest = rest.split(part).join(' ');
  return parts.length > 0 && !CJK.test(rest);
}

/** Every string in an API reply (normalised), to tell content from the product's own texts. */
export function collectStrings(value: unknown, into: Set<string>): void {
  if (typeof value === 'string') {
    const text = normalise(value);
    if (text) into.add(text);
  } else if (Array.isArray(value)) {
    for (const item of value) collectStrings(item, into);
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) collectStrings(item, into);
  }
}
