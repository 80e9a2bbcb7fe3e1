import { PullToRefresh } from 'shared/ui-kit-core';
import { useCallback, useEffect, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLoaderData, useLocation } from 'react-router';
import { LAYOUT_BASE_WIDTH, LAYOUT_MAX_WIDTH, PAGE_BACKGROUND } from 'shared/constants';
import { tabIndexOfPath } from 'shared/paths';
import type { GuardData } from '../router/guard-loader';
import { NavBarView } from './nav-bar-view';
import { usePageMeta } from './page-meta-store';
import { TAB_BAR_SPACE, TabBar } from './tab-bar';

const frameStyle: CSSProperties = { minHeight: '100vh', background: PAGE_BACKGROUND };

// Designed at 375 px, fluid up to 960 px and centred beyond. `--design-px` is one design pixel
// at the current width, for pages that scale a drawing with the screen.
const columnStyle = {
  position: 'relative',
  maxWidth: LAYOUT_MAX_WIDTH,
  minHeight: '100vh',
  margin: '0 auto',
  background: PAGE_BACKGROUND,
  '--design-px': `calc(min(100vw, ${LAYOUT_MAX_WIDTH}px) / ${LAYOUT_BASE_WIDTH})`,
} as CSSProperties;

/**
 * The frame around every page: nav bar (unless the page hides it), the page area with
 * pull-down refresh where the page asks for it, and the tab bar on the five tab pages.
 */
export function AppLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const guard = useLoaderData() as GuardData | undefined;
  const meta = usePageMeta(pathname);
  const tab = tabIndexOfPath(pathname);
  const [refreshCount, setRefreshCount] = useState(0);

  // Re-mounting the page makes it load its data again: the same as a fresh visit.
  const handleRefresh = useCallback(async () => {
    setRefreshCount((n) => n + 1);
  }, []);

  const title = t(meta.title ?? 'app.name');
  useEffect(() => {
    document.title = title;
  }, [title]);

  return (
    <div style={frameStyle}>
      <div style={columnStyle}>
        {meta.navBar && <NavBarView title={meta.title} />}
        <main style={tab === undefined ? undefined : { paddingBottom: TAB_BAR_SPACE }}>
          {/* Always rendered (disabled when off), so switching it never re-mounts the page. */}
          <PullToRefresh disabled={!meta.pullDownRefresh} onRefresh={handleRefresh}>
            {guard?.blocked ? null : <Outlet key={refreshCount} />}
          </PullToRefresh>
        </main>
        {tab !== undefined && <TabBar selected={tab} />}
      </div>
    </div>
  );
}
