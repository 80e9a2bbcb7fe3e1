import type { Static } from '@sinclair/typebox';
import type { NewsItem } from '../../contract/content';
import { storedName, type Language } from '../../texts';

/** A news row joined with its category; `NEWS_SELECT` has no WHERE, so callers add theirs. */
export type NewsRow = {
  id: number;
  title: string;
  summary: string;
  cover: string;
  category_id: number;
  category_name: string;
  category_kind: string | null;
  read_count: number;
  like_count: number;
  is_top: 0 | 1;
  published_at: number;
};

export const NEWS_COLUMNS = `n.id, n.title, n.summary, n.cover, n.category_id, c.name AS category_name,
  c.name_kind AS category_kind,  n.read_count, n.like_count, n.is_top, n.published_at`;
export const NEWS_FROM = 'FROM news n JOIN news_categories c ON c.id = n.category_id';
export const NEWS_SELECT = `SELECT ${NEWS_COLUMNS} ${NEWS_FROM}`;

/** Pinned items first, then newest first. */
export const NEWS_ORDER = 'n.is_top DESC, n.published_at DESC, n.id DESC';

/** A news category's name in the reader's language. */
export const newsCategoryName = (
  row: { name: string; name_kind: string | null },
  language: Language,
): string => storedName('newsCategory.', row.name_kind, row.name, language);

export const toNewsItem = (row: NewsRow, language: Language): Static<typeof NewsItem> => ({
  id: row.id,
  title: row.title,
  summary: row.summary,
  cover: row.cover,
  category: {
    id: row.category_id,
    name: newsCategoryName({ name: row.category_name, name_kind: row.category_kind }, language),
  },
  read_count: row.read_count,
  like_count: row.like_count,
  is_top: row.is_top === 1,
  published_at: row.published_at,
});
