import fs from 'node:fs';
import path from 'node:path';
import { appByDir, distDir } from '../apps';
import {
  STARTUP_BUNDLE_MANIFEST,
  librariesInBundle,
  type StartupBundleManifest,
} from '../startup-bundle';

type Manifest = { shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[] };

/**
 * chunk file → the shared libraries whose manifest entry lists it, for one app's build: a library
 * may list several chunks, and a chunk of common code may serve several libraries. The host's
 * startup bundle (startup-bundle.ts) holds the libraries of the chunks it is made of.
 */
export function sharedChunkOwners(dir: string): Map<string, string[]> {
  const dist = distDir(appByDir(dir));
  const manifest = JSON.parse(
    fs.readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'),
  ) as Manifest;
  const owners = new Map<string, string[]>();
  for (const shared of manifest.shared) {
    for (const chunk of shared.assets.js.sync)
      owners.set(chunk, [...(owners.get(chunk) ?? []), shared.name]);
  }
  const bundlePath = path.join(dist, STARTUP_BUNDLE_MANIFEST);
  if (fs.existsSync(bundlePath)) {
    const bundle = JSON.parse(fs.readFileSync(bundlePath, 'utf8')) as StartupBundleManifest;
    owners.set(
      bundle.file,
      librariesInBundle(bundle, (part) => owners.get(part) ?? []),
    );
  }
  return owners;
}

/** A script a page loaded: the app whose origin served it, and the shared libraries it holds. */
export type LoadedChunk = { dir: string | undefined; owners: readonly string[] };

/**
 * The shared libraries a page loaded from more than one app (two copies of a singleton), as
 * `react (shell, mf-user)`, sorted.
 */
export function librariesLoadedTwice(chunks: readonly LoadedChunk[]): string[] {
  const from = new Map<string, Set<string>>();
  for (const chunk of chunks) {
    if (!chunk.dir) continue;
    for (const name of chunk.owners) from.set(name, (from.get(name) ?? new Set()).add(chunk.dir));
  }
  return [...from]
    .filter(([, dirs]) => dirs.size > 1)
    .map(([name, dirs]) => `${name} (${[...dirs].join(', ')})`)
    .sort();
}
