import { RedoOutline } from 'antd-mobile-icons';
import { Suspense, lazy, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RemoteName, RemoteWidgetModule } from 'shared/federation';
import type { PlainMessageKey } from 'shared/i18n';
import { ErrorBoundary } from 'shared/ui';
import { loadRemoteModule, readyRemoteModule } from '../../federation/load-remote-module';
import { reportCaught } from '../../reports/client-reports';
import styles from './remote-widget.module.css';

/** A widget that failed: logged, and reported as its remote's (client reports). */
function widgetFailed(remote: string, error: unknown): void {
  console.warn('A home widget failed', error);
  reportCaught(remote, error);
}

export type RemoteWidgetProps = {
  remote: RemoteName;
  /** The exposed module, e.g. 'widgets/latest-news'. */
  expose: string;
  /** Names the widget's region, and its retry card. */
  label: PlainMessageKey;
  /** Called with `expose` once the widget has shown, or has failed to. */
  onSettled?: (expose: string) => void;
  /** 'banner': the 5:2 carousel under the header (its placeholder keeps that shape). */
  kind?: 'card' | 'banner';
};

function Settled({ onSettled, children }: { onSettled: () => void; children: ReactNode }) {
  useEffect(onSettled, [onSettled]);
  return children;
}

/**
 * A widget a remote exposes for the home page, fetched at run time. While it loads the card
 * keeps its place; if it fails, a small card offers to try again, and the rest of the home
 * page is untouched.
 */
export function RemoteWidget({
  remote,
  expose,
  label,
  onSettled,
  kind = 'card',
}: RemoteWidgetProps) {
  const { t } = useTranslation();
  const [attempt, setAttempt] = useState(0);
  const Widget = useMemo(
    () =>
      // A widget whose code is already here (home's first widgets) renders without a loading pass.
      (attempt === 0 && readyRemoteModule<RemoteWidgetModule>(remote, expose)?.default) ||
      lazy(() => loadRemoteModule<RemoteWidgetModule>(remote, expose)),
    // A new attempt is a new lazy component, so a failed load is not cached.
    [remote, expose, attempt],
  );
  const handleRetry = useCallback(() => setAttempt((n) => n + 1), []);
  const handleError = useCallback((error: unknown) => widgetFailed(remote, error), [remote]);
  const settle = useCallback(() => {
    onSettled?.(expose);
  }, [onSettled, expose]);
  const name = t(label);
  // The banner is a card home draws; any other widget draws its heading and card itself.
  const slot = kind === 'banner' ? `${styles.slot} ${styles.card} ${styles.banner}` : styles.slot;
  const card = kind === 'banner' ? slot : `${styles.slot} ${styles.card}`;
  const failed = (
    <Settled onSettled={settle}>
      <div className={card}>
        <button
          type="button"
          className={styles.failed}
          aria-label={`${name}: ${t('home.widgetFailed')}`}
          onClick={handleRetry}
        >
          <span className={styles.failedTitle}>{name}</span>
          <span className={styles.failedText}>
            <RedoOutline aria-hidden />
            {t('home.widgetFailed')}
          </span>
        </button>
      </div>
    </Settled>
  );
  return (
    <section aria-label={name}>
      {/* One widget's failure (its remote is down, or it throws) stays inside that widget; a
          retry is a new boundary around a new lazy component. */}
      <ErrorBoundary key={attempt} fallback={failed} onError={handleError}>
        <Suspense fallback={<div aria-busy="true" className={`${card} ${styles.placeholder}`} />}>
          <Settled onSettled={settle}>
            <div className={slot}>
              <Widget />
            </div>
          </Settled>
        </Suspense>
      </ErrorBoundary>
    </section>
  );
}
