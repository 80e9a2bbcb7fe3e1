import { Outlet, useLoaderData, useLocation } from 'react-router';
import { tabIndexOfPath } from 'shared/paths';
import { LAYOUT_MAX_WIDTH, PAGE_BACKGROUND } from 'shared/constants';
import type { GuardData } from '../router/guard-loader';
import { NavBarView } from './nav-bar-view';
import { TabBar } from './tab-bar';

export function AppLayout() {
  const { pathname } = useLocation();
  const guard = useLoaderData() as GuardData | undefined;
  const isTabPage = tabIndexOfPath(pathname) !== undefined;
  return (
    <div style={{ maxWidth: LAYOUT_MAX_WIDTH, margin: '0 auto', minHeight: '100vh', background: PAGE_BACKGROUND }}>
      <NavBarView />
      <main>{guard?.blocked ? null : <Outlet />}</main>
      {isTabPage && <TabBar />}
    </div>
  );
}
