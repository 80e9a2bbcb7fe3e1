import type { Static } from '@sinclair/typebox';
import { nowMs } from '../../clock';
import {
  MAX_REPORTS_PER_DEVICE_MINUTE,
  listReleaseStats,
  sendClientReports,
  type ClientReport,
} from '../../contract/client-reports';
import type { Db } from '../../db/open-database';
import { statement } from '../../db/statement-cache';
import { badInput, tooManyRequests } from '../../http/api-error';
import { implement } from '../../http/implement';
import { summariseReleases, type ReportFact } from './release-stats';

const MINUTE_MS = 60 * 1000;

type Report = Static<typeof ClientReport>;

/** What the schema cannot say: a timing carries its value and no message, an error no value. */
function checkKindFields(reports: readonly Report[]): void {
  reports.forEach((report, i) => {
    const at = `reports[${i}]`;
    const hasValue = report.value !== undefined && report.value !== null;
    const hasMessage = report.message !== undefined && report.message !== null;
    if (report.kind === 'lcp') {
      if (!hasValue) throw badInput('input.reportValueRequired', { field: `${at}.value` });
      if (hasMessage) throw badInput('input.reportMessageOnlyErrors', { field: `${at}.message` });
    } else if (hasValue) {
      throw badInput('input.reportValueOnlyLcp', { field: `${at}.value` });
    }
  });
}

/**
 * The device's reports received in the last minute, oldest first. A batch that would take the
 * device past the limit is refused whole, and Retry-After says when enough of them have aged
 * out for it to fit.
 */
function secondsUntilRoom(db: Db, device: string, batch: number, now: number): number | null {
  const recent = statement<[string, number], { received_ms: number }>(
    db,
    `SELECT received_ms FROM client_reports WHERE device = ? AND received_ms > ?
     ORDER BY received_ms`,
  ).all(device, now - MINUTE_MS);
  const excess = recent.length + batch - MAX_REPORTS_PER_DEVICE_MINUTE;
  if (excess <= 0) return null;
  const freedAt = recent[excess - 1]!.received_ms + MINUTE_MS;
  return Math.max(1, Math.ceil((freedAt - now) / 1000));
}

function parseMoment(raw: string, field: string): number {
  const ms = Date.parse(raw);
  if (Number.isNaN(ms)) throw badInput('input.dateTime', { field });
  return ms;
}

export const clientReportHandlers = [
  implement(sendClientReports, ({ body, services, reply }) => {
    checkKindFields(body.reports);
    const { db } = services;
    const now = nowMs();
    const insert = statement(
      db,
      `INSERT INTO client_reports
         (session, device, user_id, kind, remote, release, page, message, value, at, received_ms)
       VALUES (@session, @device, @user_id, @kind, @remote, @release, @page, @message, @value,
               @at, @received_ms)`,
    );
    // The check and the writes in one transaction: two batches at once cannot both squeeze in.
    db.transaction(() => {
      const retryAfter = secondsUntilRoom(db, body.device, body.reports.length, now);
      if (retryAfter !== null) {
        reply.header('retry-after', String(retryAfter));
        throw tooManyRequests('request.tooManyReports', { max: MAX_REPORTS_PER_DEVICE_MINUTE });
      }
      for (const report of body.reports) {
        insert.run({
          session: body.session,
          device: body.device,
          user_id: body.user_id,
          kind: report.kind,
          remote: report.remote,
          release: report.release,
          page: report.page,
          message: report.message ?? null,
          value:
            report.value === undefined || report.value === null ? null : Math.round(report.value),
          at: report.at,
          received_ms: now,
        });
      }
    })();
    return { stored: body.reports.length };
  }),

  implement(listReleaseStats, ({ query, services }) => {
    const since = parseMoment(query.since, 'query parameter since');
    const until =
      query.until === undefined ? nowMs() : parseMoment(query.until, 'query parameter until');
    if (since > until) {
      throw badInput('input.windowOrder', {
        since: new Date(since).toISOString(),
        until: new Date(until).toISOString(),
      });
    }
    const facts = statement<[string, number, number], ReportFact>(
      services.db,
      `SELECT release, session, kind, value FROM client_reports
       WHERE remote = ? AND release IS NOT NULL AND at >= ? AND at < ? ORDER BY at, id`,
    ).all(query.remote, since, until);
    return summariseReleases(query.remote, facts);
  }),
];
