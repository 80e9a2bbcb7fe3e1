import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TAB_ROUTES } from 'shared/paths';

export function TabBar() {
  const { t } = useTranslation();
  return (
    <nav aria-label="tabs" style={{ position: 'fixed', bottom: 0, left: 0, right: 0, height: 50, display: 'flex', background: '#fff' }}>
      {TAB_ROUTES.map((tab) => (
        <NavLink key={tab.path} to={tab.path} end style={({ isActive }) => ({ flex: 1, fontSize: 10, color: isActive ? '#ff801a' : '#999999', textAlign: 'center' })}>
          {t(tab.labelKey)}
        </NavLink>
      ))}
    </nav>
  );
}
