import path from 'node:path';
import { parsePort, repoRoot } from '../apps';
import type { CanaryRule } from 'shared/federation';
import type { RemotesJson } from '../runtime-config';
import { readJson, writeJsonAtomically } from './atomic-json';

export const DEFAULT_DEPLOY_PORT = 3200;

/** The port `npm start` serves the deploy root on (DEPLOY_PORT). */
export const deployPortOf = (env: NodeJS.ProcessEnv = process.env): number =>
  parsePort('DEPLOY_PORT', env.DEPLOY_PORT, DEFAULT_DEPLOY_PORT);

/**
 * The deploy root: the stand-in for a CDN bucket. Each remote has immutable release folders in
 * it, and the root's remotes.json says which one is live. Under dist/ by default, so it is
 * neither committed nor linted.
 */
export function deployRootOf(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(env.DEPLOY_ROOT || path.join(repoRoot, 'dist', 'deploy'));
}

/** The public URL the deploy root is served at (remotes.json entries are absolute). */
export function deployPublicUrlOf(env: NodeJS.ProcessEnv = process.env): string {
  const raw = env.DEPLOY_PUBLIC_URL || `http://localhost:${deployPortOf(env)}`;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`DEPLOY_PUBLIC_URL must be an http(s) URL, got "${raw}".`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`DEPLOY_PUBLIC_URL must be an http(s) URL, got "${raw}".`);
  }
  return raw.replace(/\/+$/, '');
}

const remotesJsonPath = (root: string): string => path.join(root, 'remotes.json');

export const readRemotesJson = (root: string): RemotesJson =>
  readJson<RemotesJson>(remotesJsonPath(root), {});

export const writeRemotesJson = (root: string, remotes: RemotesJson): void =>
  writeJsonAtomically(remotesJsonPath(root), remotes);

/** One deployed build of a remote, kept for ever (folders are immutable). */
export type Release = {
  /** The folder name: `<version>-<content hash>`. */
  id: string;
  version: string;
  contract: number;
  deployedAt: string;
  /** The release has its server half (`server/remoteEntry.js`): releases since server rendering. */
  server?: true;
};

/** What happened to a remote's releases, and when (the release log's history). */
export type ReleaseEvent = {
  at: string;
  action: 'deploy' | 'canary' | 'promote' | 'rollback';
  /** The release deployed, made the canary, promoted, or rolled back (dropped). */
  release: string;
  /** deploy/promote: the stable release before; rollback: the release live again. */
  from?: string;
  to?: string;
  /** canary: who gets it. */
  rule?: CanaryRule;
  /** rollback by release-check: the evidence. */
  reason?: string;
};

/**
 * A remote's bookkeeping (`<remote>/releases.json`): every release, the order stable releases
 * went live in (last is live; a rollback goes back one), and the history of events.
 */
export type ReleaseLog = { releases: Release[]; live: string[]; events?: ReleaseEvent[] };
