import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { create } from 'zustand';
import { normalizePath } from '../paths';

type Named = { path: string; text: string };

/**
 * The title a page names at run time (a catalogue's name), for the nav bar: the shell's and an
 * area's standalone one. One store in `shared`, which every app shares as a singleton.
 */
const usePageTitleStore = create<{ named: Named | null }>()(() => ({ named: null }));

/**
 * Names the page's title at run time, in place of its route's (a list of one catalogue shows
 * the catalogue's name). Undefined, while the name loads, keeps the route's title; leaving the
 * page drops it.
 */
export function usePageTitle(text: string | undefined): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!text) return undefined;
    const named: Named = { path: normalizePath(pathname), text };
    usePageTitleStore.setState({ named });
    return () => {
      if (usePageTitleStore.getState().named === named) usePageTitleStore.setState({ named: null });
    };
  }, [pathname, text]);
}

/** The run-time title the page at `pathname` named, if any (the nav bar then shows it). */
export function useRuntimePageTitle(pathname: string): string | undefined {
  const path = normalizePath(pathname);
  return usePageTitleStore((s) => (s.named?.path === path ? s.named.text : undefined));
}

/** For tests: no page has named a title. */
export function resetPageTitle(): void {
  usePageTitleStore.setState({ named: null });
}
