import type { ReleaseChoice } from './release-choice';

/**
 * What the shell did about remotes in this page: which release of each it loaded (and how long
 * that took), which releases it refused for an incompatible shell contract, and which release
 * (stable or canary) this user got of each and why. The debug panel shows it; nothing else
 * depends on it.
 */
export type RemoteLoad = {
  name: string;
  version: string;
  entry: string;
  origin: string;
  /** Milliseconds from asking for the remote's first module to having it. */
  loadMs: number;
  /** Date.now() when it had loaded. */
  at: number;
};

export type RemoteRefusal = {
  name: string;
  version: string;
  /** The contract the refused release declares (undefined: none). */
  contract: number | undefined;
  shellContract: number;
  /** The compatible release kept instead, if there is one. */
  keptVersion: string | undefined;
  at: number;
};

export type DeliverySnapshot = {
  loads: readonly RemoteLoad[];
  refusals: readonly RemoteRefusal[];
  choices: readonly ReleaseChoice[];
};

let snapshot: DeliverySnapshot = { loads: [], refusals: [], choices: [] };
const listeners = new Set<() => void>();

function update(next: DeliverySnapshot): void {
  snapshot = next;
  for (const listener of listeners) listener();
}

export const deliverySnapshot = (): DeliverySnapshot => snapshot;

export function subscribeDelivery(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Records the release of a remote in use: one row per remote, replaced when it switches. */
export function recordRemoteLoad(load: RemoteLoad): void {
  const known = snapshot.loads.find((l) => l.name === load.name);
  if (known?.entry === load.entry) return;
  update({ ...snapshot, loads: [...snapshot.loads.filter((l) => l !== known), load] });
}

/** Records (or clears, with undefined) the refusal of a remote's listed release. */
export function recordRefusal(name: string, refusal: RemoteRefusal | undefined): void {
  const others = snapshot.refusals.filter((r) => r.name !== name);
  if (!refusal && others.length === snapshot.refusals.length) return;
  update({ ...snapshot, refusals: refusal ? [...others, refusal] : others });
}

const sameChoice = (a: ReleaseChoice | undefined, b: ReleaseChoice): boolean =>
  a !== undefined &&
  a.release === b.release &&
  JSON.stringify(a.decision) === JSON.stringify(b.decision);

/** Records the release this user got of a remote (stable or canary) and why. */
export function recordChoice(choice: ReleaseChoice): void {
  const known = snapshot.choices.find((c) => c.name === choice.name);
  if (sameChoice(known, choice)) return;
  const choices = known
    ? snapshot.choices.map((c) => (c === known ? choice : c))
    : [...snapshot.choices, choice];
  update({ ...snapshot, choices });
}

/** For tests. */
export function resetDeliveryLog(): void {
  update({ loads: [], refusals: [], choices: [] });
}
