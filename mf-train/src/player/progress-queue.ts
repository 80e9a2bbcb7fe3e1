import { api, type ContractData } from 'shared/request';

export type ProgressReport = {
  lessonId: number;
  report_id: string;
  position_seconds: number;
  watched_seconds: number;
  /** The open presence check's token: the learner tapped "continue". */
  presence_token?: string;
};

type ReportReply = ContractData<'post', '/api/lessons/{id}/progress'>;

/** What the server said about presence checks: a check to answer, or one passed or missed. */
export type PresenceResult = NonNullable<ReportReply['presence']>;

export type ProgressResult = {
  completed: boolean;
  courseCompleted: boolean;
  pointsAwarded: number;
  presence: PresenceResult | null;
};

/** Unsent reports survive a closed tab and are sent the next time a player opens. */
const STORAGE_KEY = 'train.progress-queue';
const MAX_KEPT = 50;

const newReportId = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

function load(): ProgressReport[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as ProgressReport[]) : [];
  } catch {
    return [];
  }
}

function save(queue: readonly ProgressReport[]): void {
  try {
    if (queue.length === 0) localStorage.removeItem(STORAGE_KEY);
    else localStorage.setItem(STORAGE_KEY, JSON.stringify(queue.slice(-MAX_KEPT)));
  } catch {
    // Storage full or blocked: the report stays in memory and is retried from there.
  }
}

let queue: ProgressReport[] | null = null;
let sending: Promise<void> | null = null;

const pending = (): ProgressReport[] => (queue ??= load());

/**
 * Sends queued reports in order, each until the server has it. A report that fails stays at the
 * head of the queue and is sent again later with the same report_id, which the server counts
 * once; `onResult` hears about each one the server accepted. A report carrying a presence token
 * that waited offline past the check's deadline is still sent: the server answers it "missed"
 * (the time since the last check does not count), and the player goes back to the checkpoint.
 */
export function flushReports(onResult?: (lessonId: number, result: ProgressResult) => void) {
  if (sending) return sending;
  sending = (async () => {
    while (pending().length > 0) {
      const report = pending()[0]!;
      try {
        const reply = await api.post('/api/lessons/{id}/progress', {
          path: { id: report.lessonId },
          body: {
            report_id: report.report_id,
            position_seconds: report.position_seconds,
            watched_seconds: report.watched_seconds,
            ...(report.presence_token ? { presence_token: report.presence_token } : {}),
          },
          loading: false,
          toast: false,
        });
        pending().shift();
        save(pending());
        onResult?.(report.lessonId, {
          completed: reply.progress.completed,
          courseCompleted: reply.course_completed,
          pointsAwarded: reply.points_awarded,
          presence: reply.presence,
        });
      } catch (error) {
        // A refusal will not change by retrying; anything else (offline, timeout) is retried.
        if ((error as { kind?: string }).kind === 'business') {
          pending().shift();
          save(pending());
          continue;
        }
        break;
      }
    }
  })().finally(() => {
    sending = null;
  });
  return sending;
}

/** Queues one report (it gets its id now, so a retry is the same report) and sends the queue. */
export function queueReport(
  report: Omit<ProgressReport, 'report_id'>,
  onResult?: (lessonId: number, result: ProgressResult) => void,
): Promise<void> {
  pending().push({ ...report, report_id: newReportId() });
  save(pending());
  return flushReports(onResult);
}

/** Tests: forget the in-memory queue. */
export function resetProgressQueue(): void {
  queue = null;
  sending = null;
}
