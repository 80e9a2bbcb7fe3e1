/**
 * The languages the API writes texts in. A request's language comes from its Accept-Language
 * header: the first language range (by quality, then order) that is English or Chinese decides;
 * `en`, `en-US`… read English, `zh`, `zh-CN`, `zh-Hans`… read Chinese. A request without the
 * header, or naming neither language, reads Chinese, the product's own language.
 */
export const LANGUAGES = ['en', 'zh-CN'] as const;

export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'zh-CN';

type Range = { primary: string; quality: number; index: number };

function parseRange(part: string, index: number): Range {
  const [tag = '', ...parameters] = part.split(';').map((p) => p.trim());
  const q = parameters.find((p) => /^q=/i.test(p));
  const quality = q === undefined ? 1 : Number(q.slice(2));
  return {
    primary: tag.toLowerCase().split('-')[0] ?? '',
    quality: Number.isFinite(quality) ? quality : 0,
    index,
  };
}

/** The language to answer in for an Accept-Language header value (absent: Chinese). */
export function languageOf(header: string | readonly string[] | undefined): Language {
  const value = typeof header === 'string' ? header : header?.join(',');
  if (!value) return DEFAULT_LANGUAGE;
  const ranges = value
    .split(',')
    .map(parseRange)
    .filter((r) => r.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const range of ranges) {
    if (range.primary === 'en') return 'en';
    if (range.primary === 'zh') return 'zh-CN';
  }
  return DEFAULT_LANGUAGE;
}
