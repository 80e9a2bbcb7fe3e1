import type { PlainMessageKey } from 'shared/i18n';
import { hasPullDownRefresh, hidesNavBar, normalizePath } from 'shared/paths';
import { create } from 'zustand';
import { specPageTitle } from './spec-page-titles';

/** What the layout needs to know about the page on screen; the page (or its remote route) sets it. */
export type PageMeta = {
  path: string;
  /** Undefined: the app name (spec: the default title is the app name). */
  title: PlainMessageKey | undefined;
  navBar: boolean;
  pullDownRefresh: boolean;
};

type PageMetaStore = PageMeta & { setMeta: (meta: PageMeta) => void };

export const usePageMetaStore = create<PageMetaStore>()((set) => ({
  path: '',
  title: undefined,
  navBar: true,
  pullDownRefresh: false,
  setMeta: (meta) => set(meta),
}));

export type ResolvedPageMeta = Omit<PageMeta, 'path'>;

/**
 * The spec's defaults for a path (spec 2): the page's own title where the spec path is known
 * (`page.<area>.<name>`), else the app name; nav bar unless hidden; pull-down on the lists.
 */
export function defaultPageMeta(pathname: string): PageMeta {
  const path = normalizePath(pathname);
  return {
    path,
    title: specPageTitle(path),
    navBar: !hidesNavBar(path),
    pullDownRefresh: hasPullDownRefresh(path),
  };
}

/**
 * The meta of the page at `pathname`: what the page (a remote's route table, a shell page) set
 * for this very path, else the spec's defaults. The store may still hold the previous page's
 * meta while a remote's route table loads; it is ignored until it names this path.
 */
export function resolvePageMeta(pathname: string, stored: PageMeta): ResolvedPageMeta {
  const { path: _path, ...meta } =
    stored.path === normalizePath(pathname) ? stored : defaultPageMeta(pathname);
  return meta;
}

export function usePageMeta(pathname: string): ResolvedPageMeta {
  const path = usePageMetaStore((s) => s.path);
  const title = usePageMetaStore((s) => s.title);
  const navBar = usePageMetaStore((s) => s.navBar);
  const pullDownRefresh = usePageMetaStore((s) => s.pullDownRefresh);
  return resolvePageMeta(pathname, { path, title, navBar, pullDownRefresh });
}
