import { PullToRefresh } from 'shared/ui-kit-core';
import { useCallback, useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLoaderData, useLocation } from 'react-router';
import { LAYOUT_BASE_WIDTH, LAYOUT_MAX_WIDTH, TAB_BAR_STYLE } from 'shared/constants';
import { TAB_ROUTES, tabIndexOfPath } from 'shared/paths';
import { useRuntimePageTitle } from 'shared/standalone';
import { useAppName } from '../brand/use-app-name';
import type { GuardData } from '../router/guard-loader';
import { KeptTabPages } from '../router/kept-tab-pages';
import { useSessionEndedOn } from '../router/session-end';
import { NavBarView } from './nav-bar-view';
import { usePageMeta } from './page-meta-store';
import { TabBar } from './tab-bar';
import styles from './app-layout.module.css';

/**
 * The spec's layout numbers (spec 2 and 9) for every stylesheet below the frame:
 * `--layout-max-width` (960 px), `--tab-bar-height` (50 px) and `--design-px`, one design pixel
 * (of 375) at the current width, for pages that scale a drawing with the screen.
 */
export const LAYOUT_VARIABLES = {
  '--layout-max-width': `${LAYOUT_MAX_WIDTH}px`,
  '--tab-bar-height': `${TAB_BAR_STYLE.heightPx}px`,
  '--design-px': `calc(min(100vw, ${LAYOUT_MAX_WIDTH}px) / ${LAYOUT_BASE_WIDTH})`,
} as CSSProperties;

/**
 * The frame around every page: nav bar (unless the page hides it), the page area with
 * pull-down refresh where the page asks for it, and the tab bar on the five tab pages.
 */
export function AppLayout({ tabPage }: { tabPage: (path: string) => ReactNode }) {
  const { t } = useTranslation();
  const appName = useAppName();
  const { pathname } = useLocation();
  const guard = useLoaderData() as GuardData | undefined;
  const sessionEnded = useSessionEndedOn(pathname);
  const meta = usePageMeta(pathname);
  const tab = tabIndexOfPath(pathname);
  // The tab page's own path (home has two).
  const tabPath = tab === undefined ? undefined : TAB_ROUTES[tab].path;
  const [refreshes, setRefreshes] = useState<Record<string, number>>({});

  // Re-mounting the page makes it load its data again: the same as a fresh visit.
  const refreshed = tabPath ?? pathname;
  const handleRefresh = useCallback(async () => {
    setRefreshes((counts) => ({ ...counts, [refreshed]: (counts[refreshed] ?? 0) + 1 }));
  }, [refreshed]);

  // A page that names its title at run time (a catalogue's name) is shown by that name.
  const runtimeTitle = useRuntimePageTitle(pathname);
  const title = runtimeTitle ?? (meta.title ? t(meta.title) : appName);
  useEffect(() => {
    document.title = title;
  }, [title]);

  return (
    <div className={styles.frame} style={LAYOUT_VARIABLES}>
      <div className={styles.column}>
        {meta.navBar && <NavBarView title={title} />}
        <main className={tab === undefined ? undefined : styles.withTabBar}>
          {/* Always rendered (disabled when off), so switching it never re-mounts the page. */}
          <PullToRefresh disabled={!meta.pullDownRefresh} onRefresh={handleRefresh}>
            {guard?.blocked || sessionEnded ? null : tabPath ? (
              <KeptTabPages current={tabPath} page={tabPage} refreshes={refreshes} />
            ) : (
              <Outlet key={refreshes[pathname] ?? 0} />
            )}
          </PullToRefresh>
        </main>
        {tab !== undefined && <TabBar selected={tab} />}
      </div>
    </div>
  );
}
