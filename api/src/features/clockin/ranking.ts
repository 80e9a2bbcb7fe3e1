/** One participant as the ranking sees them. */
export type Standing = {
  userId: number;
  /** Points earned in the activity. */
  points: number;
  /** When they reached those points (their last clock-in that earned any); null with 0 points. */
  reachedAt: number | null;
};

export type Ranked<T extends Standing> = T & { rank: number; tied: boolean };

const sameStanding = (a: Standing, b: Standing): boolean =>
  a.points === b.points && a.reachedAt === b.reachedAt;

/**
 * The clock-in ranking rule: more points first; equal points, whoever reached them earlier
 * first; people equal in both share a rank, "standard competition ranking" (1, 2, 2, 4), and are
 * marked `tied`. Within a shared rank the order is by user id, so pages are stable.
 */
export function rankStandings<T extends Standing>(standings: readonly T[]): Ranked<T>[] {
  const sorted = [...standings].sort(
    (a, b) =>
      b.points - a.points ||
      (a.reachedAt ?? Number.MAX_SAFE_INTEGER) - (b.reachedAt ?? Number.MAX_SAFE_INTEGER) ||
      a.userId - b.userId,
  );
  let rank = 0;
  return sorted.map((entry, index) => {
    const previous = sorted[index - 1];
    if (!previous || !sameStanding(previous, entry)) rank = index + 1;
    const next = sorted[index + 1];
    const tied =
      (previous !== undefined && sameStanding(previous, entry)) ||
      (next !== undefined && sameStanding(next, entry));
    return { ...entry, rank, tied };
  });
}
