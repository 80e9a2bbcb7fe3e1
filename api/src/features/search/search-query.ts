import type { Static } from '@sinclair/typebox';
import type { SearchKind, SearchResult } from '../../contract/search';
import { badInput } from '../../http/api-error';
import { isTextKey, namedParams, parseParams, render, type Language } from '../../texts';
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

export type IndexRow = {
  kind: Kind;
  ref_id: number;
  title: string;
  body: string;
  text_kind: string | null;
  text_params: string | null;
};

/**
 * Columns of `search_index` with its row's stored text (`search_texts`: a kind and its
 * parameters), for `FROM ${SEARCH_FROM}`. The conditions of `matchCondition` still name
 * `search_index` and its own columns.
 */
export const SEARCH_COLUMNS =
  'search_index.kind, search_index.ref_id, title, body, t.text_kind, t.text_params';
export const SEARCH_FROM = `search_index LEFT JOIN search_texts t
  ON t.kind = search_index.kind AND t.ref_id = search_index.ref_id`;

/** Parameters of search texts that name groupings: a file's folder path and its uploader. */
const NAMED_PARAMS = { folder: 'kbFolder.', uploader: 'department.' };

/** A result's text in the reader's language: its stored text when it has one, else its body. */
function textOf(row: IndexRow, language: Language): string {
  const key = `search.${row.text_kind ?? ''}`;
  if (!row.text_kind || !isTextKey(key)) return row.body;
  return render(
    { key, params: namedParams(parseParams(row.text_params), NAMED_PARAMS, language) },
    language,
  );
}

function snippetOf(body: string, keyword: string): string {
  const at = body.toLowerCase().indexOf(keyword.toLowerCase());
  const start = at < 0 ? 0 : Math.max(0, at - SNIPPET_LEAD);
  const text = body.slice(start, start + SNIPPET_LENGTH);
  return `${start > 0 ? '…' : ''}${text}${start + SNIPPET_LENGTH < body.length ? '…' : ''}`;
}

export const toSearchResult =
  (keyword: string, language: Language) =>
  (row: IndexRow): Static<typeof SearchResult> => ({
    type: row.kind,
    id: Number(row.ref_id),
    title: row.title,
    snippet: snippetOf(textOf(row, language), keyword),
    link: `${ROUTES[row.kind]}${Number(row.ref_id)}`,
  });
