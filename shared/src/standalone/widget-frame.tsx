import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorBoundary } from 'shared/ui';
import type { PlainMessageKey } from 'shared/i18n';
import { InlineError } from './async-view';

const headerStyle: CSSProperties = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  padding: '12px 12px 4px',
};

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
    <div style={{ background: '#ffffff' }}>
      <div style={headerStyle}>
        <h2 style={{ margin: 0, fontSize: 16, fontWeight: 600 }}>{t(title)}</h2>
        {moreTo ? (
          <Link to={moreTo} style={{ color: '#999999', fontSize: 13, textDecoration: 'none' }}>
            {t('area.more')}
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
