import path from 'node:path';
import { deployPublicUrlOf, deployRootOf } from './deploy-root';
import { DeployError } from './deploy-error';
import { LocalStore } from './local-store';
import { S3Store, s3TargetOf } from './s3-store';

/** A JSON document as read, with the version a conditional write must name. */
export type Versioned<T> = {
  value: T | undefined;
  /** The ETag (bucket) or content digest (folder); null when the document does not exist. */
  version: string | null;
};

/**
 * Where releases go: the local deploy root (a folder, `npm start` serves it) or an S3-compatible
 * bucket behind a CDN. Keys are relative to the target (`remotes.json`, `mf-exam/releases.json`,
 * `mf-exam/<release>/<file>`); the public URL serves the same paths.
 */
export type DeployStore = {
  /** What to call it in messages: the folder, or `s3://bucket/prefix`. */
  readonly location: string;
  /** The URL the target is served at (remotes.json's entries are absolute). */
  readonly publicUrl: string;
  /** Refuses, naming the problem, when the target cannot be used (bucket not reachable…). */
  check(): Promise<void>;
  readJson<T>(key: string): Promise<Versioned<T>>;
  /**
   * Writes a JSON document when its version is still `expected` (null: when it does not exist);
   * false, writing nothing, when it changed meanwhile.
   */
  writeJsonIf(key: string, value: unknown, expected: string | null): Promise<boolean>;
  /**
   * Publishes a build's files under `prefix/` once (immutable): an existing complete release is
   * never touched. A failure leaves no complete release behind (its manifest comes last).
   */
  publish(sourceDir: string, prefix: string): Promise<'published' | 'already there'>;
  /** Runs one command alone where the target can (the folder's lock file); a bucket relies on conditional writes. */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  /** Lets go of connections (a bucket's client). */
  close(): void;
};

/**
 * The target of a command: `--to=` or DEPLOY_TARGET (`s3://bucket/prefix`, or a folder), else
 * the local deploy root (DEPLOY_ROOT, default dist/deploy).
 */
export function storeOf(to: string | undefined, env: NodeJS.ProcessEnv): DeployStore {
  const target = to ?? env.DEPLOY_TARGET;
  if (target?.startsWith('s3://')) return new S3Store(s3TargetOf(target, env));
  if (target && /^[a-z][a-z0-9+.-]*:\/\//i.test(target)) {
    throw new DeployError(
      `Unknown deploy target "${target}": use s3://bucket/prefix or a folder (default: the local deploy root).`,
    );
  }
  const root = target ? path.resolve(target) : deployRootOf(env);
  return new LocalStore(root, deployPublicUrlOf(env));
}
