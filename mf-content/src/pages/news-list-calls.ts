import { NEWS_LIST_REQUESTS, api } from 'shared/request';

// The page the shell's HTML asks for before any script runs (shared/request NEWS_LIST_REQUESTS).
const { categories, firstPage } = NEWS_LIST_REQUESTS;
const PAGE_SIZE = firstPage.query.pageSize;

/** The category the news list opens on: a positive whole id in `category_id`, else all. */
export function newsCategoryOf(query: URLSearchParams): number | null {
  const id = Number(query.get('category_id'));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** The query of one page of the news list. */
export const newsPageQuery = (categoryId: number | null, page: number) => ({
  page,
  pageSize: PAGE_SIZE,
  ...(categoryId ? { category_id: categoryId } : {}),
});

/**
 * The news list's first calls, started by its route as the navigation begins (the page's own
 * identical calls take the replies): the categories and the first page of the open category.
 */
export function prefetchNewsList(query: URLSearchParams): void {
  api.prefetch(categories.path);
  api.prefetch(firstPage.path, { query: newsPageQuery(newsCategoryOf(query), 1) });
}
