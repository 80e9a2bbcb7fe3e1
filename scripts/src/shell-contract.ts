import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './apps';

/** Where a remote's build declares its shell contract, inside mf-manifest.json's metaData. */
export const CONTRACT_FIELD = 'shellContract';

/**
 * The shell contract every app of this checkout is built against: the major version of the
 * `shared` package (shared/src/federation/contract-version.ts derives the same number at run time).
 */
export function shellContractOfCheckout(root: string = repoRoot): number {
  const { version } = JSON.parse(
    fs.readFileSync(path.join(root, 'shared', 'package.json'), 'utf8'),
  ) as { version: string };
  const match = /^(\d+)\./.exec(version);
  if (!match) throw new Error(`shared/package.json has no semantic version: "${version}"`);
  return Number(match[1]);
}

type ManifestLike = { metaData?: Record<string, unknown> };

/** The contract a built remote declares in its mf-manifest.json, or undefined when it has none. */
export function declaredContract(manifest: unknown): number | undefined {
  const value = (manifest as ManifestLike | null)?.metaData?.[CONTRACT_FIELD];
  return typeof value === 'number' ? value : undefined;
}
