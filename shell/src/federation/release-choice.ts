import type { RemoteRelease, RemotesManifestEntry } from 'shared/federation';
import { isKnownUser, isSessionLoggedIn, useSessionStore } from 'shared/session';
import { deviceId } from '../reports/client-ids';
import {
  canaryId,
  decideCanary,
  releaseFor,
  usableCanary,
  type Audience,
  type CanaryDecision,
} from './canary-choice';

/**
 * The canary decisions of this browser session (sessionStorage), by `<remote>|<canary release>`:
 * a user keeps the release they got across reloads, and a new canary is decided anew.
 */
export const RELEASE_CHOICE_KEY = 'shell.releaseChoice';

/** Which release of a remote this user runs, and why (the debug panel shows it). */
export type ReleaseChoice = {
  name: string;
  /** The release id in use (undefined for a local build). */
  release: string | undefined;
  /** Undefined: remotes.json names no canary for the remote. */
  decision: CanaryDecision | undefined;
};

type Decisions = Record<string, CanaryDecision>;

/** Decisions when sessionStorage is blocked: this page's only. */
let inMemory: Decisions = {};

function readDecisions(): Decisions {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(RELEASE_CHOICE_KEY) ?? '{}');
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Decisions)
      : {};
  } catch {
    return inMemory;
  }
}

function keepDecision(remote: string, key: string, decision: CanaryDecision): void {
  // One decision per remote: the one of its current canary.
  const kept = Object.fromEntries(
    Object.entries(readDecisions()).filter(([k]) => !k.startsWith(`${remote}|`)),
  );
  inMemory = { ...kept, [key]: decision };
  try {
    sessionStorage.setItem(RELEASE_CHOICE_KEY, JSON.stringify(inMemory));
  } catch {
    // Storage blocked: the decision holds for this page.
  }
}

/** The user as the session store knows them: a logged-in user's id, team and area. */
function audience(): Audience {
  const { user } = useSessionStore.getState();
  const known = isSessionLoggedIn() && isKnownUser(user);
  return {
    userId: known ? user.id : null,
    deviceId: deviceId(),
    team: known ? (user.team ?? null) : null,
    area: known ? (user.area ?? null) : null,
  };
}

const isDecision = (value: unknown): value is CanaryDecision =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as CanaryDecision).canary === 'boolean';

/**
 * The release of `remote` this user gets from its remotes.json entry: the stable one, or the
 * canary when its rule picks them, decided once per session per canary release.
 */
export function pickRelease(
  remote: string,
  entry: RemotesManifestEntry,
): { release: RemoteRelease; choice: ReleaseChoice } {
  const canary = usableCanary(entry);
  let decision: CanaryDecision | undefined;
  if (canary) {
    const key = `${remote}|${canaryId(canary)}`;
    const kept = readDecisions()[key];
    decision = isDecision(kept) ? kept : decideCanary(remote, canary, audience());
    if (kept !== decision) keepDecision(remote, key, decision);
  }
  const release = releaseFor(entry, decision);
  return { release, choice: { name: remote, release: release.release, decision } };
}

/** For tests: forget this page's decisions (sessionStorage is the caller's to clear). */
export function resetReleaseChoices(): void {
  inMemory = {};
}
