import {
  stableRelease,
  type CanaryRelease,
  type RemoteRelease,
  type RemotesManifestEntry,
} from 'shared/federation';

// The canary rule of remotes.json (issue 17), as pure functions: no storage, no session. The
// browser suite computes buckets with `canaryBucket` too, so it must stay free of browser code.

/** FNV-1a, 32 bits, over the text's UTF-8 bytes. */
export function fnv1a32(text: string): number {
  let hash = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(text)) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/**
 * Where a subject (`user:<id>`, else `device:<device id>`) falls for one canary release of a
 * remote: 0 to 99, the same every time, and unrelated between releases (a new canary picks anew).
 */
export const canaryBucket = (subject: string, remote: string, release: string): number =>
  fnv1a32(`${subject}|${remote}|${release}`) % 100;

/** Who is asking: the logged-in user's id (null for a visitor), the device, team and area. */
export type Audience = {
  userId: number | null;
  deviceId: string;
  team: { id: number; name: string } | null;
  area: { id: number; name: string } | null;
};

/** Why this user got (or did not get) a canary: the debug panel says it in words. */
export type CanaryDecision =
  | { canary: true; by: 'team'; team: string }
  | { canary: true; by: 'area'; area: string }
  | {
      canary: boolean;
      by: 'percent';
      percent: number;
      bucket: number;
      subject: 'user' | 'device';
      /** The user's team and area (not named by the rule), for the explanation. */
      team: string | null;
      area: string | null;
    };

/** The id a canary is known by: its release id (its manifest URL for an entry without one). */
export const canaryId = (canary: CanaryRelease): string => canary.release ?? canary.entry;

/** A canary the shell can use: named releases and a rule with a percent; anything else is ignored. */
export function usableCanary(entry: RemotesManifestEntry): CanaryRelease | undefined {
  const canary: unknown = entry.canary;
  if (typeof canary !== 'object' || canary === null) return undefined;
  const c = canary as Partial<CanaryRelease>;
  if (typeof c.entry !== 'string' || typeof c.version !== 'string') return undefined;
  if (typeof c.rule !== 'object' || c.rule === null) return undefined;
  return canary as CanaryRelease;
}

const names = (list: unknown): string[] =>
  Array.isArray(list) ? list.filter((v): v is string => typeof v === 'string') : [];

const named = (list: string[], ref: { id: number; name: string } | null): boolean =>
  ref !== null && (list.includes(String(ref.id)) || list.includes(ref.name));

/**
 * The canary rule for one user: in when their team (id or name) or area (id or name) is named,
 * else when the bucket of `user:<id>` (a visitor: `device:<device id>`) is under the percent.
 */
export function decideCanary(remote: string, canary: CanaryRelease, who: Audience): CanaryDecision {
  const rule = canary.rule;
  if (named(names(rule.teams), who.team)) return { canary: true, by: 'team', team: who.team!.name };
  if (named(names(rule.areas), who.area)) return { canary: true, by: 'area', area: who.area!.name };
  const percent =
    typeof rule.percent === 'number' && Number.isFinite(rule.percent)
      ? Math.min(100, Math.max(0, rule.percent))
      : 0;
  const subject = who.userId !== null ? 'user' : 'device';
  const bucket = canaryBucket(
    subject === 'user' ? `user:${who.userId}` : `device:${who.deviceId}`,
    remote,
    canaryId(canary),
  );
  return {
    canary: bucket < percent,
    by: 'percent',
    percent,
    bucket,
    subject,
    team: who.team?.name ?? null,
    area: who.area?.name ?? null,
  };
}

/**
 * The release the shell uses, flat (what the rest of the shell knows): the canary's when the
 * decision says so, else the stable one; never the canary block itself.
 */
export function releaseFor(
  entry: RemotesManifestEntry,
  decision: CanaryDecision | undefined,
): RemoteRelease {
  const { canary } = entry;
  if (!canary || !decision?.canary) return stableRelease(entry);
  const { rule: _rule, since: _since, ...release } = canary;
  return release;
}
