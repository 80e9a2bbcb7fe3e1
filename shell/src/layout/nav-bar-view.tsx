import { useTranslation } from 'react-i18next';
import { usePageMetaStore } from './page-meta-store';

export function NavBarView() {
  const { t } = useTranslation();
  const { navBar, title } = usePageMetaStore();
  if (!navBar) return null;
  return <header style={{ height: 45, lineHeight: '45px', textAlign: 'center', color: '#000', background: '#fff' }}>{t(title ?? 'app.name')}</header>;
}
