// What `@module-federation/enhanced/runtime` resolves to in the single bundle: the names the
// shell imports from it, over this build's own chunks, so no federation runtime is bundled and
// the shell's loading, preloading and failure handling run unchanged. `mf_exam/routes` is the
// chunk of mf-exam/src/expose/routes.ts (the map is generated from the federation configs).
import { EXPOSED_MODULES } from '@single-bundle/generated';

const load = (id: string): Promise<unknown> =>
  EXPOSED_MODULES[id]?.() ?? Promise.reject(new Error(`${id} is not in the single bundle`));

export async function loadRemote<T>(id: string): Promise<T | null> {
  return (await load(id)) as T;
}

/** Preloading an area is importing its exposed modules' chunks ahead of need. */
export async function preloadRemote(
  options: readonly { nameOrAlias: string; exposes?: string[] }[],
): Promise<void> {
  await Promise.all(
    options.flatMap(({ nameOrAlias, exposes = [] }) =>
      exposes.map((expose) => load(`${nameOrAlias}/${expose}`)),
    ),
  );
}

/** Every area is built in: there is nothing to register. */
export function registerRemotes(): void {}

/** No share scope: the debug panel lists no shared packages. */
export const getInstance = (): undefined => undefined;
