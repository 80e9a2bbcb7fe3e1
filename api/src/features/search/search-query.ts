import type { Static } from '@sinclair/typebox';
import type { SearchKind, SearchResult } from '../../contract/search';
import { badInput } from '../../http/api-error';
import { likePattern } from '../content/material-row';

export type Kind = Static<typeof SearchKind>;

/** The order groups are listed in. */
export const SEARCH_KINDS: readonly Kind[] = ['course', 'question', 'news', 'material', 'file'];

/** The app route that opens each kind of result. */
const ROUTES: Record<Kind, string> = {
  course: '/pagesTrain/course/course?id=',
  question: '/pagesExam/questions/index?id=',
  news: '/pages/news/detail?id=',
  material: '/pagesPublic/material/index?id=',
  file: '/pagesUser/file/look?id=',
};

/** How much text a snippet shows, and how much of it comes before the match. */
const SNIPPET_LENGTH = 60;
const SNIPPET_LEAD = 15;

/**
 * A WHERE condition over `search_index` and its one parameter, `@needle`.
 * Trigrams need 3 characters: longer keywords are one quoted FTS5 phrase (a `"` inside is
 * doubled, so operators like NEAR, *, -, ( in user input are plain text); shorter ones are a
 * LIKE scan with `%`, `_` and `\` escaped.
 */
export function matchCondition(keyword: string): { where: string; needle: string; order: string } {
  if ([...keyword].length >= 3) {
    return {
      where: 'search_index MATCH @needle',
      needle: `"${keyword.replace(/"/g, '""')}"`,
      order: 'rank, rowid',
    };
  }
  return {
    where: "(title LIKE @needle ESCAPE '\\' OR body LIKE @needle ESCAPE '\\')",
    needle: likePattern(keyword),
    order: "(title LIKE @needle ESCAPE '\\') DESC, rowid",
  };
}

/** The keyword trimmed; blank is bad input naming the field. */
export function cleanKeyword(raw: string): string {
  const keyword = raw.trim();
  if (!keyword) throw badInput('input.keywordBlank');
  return keyword;
}

export type IndexRow = { kind: Kind; ref_id: number; title: string; body: string };

function snippetOf(body: string, keyword: string): string {
  const at = body.toLowerCase().indexOf(keyword.toLowerCase());
  const start = at < 0 ? 0 : Math.max(0, at - SNIPPET_LEAD);
  const text = body.slice(start, start + SNIPPET_LENGTH);
  return `${start > 0 ? '…' : ''}${text}${start + SNIPPET_LENGTH < body.length ? '…' : ''}`;
}

export const toSearchResult =
  (keyword: string) =>
  (row: IndexRow): Static<typeof SearchResult> => ({
    type: row.kind,
    id: Number(row.ref_id),
    title: row.title,
    snippet: snippetOf(row.body, keyword),
    link: `${ROUTES[row.kind]}${Number(row.ref_id)}`,
  });
