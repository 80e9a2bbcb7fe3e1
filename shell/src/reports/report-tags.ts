import { remotesManifest } from '../federation/remotes-manifest';

/**
 * The release a remote's reports are tagged with: the one this user runs (stable or canary, from
 * the remotes manifest in use), "local" for a build remotes.json gives no release id, or null
 * for a remote the shell does not know.
 */
export function releaseOf(remote: string | null): string | null {
  if (remote === null) return null;
  const entry = remotesManifest()[remote];
  return entry ? (entry.release ?? 'local') : null;
}

/** The folder a release's files are served from: its manifest's. */
function folderOf(entry: string): string | undefined {
  try {
    return new URL('.', new URL(entry, window.location.href)).href;
  } catch {
    return undefined;
  }
}

/**
 * The remote whose code a stack trace or script URL names (the folder of its release in use, the
 * most specific one when several match), or null: the shell's own, or unknown. A remote served
 * from the shell's own root folder cannot be told apart from the shell and is never named.
 */
export function remoteOfSource(source: string): string | null {
  if (!source) return null;
  const shellRoot = `${window.location.origin}/`;
  let found: { name: string; folder: string } | undefined;
  for (const [name, entry] of Object.entries(remotesManifest())) {
    const folder = folderOf(entry.entry);
    if (!folder || folder === shellRoot || !source.includes(folder)) continue;
    if (!found || folder.length > found.folder.length) found = { name, folder };
  }
  return found?.name ?? null;
}
