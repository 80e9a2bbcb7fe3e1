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
  const first = useAsyncData((signal) => loadPage(1, signal), deps);
  const [more, setMore] = useState<{ pages: P[]; loading: boolean; error: unknown }>({
    pages: [],
    loading: false,
    error: null,
  });
  const controller = useRef<AbortController | null>(null);
  const firstPage = first.status === 'success' ? first.data : null;

  useEffect(() => {
    controller.current?.abort();
    setMore({ pages: [], loading: false, error: null });
  }, [firstPage]);
  useEffect(() => () => controller.current?.abort(), []);

  const pages = firstPage ? [firstPage, ...more.pages] : [];
  const items: T[] = pages.flatMap((page) => page.list);
  const last = pages[pages.length - 1];
  const total = last?.total ?? 0;
  const hasMore = last !== undefined && items.length < total && last.list.length > 0;

  const loadMore = useCallback(() => {
    if (!last || more.loading || !hasMore) return;
    const next = new AbortController();
    controller.current = next;
    setMore((m) => ({ ...m, loading: true, error: null }));
    loadPage(last.page + 1, next.signal).then(
      (page) => {
        if (!next.signal.aborted)
          setMore((m) => ({ pages: [...m.pages, page], loading: false, error: null }));
      },
      (error: unknown) => {
        if (next.signal.aborted || (isRequestError(error) && error.kind === 'canceled')) return;
        setMore((m) => ({ ...m, loading: false, error }));
      },
    );
    // loadPage reads what `deps` list; last/hasMore/loading are the state it depends on.
  }, [last, hasMore, more.loading, loadPage]);

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
