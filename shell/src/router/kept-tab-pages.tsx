import { Activity, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { checkAccess } from 'shared/access';
import { isRemoteArea } from 'shared/federation';
import { hasTextParts, resolveLanguage } from 'shared/i18n';
import { TAB_ROUTES, areaOfPath } from 'shared/paths';
import { currentAccessSession, useCurrentUser } from 'shared/session';
import { useAfterHydration } from 'shared/standalone';
import { isPageReady, onPageLoaded } from '../federation/area-routes';

const TAB_PATHS: readonly string[] = TAB_ROUTES.map((tab) => tab.path);

let pagesLoaded = 0;
const subscribeToPages = (notify: () => void) =>
  onPageLoaded(() => {
    pagesLoaded += 1;
    notify();
  });
const pagesLoadedCount = () => pagesLoaded;

/** A remote tab page whose table and code are in hand (the preload after home brings Mine's). */
function isReadyTab(path: string): boolean {
  const area = areaOfPath(path);
  return isRemoteArea(area) && isPageReady(area, path);
}

type Props = {
  /** The tab page the address shows. */
  current: string;
  /** The element of a tab page (home, or a remote's tab page for its path). */
  page: (path: string) => ReactNode;
  /** Per path, how many times the reader pulled it down to refresh (a new count re-mounts it). */
  refreshes: Readonly<Record<string, number>>;
};

/**
 * The tab pages, kept alive while the reader moves between tabs (spec 2: a tab tap shows its
 * area at once). The one the address names is visible; the others the reader has seen, and the
 * preloaded ones whose code is here, stay rendered but hidden (React's `<Activity>`: no effects,
 * so no requests, timers or page titles until shown), so a tap only reveals a page React already
 * built. Leaving the tab pages, or another reader signing in, drops them all.
 */
export function KeptTabPages({ current, page, refreshes }: Props) {
  useSyncExternalStore(subscribeToPages, pagesLoadedCount, pagesLoadedCount);
  // The server renders the page asked for, never pages it holds from other readers' renders; the
  // browser adds the pages kept ahead once the hydrated page is its own.
  const afterHydration = useAfterHydration();
  // Re-renders when a part of the texts arrives: a page rendered ahead needs its texts (home
  // starts with only its own part).
  const { i18n } = useTranslation();
  const textsWhole = hasTextParts(resolveLanguage(i18n.language));
  const readerId = useCurrentUser().id;
  const [seen, setSeen] = useState<{ readerId: number; paths: readonly string[] }>({
    readerId,
    paths: [current],
  });
  // Adjusted while rendering (not in an effect), so the first frame of a tab already keeps it.
  if (seen.readerId !== readerId) setSeen({ readerId, paths: [current] });
  else if (!seen.paths.includes(current)) setSeen({ readerId, paths: [...seen.paths, current] });

  // One element per page for the layout's life: a tap re-renders the layout, and an element it
  // has seen lets React skip the page (only a change the page itself reads renders it again).
  const elements = useRef(new Map<string, ReactNode>()).current;
  const elementOf = (path: string) => {
    if (!elements.has(path)) elements.set(path, page(path));
    return elements.get(path);
  };

  const session = currentAccessSession();
  const kept = TAB_PATHS.filter(
    (path) =>
      path === current ||
      (afterHydration &&
        (seen.paths.includes(path) || (textsWhole && isReadyTab(path))) &&
        checkAccess(path, session).kind === 'allow'),
  );
  return kept.map((path) => (
    <Activity
      key={`${readerId}:${path}#${refreshes[path] ?? 0}`}
      mode={path === current ? 'visible' : 'hidden'}
    >
      {elementOf(path)}
    </Activity>
  ));
}
