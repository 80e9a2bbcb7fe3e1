import type { Page } from 'playwright-core';

type Manifest = { shared: { name: string; assets: { js: { sync: string[] } } }[] };

const manifests = new Map<string, Promise<Map<string, string>>>();

/** chunk path → shared library name, from an app's mf-manifest.json. */
function sharedChunksOf(origin: string): Promise<Map<string, string>> {
  let found = manifests.get(origin);
  if (!found) {
    found = fetch(`${origin}/mf-manifest.json`)
      .then((r) => r.json() as Promise<Manifest>)
      .then(
        (m) =>
          new Map(
            m.shared.flatMap((s) =>
              s.assets.js.sync[0] ? [[`/${s.assets.js.sync[0]}`, s.name] as const] : [],
            ),
          ),
      )
      .catch(() => new Map<string, string>());
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
      const name = (await sharedChunksOf(url.origin)).get(url.pathname);
      if (name) loadedFrom.set(name, new Set([...(loadedFrom.get(name) ?? []), url.origin]));
    }
    return loadedFrom;
  };
}
