import { useCallback, useEffect, useRef, useState, type DependencyList } from 'react';
import { isRequestError } from 'shared/request';
import { useAsyncData } from './use-async-data';

/** A page of a list as the API answers it (`paged(...)` in the contract). */
export type ListPage<T> = { list: T[]; total: number; page: number; pageSize: number };

export type PagedData<T, P extends ListPage<T> = ListPage<T>> = {
  status: 'loading' | 'success' | 'error';
  /** The first page as answered, with any extra facts the API puts beside the list. */
  firstPage: P | null;
  /** Every item loaded so far, in order. */
  items: readonly T[];
  total: number;
  /** The first page's error (the whole list failed). */
  error: unknown;
  hasMore: boolean;
  loadingMore: boolean;
  /** A later page's error: the items stay, and loadMore tries that page again. */
  moreError: unknown;
  loadMore: () => void;
  reload: () => void;
};

/**
 * A paged list: the first page like useAsyncData (again when `deps` or the session change), then
 * each next page appended by `loadMore`.
 */
export function usePagedData<P extends ListPage<unknown>>(
  loadPage: (page: number, signal: AbortSignal) => Promise<P>,
  deps: DependencyList,
): PagedData<P['list'][number], P> {
  type T = P['list'][number];
  type More = { after: P | null; pages: P[]; loading: boolean; error: unknown };
  const first = useAsyncData((signal) => loadPage(1, signal), deps);
  const firstPage = first.status === 'success' ? first.data : null;
  const [state, setMore] = useState<More>({ after: null, pages: [], loading: false, error: null });
  // Later pages belong to the first page they followed: a new first page (new filter, reload,
  // another session) starts the list again, with no stale pages even for one render.
  const more: More =
    state.after === firstPage
      ? state
      : { after: firstPage, pages: [], loading: false, error: null };
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), [firstPage]);

  const pages = firstPage ? [firstPage, ...more.pages] : [];
  const items: T[] = pages.flatMap((page) => page.list);
  const last = pages[pages.length - 1];
  const total = last?.total ?? 0;
  const hasMore = last !== undefined && items.length < total && last.list.length > 0;

  const loadMore = useCallback(() => {
    if (!firstPage || !last || more.loading || !hasMore) return;
    const next = new AbortController();
    controller.current = next;
    const base = { ...more, after: firstPage };
    setMore({ ...base, loading: true, error: null });
    loadPage(last.page + 1, next.signal).then(
      (page) => {
        if (next.signal.aborted) return;
        setMore({ ...base, pages: [...base.pages, page], loading: false, error: null });
      },
      (error: unknown) => {
        if (next.signal.aborted || (isRequestError(error) && error.kind === 'canceled')) return;
        setMore({ ...base, loading: false, error });
      },
    );
  }, [firstPage, last, hasMore, more, loadPage]);

  return {
    status: first.status,
    firstPage,
    items,
    total,
    error: first.status === 'error' ? first.error : null,
    hasMore,
    loadingMore: more.loading,
    moreError: more.error,
    loadMore,
    reload: first.reload,
  };
}
