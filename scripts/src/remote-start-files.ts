import fs from 'node:fs';
import path from 'node:path';

/** The part of a remote's mf-manifest.json that names its files. */
type ManifestFiles = {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { name: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }[];
};

/**
 * A remote's remotes.json `files` (shared/src/federation/remotes.ts): under '' its entry, and
 * for each exposed module the scripts and stylesheets it needs of its own (its manifest's `sync`
 * assets), all relative to the manifest's folder. The shell's page preloads those of the modules
 * a first load shows (shell-page.ts), so they download beside the shell's own scripts.
 */
export function startFilesOf(manifest: ManifestFiles): Record<string, string[]> | undefined {
  const entry = manifest.metaData?.remoteEntry;
  // Without its entry's name the page can preload nothing; it still asks for the manifest.
  if (!entry?.name) return undefined;
  const files: Record<string, string[]> = {
    '': [`${entry.path ? `${entry.path.replace(/\/?$/, '/')}` : ''}${entry.name}`],
  };
  for (const expose of manifest.exposes ?? [])
    files[expose.name] = [...(expose.assets?.js?.sync ?? []), ...(expose.assets?.css?.sync ?? [])];
  return files;
}

/** The `files` of the build in `dir`; undefined without a manifest (not built yet) naming its entry. */
export function startFilesOfBuild(dir: string): Record<string, string[]> | undefined {
  const file = path.join(dir, 'mf-manifest.json');
  if (!fs.existsSync(file)) return undefined;
  return startFilesOf(JSON.parse(fs.readFileSync(file, 'utf8')) as ManifestFiles);
}
