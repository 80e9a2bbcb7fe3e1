import { Card } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PlainMessageKey } from '../i18n';
import { InlineError } from './async-view';
import { ErrorBoundary } from './error-boundary';

export type WidgetFrameProps = {
  /** The widget's heading. */
  title: PlainMessageKey;
  /** A "More" link to the area page that lists everything. */
  moreTo?: string;
  children: ReactNode;
};

/**
 * A home-page widget's card: heading, optional "More" link, and an error boundary so a widget
 * that throws shows a one-line error with Retry and never breaks the host's page.
 */
export function WidgetFrame({ title, moreTo, children }: WidgetFrameProps) {
  const { t } = useTranslation();
  const extra = moreTo ? (
    <Link to={moreTo} style={{ color: '#999999', fontSize: 13, textDecoration: 'none' }}>
      {t('area.more')}
    </Link>
  ) : null;
  return (
    <Card
      title={<h2 style={{ margin: 0, fontSize: 16 }}>{t(title)}</h2>}
      extra={extra}
      style={{ margin: '12px', borderRadius: 8 }}
    >
      <ErrorBoundary
        fallback={(error, retry) => <InlineError error={error} onRetry={retry} compact />}
      >
        {children}
      </ErrorBoundary>
    </Card>
  );
}
