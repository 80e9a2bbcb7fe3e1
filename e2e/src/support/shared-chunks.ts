import type { Page } from 'playwright-core';
import {
  STARTUP_BUNDLE_MANIFEST,
  librariesInBundle,
  type StartupBundleManifest,
} from '../../../scripts/src/startup-bundle';

type Manifest = { shared: { name: string; assets: { js: { sync: string[] } } }[] };

const manifests = new Map<string, Promise<Map<string, string[]>>>();

/**
 * chunk path → the shared libraries whose mf-manifest.json entry lists it. A library may list
 * more than one chunk (webpack can emit the same module in two chunk groups), and common code
 * sits in a chunk several libraries list.
 */
function sharedChunksOf(origin: string): Promise<Map<string, string[]>> {
  let found = manifests.get(origin);
  if (!found) {
    found = fetch(`${origin}/mf-manifest.json`)
      .then((r) => r.json() as Promise<Manifest>)
      .then((m) => {
        const owners = new Map<string, string[]>();
        for (const shared of m.shared) {
          for (const chunk of shared.assets.js.sync) {
            owners.set(`/${chunk}`, [...(owners.get(`/${chunk}`) ?? []), shared.name]);
          }
        }
        return owners;
      })
      .then(async (owners) => {
        // The shell's startup bundle holds the libraries of the chunks it is made of.
        const reply = await fetch(`${origin}/${STARTUP_BUNDLE_MANIFEST}`);
        if (!reply.ok) return owners;
        const bundle = (await reply.json()) as StartupBundleManifest;
        const held = librariesInBundle(bundle, (part) => owners.get(`/${part}`) ?? []);
        return owners.set(`/${bundle.file}`, held);
      })
      .catch(() => new Map<string, string[]>());
    manifests.set(origin, found);
  }
  return found;
}

/** Records every script the page loads, to tell later which shared library came from which app. */
export function recordScripts(page: Page): () => Promise<Map<string, Set<string>>> {
  const urls: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.ok()) urls.push(response.url());
  });
  return async () => {
    const loadedFrom = new Map<string, Set<string>>();
    for (const raw of urls) {
      const url = new URL(raw);
      for (const name of (await sharedChunksOf(url.origin)).get(url.pathname) ?? []) {
        loadedFrom.set(name, new Set([...(loadedFrom.get(name) ?? []), url.origin]));
      }
    }
    return loadedFrom;
  };
}
