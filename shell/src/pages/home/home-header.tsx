import { SearchOutline } from 'antd-mobile-icons';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { THEME_COLOR } from 'shared/constants';
import { PATHS } from 'shared/paths';

const headerStyle: CSSProperties = {
  padding: 'calc(12px + env(safe-area-inset-top)) 12px 16px',
  background: `linear-gradient(180deg, ${THEME_COLOR} 0%, #ffa35c 100%)`,
  color: '#ffffff',
};

const searchStyle: CSSProperties = {
  display: 'flex',
  alignItems: 'center',
  gap: 6,
  marginTop: 10,
  height: 34,
  padding: '0 12px',
  borderRadius: 17,
  background: '#ffffff',
  color: '#999999',
  fontSize: 13,
  textDecoration: 'none',
};

/** The app name and the search entry (the home page has no nav bar: spec 2). */
export function HomeHeader() {
  const { t } = useTranslation();
  return (
    <header style={headerStyle}>
      <h1 style={{ margin: 0, fontSize: 18, fontWeight: 600 }}>{t('app.name')}</h1>
      <Link to={PATHS.content.search} style={searchStyle}>
        <SearchOutline aria-hidden style={{ fontSize: 16 }} />
        <span>{t('home.search')}</span>
      </Link>
    </header>
  );
}
