import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBoundary } from 'shared/ui';
import type { PlainMessageKey } from 'shared/i18n';
import { InlineError } from './async-view';
import { MoreLink } from './more-link';
import sectionStyles from './section.module.css';

export type WidgetFrameProps = {
  /** The widget's heading. */
  title: PlainMessageKey;
  /** A "More" link to the area page that lists everything. */
  moreTo?: string;
  children: ReactNode;
};

/**
 * A home-page widget's frame, the look of a page `Section`: the heading and optional "More" link
 * on the page background, the content on a card below, and an error boundary so a widget that
 * throws shows a one-line error with Retry and never breaks the host's page.
 */
export function WidgetFrame({ title, moreTo, children }: WidgetFrameProps) {
  const { t } = useTranslation();
  return (
    <div>
      <div className={sectionStyles.header}>
        <h2 className={sectionStyles.title}>{t(title)}</h2>
        {moreTo ? <MoreLink to={moreTo}>{t('area.more')}</MoreLink> : null}
      </div>
      <div className={sectionStyles.card}>
        <ErrorBoundary
          fallback={(error, retry) => <InlineError error={error} onRetry={retry} compact />}
        >
          {children}
        </ErrorBoundary>
      </div>
    </div>
  );
}
