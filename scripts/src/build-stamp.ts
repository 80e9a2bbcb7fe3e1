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

/**
 * A digest of everything a build from `dirs` depends on: their sources, shared, the tooling and
 * the lock.
 */
export function inputsDigest(dirs: readonly string[]): string {
  const hash = createHash('sha256');
  for (const dir of dirs) hashTree(hash, dir);
  hashTree(hash, path.join(repoRoot, 'shared', 'src'));
  hashTree(hash, path.join(repoRoot, 'scripts', 'src'));
  for (const file of ['package-lock.json', 'shared/package.json', 'tsconfig.base.json']) {
    hash.update(fs.readFileSync(path.join(repoRoot, file)));
  }
  return hash.digest('hex');
}

/** A digest of everything a build of the app depends on. */
export const buildInputsDigest = (app: AppDefinition): string => inputsDigest([appDir(app)]);

const stampPath = (outputDir: string) => path.join(outputDir, STAMP_FILE);

/** Whether `outputDir` holds a build from inputs with this digest. */
export function isUpToDate(outputDir: string, digest: string): boolean {
  return (
    fs.existsSync(stampPath(outputDir)) && fs.readFileSync(stampPath(outputDir), 'utf8') === digest
  );
}

export function writeStamp(outputDir: string, digest: string): void {
  fs.writeFileSync(stampPath(outputDir), digest);
}
