import { SHARED_VERSION } from '../singletons';

/**
 * The shell contract a remote is built against: the major version of the `shared` package (its
 * singletons, route table and lifecycle types). A remote built against another major expects a
 * shell it will not find, so the shell refuses it and deploying it fails.
 */
export const SHELL_CONTRACT_VERSION = contractOf(SHARED_VERSION);

/** The contract (major) of a `shared` version such as "1.4.2"; NaN when it is not a version. */
export function contractOf(sharedVersion: string): number {
  const match = /^(\d+)\.\d+\.\d+/.exec(sharedVersion);
  return match ? Number(match[1]) : Number.NaN;
}

/** Whether a declared contract (from remotes.json or a manifest) matches this shell's. */
export const isCompatibleContract = (
  declared: unknown,
  shellContract: number = SHELL_CONTRACT_VERSION,
): boolean => typeof declared === 'number' && declared === shellContract;
