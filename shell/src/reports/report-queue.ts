import { createRateLimit, type RateLimit } from './rate-limit';
import { MAX_BATCH, contractReport, type ClientReport, type ReportBatch } from './report-payload';

/** A batch is sent as soon as this many reports are queued. */
export const FLUSH_AT = 20;

export type Sender = (url: string, json: string) => void;

/**
 * Sends with navigator.sendBeacon (a text/plain body: CORS-safelisted, no preflight, and it
 * survives the page going away); when the browser has none or refuses it (its queue is full),
 * with a keepalive fetch. Errors are dropped: reporting must never break the page.
 */
export const beaconSender: Sender = (url, json) => {
  try {
    const blob = new Blob([json], { type: 'text/plain;charset=UTF-8' });
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, blob)) return;
  } catch {
    // Fall through to fetch.
  }
  try {
    void fetch(url, {
      method: 'POST',
      body: json,
      keepalive: true,
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
    }).catch(() => undefined);
  } catch {
    // Nothing else to try.
  }
};

export type Identity = Omit<ReportBatch, 'reports'>;

export type ReportQueueOptions = {
  /** Where to send (read at each flush: the API base is configured after start). */
  url: () => string;
  /** The session, device and user the batch is from (read at each flush). */
  identity: () => Identity;
  send?: Sender;
  limit?: RateLimit;
  now?: () => number;
};

export type ReportQueue = {
  /** Queues a report (dropped and counted when over the device's rate); sends at FLUSH_AT. */
  add(report: Omit<ClientReport, 'at'> & { at?: number }): void;
  /** Sends what is queued now. */
  flush(): void;
  /** Reports queued, sent and dropped over the rate, for tests and the browser suite. */
  stats(): { queued: number; sent: number; dropped: number };
};

/** Reports batched in memory and sent in bodies of at most MAX_BATCH. */
export function createReportQueue({
  url,
  identity,
  send = beaconSender,
  limit = createRateLimit(),
  now = Date.now,
}: ReportQueueOptions): ReportQueue {
  let queue: ClientReport[] = [];
  let sent = 0;
  let dropped = 0;

  const flush = (): void => {
    if (queue.length === 0) return;
    const reports = queue;
    queue = [];
    let who: Identity;
    try {
      who = identity();
    } catch {
      return;
    }
    for (let i = 0; i < reports.length; i += MAX_BATCH) {
      const batch: ReportBatch = { ...who, reports: reports.slice(i, i + MAX_BATCH) };
      send(url(), JSON.stringify(batch));
    }
    sent += reports.length;
  };

  return {
    add(report) {
      const at = report.at ?? now();
      if (!limit.take(now())) {
        dropped += 1;
        return;
      }
      queue.push(contractReport({ ...report, at }));
      if (queue.length >= FLUSH_AT) flush();
    },
    flush,
    stats: () => ({ queued: queue.length, sent, dropped }),
  };
}
