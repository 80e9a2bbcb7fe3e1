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

/** The texts of a page in `language` that belong to the other language's catalogue. */
export function textsInOtherLanguage(texts: readonly string[], language: CheckLanguage): string[] {
  const own = catalogues[language];
  const other = catalogues[language === 'en' ? 'zh-CN' : 'en'];
  const found: string[] = [];
  for (const raw of texts) {
    const text = normalise(raw);
    if (own.exact.has(text) || own.patterns.some((p) => p.pattern.test(text))) continue;
    if (other.exact.has(text)) {
      found.push(`"${text}"`);
    } else {
      const match = other.patterns.find((p) => p.pattern.test(text));
      if (match) found.push(`"${text}" (from "${match.value}")`);
    }
  }
  return found;
}
