import { Button, DotLoading } from 'shared/ui-kit-core';
import { ExclamationCircleOutline } from 'antd-mobile-icons';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isRequestError } from 'shared/request';
import {
  DelayedLoading,
  EmptyState,
  NetworkLostView,
  StatusBlock,
  TimeoutView,
  useOnlineStatus,
} from 'shared/ui';
import { PAGE_LOADING_DELAY_MS } from 'shared/constants';
import { errorText } from './request-error-text';
import { RefusalView } from './refusal-view';
import styles from './async-view.module.css';
import type { AsyncState } from './use-async-data';

/** A small loading line for widgets and list footers, shown only after 200 ms (spec 9). */
export function CompactLoading() {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), PAGE_LOADING_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!shown) return <div className={styles.compactSpace} />;
  return (
    <div role="status" aria-live="polite" className={styles.compact}>
      <DotLoading color="primary" />
      <span>{t('page.loading')}</span>
    </div>
  );
}

/** A one-line "no data" for widgets, where the full empty state would be too large. */
export function CompactEmpty() {
  const { t } = useTranslation();
  return <p className={styles.compact}>{t('empty.data')}</p>;
}

export type InlineErrorProps = {
  error: unknown;
  onRetry: () => void;
  /** One line with a Retry button (widgets, list footers) instead of a full view. */
  compact?: boolean;
};

/**
 * A load that failed, shown where its content would be, with a way to try again: the spec's
 * network-lost and timeout views for those failures, else the catalogue's message and Retry.
 */
export function InlineError({ error, onRetry, compact = false }: InlineErrorProps) {
  const { t } = useTranslation();
  const online = useOnlineStatus();
  const kind = isRequestError(error) ? error.kind : undefined;
  const message = errorText(error, (key, options) => t(key, options));
  // No reply: the network-lost view is for a phone that is offline; online, the server (or the
  // way to it) failed, and the request client has toasted which call.
  const offline = kind === 'network' && !online;
  if (compact) {
    const text = offline ? t('network.lost') : message;
    return (
      <div role="alert" className={styles.compact}>
        <span>{text}</span>
        <Button size="mini" color="primary" fill="outline" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  if (offline) return <NetworkLostView onRetry={onRetry} />;
  if (kind === 'timeout') return <TimeoutView onRetry={onRetry} />;
  // A refusal by role stays a refusal however often it is retried.
  if (isRequestError(error) && error.kind === 'business' && String(error.code) === '403') {
    return <RefusalView reason={message} />;
  }
  return (
    <div role="alert">
      <StatusBlock
        Picture={ExclamationCircleOutline}
        title={t('page.loadFailed')}
        description={message}
      >
        <Button color="primary" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      </StatusBlock>
    </div>
  );
}

export type AsyncViewProps<T> = {
  state: AsyncState<T>;
  onRetry: () => void;
  /** The content for the loaded data. */
  children: (data: T) => ReactNode;
  /** When true for the loaded data, `empty` is shown instead of the content. */
  isEmpty?: (data: T) => boolean;
  /** Defaults to the "no data" empty state. */
  empty?: ReactNode;
  /** Widget size: small loading and error lines. */
  compact?: boolean;
};

/** The three states of a load in one place: loading (after 200 ms), error with retry, data. */
export function AsyncView<T>({
  state,
  onRetry,
  children,
  isEmpty,
  empty,
  compact = false,
}: AsyncViewProps<T>) {
  if (state.status === 'loading') return compact ? <CompactLoading /> : <DelayedLoading />;
  if (state.status === 'error') {
    return <InlineError error={state.error} onRetry={onRetry} compact={compact} />;
  }
  if (isEmpty?.(state.data)) {
    return <>{empty ?? (compact ? <CompactEmpty /> : <EmptyState />)}</>;
  }
  return <>{children(state.data)}</>;
}
