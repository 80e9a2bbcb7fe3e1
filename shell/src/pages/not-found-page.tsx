import { ErrorBlock } from 'shared/ui-kit-core';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { THEME_COLOR } from 'shared/constants';
import { PATHS } from 'shared/paths';
import { useShellPageMeta } from '../layout/use-shell-page-meta';

const homeLinkStyle: CSSProperties = {
  display: 'inline-block',
  marginTop: 8,
  padding: '8px 24px',
  borderRadius: 20,
  background: THEME_COLOR,
  color: '#ffffff',
  fontSize: 14,
  textDecoration: 'none',
};

/** A path no page answers (also an unknown page inside a remote's area): a way back home. */
export function NotFoundPage() {
  const { t } = useTranslation();
  useShellPageMeta('page.notFound');
  return (
    <div style={{ padding: '48px 16px' }}>
      <ErrorBlock status="empty" title={t('page.notFound')} description={t('notFound.description')}>
        <Link to={PATHS.shell.home} style={homeLinkStyle}>
          {t('notFound.home')}
        </Link>
      </ErrorBlock>
    </div>
  );
}
