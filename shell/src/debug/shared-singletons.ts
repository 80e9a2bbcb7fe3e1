import { getInstance } from '@module-federation/enhanced/runtime';

export type SharedVersion = { version: string; from: string; loaded: boolean };
export type SharedSingleton = {
  name: string;
  versions: SharedVersion[];
  /** More than one version of it was loaded: two copies live in the page. */
  loadedTwice: boolean;
};

type LoadState = { loaded?: boolean; lib?: unknown };
// Libraries shared with tree shaking (react-router, react-i18next) record their load on `treeShaking`.
type ScopeEntry = LoadState & { from?: string; treeShaking?: LoadState };
export type ShareScopeLike = Record<string, Record<string, Record<string, ScopeEntry>>>;

/** The shared modules of the federation runtime's share scope, by package, with their providers. */
export function sharedSingletonsOf(scopes: ShareScopeLike): SharedSingleton[] {
  const byName = new Map<string, SharedVersion[]>();
  for (const packages of Object.values(scopes)) {
    for (const [name, versions] of Object.entries(packages)) {
      for (const [version, entry] of Object.entries(versions)) {
        const list = byName.get(name) ?? [];
        list.push({
          version,
          from: entry.from ?? '?',
          loaded: Boolean(
            entry.loaded || entry.lib || entry.treeShaking?.loaded || entry.treeShaking?.lib,
          ),
        });
        byName.set(name, list);
      }
    }
  }
  return [...byName.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, versions]) => ({
      name,
      versions,
      loadedTwice: versions.filter((v) => v.loaded).length > 1,
    }));
}

/** The page's share scope now (empty outside a federation host, e.g. in unit tests). */
export function currentSharedSingletons(): SharedSingleton[] {
  const scopes = getInstance()?.shareScopeMap as ShareScopeLike | undefined;
  return scopes ? sharedSingletonsOf(scopes) : [];
}
