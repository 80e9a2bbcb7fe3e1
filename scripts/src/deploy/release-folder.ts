import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { AppDefinition } from '../apps';
import { SERVER_FOLDER, serverEntryFile } from '../server-half';
import { declaredContract } from '../shell-contract';

/** Bookkeeping files of a local build, not part of what is served. */
const NOT_SHIPPED = new Set(['.build-stamp']);

export function filesOf(dir: string, prefix = ''): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const relative = path.posix.join(prefix, entry.name);
      if (entry.isDirectory()) return filesOf(path.join(dir, entry.name), relative);
      return NOT_SHIPPED.has(entry.name) ? [] : [relative];
    });
}

/** A digest of a build's files (names and contents): the same build always gets the same folder. */
export function contentHash(dir: string): string {
  const hash = createHash('sha256');
  for (const file of filesOf(dir))
    hash
      .update(file)
      .update('\0')
      .update(fs.readFileSync(path.join(dir, file)));
  return hash.digest('hex').slice(0, 8);
}

export type BuiltRemote = {
  dir: string;
  /** The remote's version, from its manifest's build info. */
  version: string;
  /** The shell contract its manifest declares. */
  contract: number | undefined;
};

/** Checks that `dir` holds a production build of `app` and reads what its manifest declares. */
export function inspectBuild(app: AppDefinition, dir: string): BuiltRemote {
  const manifestFile = path.join(dir, 'mf-manifest.json');
  if (!fs.existsSync(manifestFile) || !fs.existsSync(path.join(dir, 'remoteEntry.js'))) {
    throw new Error(
      `${dir} is not a build of ${app.dir}: mf-manifest.json or remoteEntry.js is missing.`,
    );
  }
  // A release is both halves: the shell's server renders the pages the browser then runs.
  const serverManifestFile = path.join(dir, SERVER_FOLDER, 'mf-manifest.json');
  if (!fs.existsSync(serverManifestFile) || !fs.existsSync(serverEntryFile(dir))) {
    throw new Error(
      `${dir} has no server build (${SERVER_FOLDER}/remoteEntry.js): build it with npm run build -w ${app.dir}.`,
    );
  }
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as {
    name?: string;
    metaData?: { buildInfo?: { buildVersion?: string } };
  };
  if (manifest.name !== app.federationName) {
    throw new Error(
      `${dir} is a build of "${manifest.name ?? 'unknown'}", not of ${app.dir} (${app.federationName}).`,
    );
  }
  const contract = declaredContract(manifest);
  const serverContract = declaredContract(JSON.parse(fs.readFileSync(serverManifestFile, 'utf8')));
  if (serverContract !== contract) {
    throw new Error(
      `${dir}: its server build declares shell contract ${String(serverContract)}, its browser build ${String(contract)}; build both halves from one checkout.`,
    );
  }
  return { dir, version: manifest.metaData?.buildInfo?.buildVersion ?? '0.0.0', contract };
}

/**
 * Copies a build into `<target>` once: through a temporary folder renamed into place, so a
 * release folder is either complete or absent. An existing folder is never touched (immutable).
 */
export function publishFolder(source: string, target: string): 'published' | 'already there' {
  if (fs.existsSync(target)) return 'already there';
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const temporary = `${target}.${process.pid}.tmp`;
  fs.rmSync(temporary, { recursive: true, force: true });
  for (const file of filesOf(source)) {
    fs.mkdirSync(path.dirname(path.join(temporary, file)), { recursive: true });
    fs.copyFileSync(path.join(source, file), path.join(temporary, file));
  }
  fs.renameSync(temporary, target);
  return 'published';
}
