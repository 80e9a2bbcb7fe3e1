import fs from 'node:fs';
import path from 'node:path';

/** The part of a remote's mf-manifest.json that names its files. */
type ManifestFiles = {
  exposes?: { name: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }[];
};

/**
 * A remote's remotes.json `files` (shared/src/federation/remotes.ts): for each exposed module the
 * scripts and stylesheets it needs of its own (its manifest's `sync` assets, content-hashed),
 * relative to the manifest's folder. The shell's page fetches those of the modules a first load
 * shows (shell-page.ts), so they download beside the shell's own scripts.
 */
export function startFilesOf(manifest: ManifestFiles): Record<string, string[]> {
  const files: Record<string, string[]> = {};
  for (const expose of manifest.exposes ?? [])
    files[expose.name] = [...(expose.assets?.js?.sync ?? []), ...(expose.assets?.css?.sync ?? [])];
  return files;
}

/** Each build's files as last read, kept while its manifest is unchanged (every shell page asks). */
const read = new Map<string, { mtimeMs: number; files: Record<string, string[]> }>();

/** The `files` of the build in `dir`; undefined without a manifest (not built yet). */
export function startFilesOfBuild(dir: string): Record<string, string[]> | undefined {
  const file = path.join(dir, 'mf-manifest.json');
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  if (!stat) return undefined;
  const known = read.get(file);
  if (known?.mtimeMs === stat.mtimeMs) return known.files;
  const files = startFilesOf(JSON.parse(fs.readFileSync(file, 'utf8')) as ManifestFiles);
  read.set(file, { mtimeMs: stat.mtimeMs, files });
  return files;
}
