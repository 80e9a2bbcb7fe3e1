import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorBoundary } from 'shared/ui';
import type { PlainMessageKey } from 'shared/i18n';
import { RightOutline } from 'antd-mobile-icons';
import { InlineError } from './async-view';
import styles from './widget-frame.module.css';

export type WidgetFrameProps = {
  /** The widget's heading. */
  title: PlainMessageKey;
  /** A "More" link to the area page that lists everything. */
  moreTo?: string;
  children: ReactNode;
};

/**
 * A home-page widget's frame: heading, optional "More" link, and an error boundary so a widget
 * that throws shows a one-line error with Retry and never breaks the host's page. It draws no
 * card of its own: the host puts each widget in its card.
 */
export function WidgetFrame({ title, moreTo, children }: WidgetFrameProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.frame}>
      <div className={styles.header}>
        <h2 className={styles.title}>{t(title)}</h2>
        {moreTo ? (
          <Link to={moreTo} className={styles.more}>
            {t('area.more')}
            <RightOutline aria-hidden />
          </Link>
        ) : null}
      </div>
      <ErrorBoundary
        fallback={(error, retry) => <InlineError error={error} onRetry={retry} compact />}
      >
        {children}
      </ErrorBoundary>
    </div>
  );
}
