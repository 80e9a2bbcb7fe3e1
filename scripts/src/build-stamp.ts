import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot, type AppDefinition, appDir } from './apps';

const STAMP_FILE = '.build-stamp';
const IGNORED = new Set(['node_modules', 'dist', 'coverage', '.data']);

function hashTree(hash: ReturnType<typeof createHash>, dir: string): void {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs
    .readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))) {
    if (IGNORED.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) hashTree(hash, full);
    else if (!/\.test\.tsx?$/.test(entry.name)) hash.update(full).update(fs.readFileSync(full));
  }
}

/** A digest of everything a build of the app depends on: its sources, shared, the tooling, the lock. */
export function buildInputsDigest(app: AppDefinition): string {
  const hash = createHash('sha256');
  hashTree(hash, appDir(app));
  hashTree(hash, path.join(repoRoot, 'shared', 'src'));
  hashTree(hash, path.join(repoRoot, 'scripts', 'src'));
  for (const file of ['package-lock.json', 'shared/package.json', 'tsconfig.base.json']) {
    hash.update(fs.readFileSync(path.join(repoRoot, file)));
  }
  return hash.digest('hex');
}

const stampPath = (app: AppDefinition) => path.join(appDir(app), 'dist', STAMP_FILE);

export function isUpToDate(app: AppDefinition, digest: string): boolean {
  return fs.existsSync(stampPath(app)) && fs.readFileSync(stampPath(app), 'utf8') === digest;
}

export function writeStamp(app: AppDefinition, digest: string): void {
  fs.writeFileSync(stampPath(app), digest);
}
