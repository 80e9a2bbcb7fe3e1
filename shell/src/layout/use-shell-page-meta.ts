import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';
import type { PlainMessageKey } from 'shared/i18n';
import { defaultPageMeta, usePageMetaStore } from './page-meta-store';

/**
 * A shell page names its title; the nav bar and pull-down refresh follow the spec's lists for
 * its path. Set before paint, so the previous page's title never flashes.
 */
export function useShellPageMeta(title: PlainMessageKey | undefined): void {
  const { pathname } = useLocation();
  const setMeta = usePageMetaStore((s) => s.setMeta);
  useLayoutEffect(() => {
    setMeta({ ...defaultPageMeta(pathname), title });
  }, [pathname, title, setMeta]);
}
