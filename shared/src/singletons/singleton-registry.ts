// Module Federation must load `shared` once: two copies would mean two request clients (two
// loading counters, two configurations) and two session stores that disagree about who is
// logged in. Each stateful module records itself on `globalThis` when it is evaluated, so a
// second evaluation anywhere in the page (another remote's bundled copy) is caught at once.

/** The `version` of shared/package.json; a test keeps the two equal. */
export const SHARED_VERSION = '1.0.0';

/** The names the stateful modules of `shared` register under. */
export const SINGLETON_NAMES = {
  requestClient: 'request client',
  sessionStore: 'session store',
  uiRuntime: 'UI runtime',
} as const;

export type SingletonRecord = {
  /** How many times a module registered under this name has been evaluated in this page. */
  count: number;
  /** The version each evaluation declared, in order. */
  versions: string[];
};

export type SingletonRegistry = Record<string, SingletonRecord>;

const GLOBAL_KEY = '__APP_SINGLETONS__';

type RegistryHost = { [GLOBAL_KEY]?: SingletonRegistry };

function registry(): SingletonRegistry {
  const host = globalThis as RegistryHost;
  host[GLOBAL_KEY] ??= {};
  return host[GLOBAL_KEY];
}

function copiesWord(count: number): string {
  return count === 2 ? 'Two' : String(count);
}

/**
 * Record one evaluation of a singleton module. From the second one on, say so loudly: the page
 * keeps working, but each copy now holds its own state.
 * Returns how many copies are loaded, this one included.
 */
export function registerSingleton(name: string, version: string): number {
  const entries = registry();
  const entry = (entries[name] ??= { count: 0, versions: [] });
  entry.count += 1;
  entry.versions.push(version);
  if (entry.count > 1) {
    console.error(
      `${copiesWord(entry.count)} copies of the ${name} are loaded: ${entry.versions.join(', ')}. ` +
        'Share "shared" and "shared/" as singletons with one version in every federation config.',
    );
  }
  return entry.count;
}

/** The names registered more than once; empty when the singleton rule holds. */
export function duplicateSingletons(): string[] {
  return Object.entries(registry())
    .filter(([, entry]) => entry.count > 1)
    .map(([name]) => name);
}

/** A copy of what has been registered so far (for diagnostics and end-to-end checks). */
export function singletonRegistry(): SingletonRegistry {
  return Object.fromEntries(
    Object.entries(registry()).map(([name, entry]) => [
      name,
      { count: entry.count, versions: [...entry.versions] },
    ]),
  );
}
