// The body of `POST /api/client-reports` (issue 17's contract), and the rules each report is cut
// to on the client so that one odd value never gets a whole batch refused.

import type { ClientReport as ContractReport } from 'shared/api';

/** The kinds the contract knows (api/src/contract/client-reports.ts). */
export type ReportKind = ContractReport['kind'];

export type ClientReport = {
  kind: ReportKind;
  /** The federation name, or null for the shell's own. */
  remote: string | null;
  /** The remote's release id, "local" for a local build, or null. */
  release: string | null;
  /** The route path: a leading slash, no query string, at most 200 characters. */
  page: string;
  /** Errors only: at most 500 characters. */
  message?: string;
  /** lcp only: milliseconds, 0 to 600000. */
  value?: number;
  /** Epoch milliseconds when it happened. */
  at: number;
};

export type ReportBatch = {
  session: string;
  device: string;
  user_id: number | null;
  /** 1 to 50 reports. */
  reports: ClientReport[];
};

export const MAX_MESSAGE = 500;
export const MAX_PAGE = 200;
export const MAX_LCP_MS = 600_000;
/** The most reports one body may carry. */
export const MAX_BATCH = 50;

const REMOTE_NAME = /^[a-z][a-z0-9_]{0,39}$/;
const RELEASE_ID = /^[0-9A-Za-z.+_-]{1,64}$/;

/** The route part of a location as the contract wants it. */
export function reportPage(pathname: string): string {
  const path = pathname.split(/[?#]/, 1)[0] ?? '';
  return (path.startsWith('/') ? path : `/${path}`).slice(0, MAX_PAGE);
}

/** A report cut to the contract's limits (a remote or release outside its format becomes null). */
export function contractReport(report: ClientReport): ClientReport {
  const remote = report.remote !== null && REMOTE_NAME.test(report.remote) ? report.remote : null;
  const release =
    remote !== null && report.release !== null && RELEASE_ID.test(report.release)
      ? report.release
      : null;
  const base = { kind: report.kind, remote, release, page: reportPage(report.page) };
  const at = Math.round(report.at);
  if (report.kind !== 'lcp') {
    return { ...base, message: (report.message ?? '').slice(0, MAX_MESSAGE), at };
  }
  const value = Number.isFinite(report.value) ? Math.round(report.value!) : 0;
  return { ...base, value: Math.min(MAX_LCP_MS, Math.max(0, value)), at };
}

/** What an error says, for a report's message. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`.slice(0, MAX_MESSAGE);
  if (typeof error === 'string') return error.slice(0, MAX_MESSAGE);
  try {
    return String(JSON.stringify(error)).slice(0, MAX_MESSAGE);
  } catch {
    return String(error).slice(0, MAX_MESSAGE);
  }
}
