import { Button } from 'shared/ui-kit-core';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AsyncView, CompactLoading, InlineError } from './async-view';
import type { AsyncState } from './use-async-data';
import type { PagedData } from './use-paged-data';
import styles from './paged-footer.module.css';

/** Loads the next page when the footer scrolls into view (infinite scroll on long lists). */
function useLoadWhenVisible(paged: PagedData<unknown>) {
  const ref = useRef<HTMLDivElement>(null);
  const ready = paged.hasMore && !paged.loadingMore && !paged.moreError;
  const { loadMore } = paged;
  useEffect(() => {
    const element = ref.current;
    if (!ready || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) loadMore();
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ready, loadMore]);
  return ref;
}

/**
 * Under a paged list: the next page loads as the footer comes into view; the Load more button
 * stays for keyboards and screen readers; then its loading and error lines, or "No more".
 */
export function PagedFooter({ paged }: { paged: PagedData<unknown> }) {
  const { t } = useTranslation();
  const sentinel = useLoadWhenVisible(paged);
  if (paged.loadingMore) return <CompactLoading />;
  if (paged.moreError) {
    return <InlineError error={paged.moreError} onRetry={paged.loadMore} compact />;
  }
  if (!paged.hasMore) {
    return <p className={styles.noMore}>{t('area.noMore')}</p>;
  }
  return (
    <div ref={sentinel} className={styles.loadMore}>
      <Button block fill="outline" onClick={paged.loadMore}>
        {t('area.loadMore')}
      </Button>
    </div>
  );
}

export type PagedViewProps<T> = {
  paged: PagedData<T>;
  /** The loaded items (all pages so far). */
  children: (items: readonly T[]) => ReactNode;
  /** Shown when the first page is empty; the "no data" empty state by default. */
  empty?: ReactNode;
};

/** A paged list's states: loading, error with retry, empty, or the items and their footer. */
export function PagedView<T>({ paged, children, empty }: PagedViewProps<T>) {
  const state: AsyncState<readonly T[]> =
    paged.status === 'success'
      ? { status: 'success', data: paged.items }
      : paged.status === 'error'
        ? { status: 'error', error: paged.error }
        : { status: 'loading' };
  return (
    <AsyncView
      state={state}
      onRetry={paged.reload}
      isEmpty={(items) => items.length === 0}
      empty={empty}
    >
      {(items) => (
        <>
          {children(items)}
          <PagedFooter paged={paged} />
        </>
      )}
    </AsyncView>
  );
}
