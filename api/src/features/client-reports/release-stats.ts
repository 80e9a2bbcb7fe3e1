import type { Static } from '@sinclair/typebox';
import {
  NOT_ERROR_KINDS,
  type ClientReportKind,
  type ReleaseStats,
} from '../../contract/client-reports';

/** One stored report as the releases view reads it (the window's rows, oldest first). */
export type ReportFact = {
  release: string;
  session: string;
  kind: ClientReportKind;
  value: number | null;
};

export type ReleaseSummary = Static<typeof ReleaseStats>;

/**
 * The nearest-rank percentile: the smallest value with at least `percent` % of the values at or
 * below it (rank ⌈p/100 · n⌉ of the sorted values); null for no values.
 */
export function nearestRank(values: readonly number[], percent: number): number | null {
  if (values.length === 0) return null;
  if (!(percent > 0 && percent <= 100)) {
    throw new RangeError(`percent must be in (0, 100], got ${percent}`);
  }
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((percent / 100) * sorted.length);
  return sorted[rank - 1]!;
}

/** Share of sessions that had an error; 0 when there were no sessions at all. */
export function errorRate(errorSessions: number, sessions: number): number {
  return sessions === 0 ? 0 : errorSessions / sessions;
}

type Tally = {
  release: string;
  sessions: Set<string>;
  errorSessions: Set<string>;
  errors: number;
  lcp: number[];
};

/**
 * Per release of one remote: distinct sessions with any report, those with an error report
 * (every kind but lcp and render-fallback), the error reports, and p75 of the lcp values. Releases come in the order
 * they were first reported in the facts given.
 */
export function summariseReleases(remote: string, facts: readonly ReportFact[]): ReleaseSummary[] {
  const byRelease = new Map<string, Tally>();
  for (const fact of facts) {
    let tally = byRelease.get(fact.release);
    if (!tally) {
      tally = {
        release: fact.release,
        sessions: new Set(),
        errorSessions: new Set(),
        errors: 0,
        lcp: [],
      };
      byRelease.set(fact.release, tally);
    }
    tally.sessions.add(fact.session);
    if (fact.kind === 'lcp') {
      if (fact.value !== null) tally.lcp.push(fact.value);
    } else if (!NOT_ERROR_KINDS.includes(fact.kind)) {
      tally.errors += 1;
      tally.errorSessions.add(fact.session);
    }
  }
  return [...byRelease.values()].map((t) => ({
    remote,
    release: t.release,
    sessions: t.sessions.size,
    error_sessions: t.errorSessions.size,
    errors: t.errors,
    error_rate: errorRate(t.errorSessions.size, t.sessions.size),
    lcp_p75: nearestRank(t.lcp, 75),
    lcp_count: t.lcp.length,
  }));
}
