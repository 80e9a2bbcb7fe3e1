/**
 * The client reports' aggregates per release (`GET {REPORTS_API_URL}/client-reports/releases`),
 * which `npm run releases` shows and `npm run release-check` judges a canary by.
 */

import type { ReleaseStats } from '../../../shared/src/api/schema.gen';

export const DEFAULT_REPORTS_API_URL = 'http://localhost:3100/api';

/** One release's sessions, errors and page-load time over a window: the contract's type. */
export type { ReleaseStats };

export const reportsApiUrlOf = (env: NodeJS.ProcessEnv): string =>
  (env.REPORTS_API_URL || DEFAULT_REPORTS_API_URL).replace(/\/+$/, '');

/** The client reports could not be read: the message names from where and why. */
export class ReportsUnavailable extends Error {
  override name = 'ReportsUnavailable';
}

const isStats = (row: unknown): row is ReleaseStats => {
  const r = row as Partial<ReleaseStats> | null;
  return (
    typeof r?.release === 'string' &&
    typeof r.sessions === 'number' &&
    typeof r.error_sessions === 'number' &&
    typeof r.error_rate === 'number'
  );
};

/** The aggregates of `remote` (a federation name) per release, from `since` until now. */
export async function fetchReleaseStats(
  env: NodeJS.ProcessEnv,
  remote: string,
  since: Date,
  timeoutMs = 5000,
): Promise<{ url: string; stats: ReleaseStats[] }> {
  const url = `${reportsApiUrlOf(env)}/client-reports/releases?remote=${encodeURIComponent(remote)}&since=${encodeURIComponent(since.toISOString())}`;
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    throw new ReportsUnavailable(
      `the client reports could not be read from ${url}: ${cause?.code ?? cause?.message ?? (error as Error).message}`,
    );
  }
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  // The API's envelope: { code, message, data }.
  const envelope = body as { code?: number; message?: string; data?: unknown } | undefined;
  const rows = envelope?.code === 0 ? envelope.data : undefined;
  if (!response.ok || !Array.isArray(rows) || !rows.every(isStats)) {
    throw new ReportsUnavailable(
      `the client reports could not be read from ${url}: HTTP ${response.status}${envelope?.message ? `, ${envelope.message}` : ''}${response.ok ? ', not a list of releases' : ''}`,
    );
  }
  return { url, stats: rows };
}

/** A release's aggregates, zero when it has no reports in the window. */
export const statsOf = (stats: readonly ReleaseStats[], release: string): ReleaseStats =>
  stats.find((s) => s.release === release) ?? {
    remote: stats[0]?.remote ?? '',
    release,
    sessions: 0,
    error_sessions: 0,
    errors: 0,
    error_rate: 0,
    lcp_p75: null,
    lcp_count: 0,
  };
