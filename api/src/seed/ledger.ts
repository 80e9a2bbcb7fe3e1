import type { Writer } from './writer';

/**
 * Reason codes used in points_ledger and money_ledger rows; the text a user reads is
 * `ledger.<code>` in the text catalogue (src/texts/record-texts.ts), in the reader's language.
 */
export const LEDGER_REASONS = [
  'welcome',
  'sign_in',
  'course_complete',
  'exam_pass',
  'clockin',
  'clockin_bonus',
  'questionnaire',
  'recharge',
  'payment',
  'refund',
  'duplicate_refund',
] as const;

export type LedgerReason = (typeof LEDGER_REASONS)[number];

type Entry = { userId: number; delta: number; reason: LedgerReason; ref: string; at: number };

/**
 * Collects points or money movements from every seed module, then writes them per user in time
 * order with a correct running balance and stores the final balance on the user.
 */
export class Ledger {
  private readonly entries: Entry[] = [];

  constructor(private readonly kind: 'points' | 'money') {}

  add(userId: number, delta: number, reason: LedgerReason, ref: string, at: number): void {
    if (delta === 0) return;
    this.entries.push({ userId, delta, reason, ref, at });
  }

  /** Writes the ledger rows and returns each user's final balance. */
  write(writer: Writer): Map<number, number> {
    const ordered = this.entries
      .map((entry, index) => ({ entry, index }))
      .sort((a, b) => a.entry.at - b.entry.at || a.index - b.index)
      .map(({ entry }) => entry);
    const balances = new Map<number, number>();
    for (const e of ordered) {
      const balance = (balances.get(e.userId) ?? 0) + e.delta;
      if (balance < 0) {
        throw new Error(`seed bug: ${this.kind} balance of user ${e.userId} would go negative`);
      }
      balances.set(e.userId, balance);
      if (this.kind === 'points') {
        writer.insert('points_ledger', {
          user_id: e.userId,
          delta: e.delta,
          balance_after: balance,
          reason: e.reason,
          ref: e.ref,
          created_at: e.at,
        });
      } else {
        writer.insert('money_ledger', {
          user_id: e.userId,
          delta_cents: e.delta,
          balance_after_cents: balance,
          reason: e.reason,
          ref: e.ref,
          created_at: e.at,
        });
      }
    }
    return balances;
  }
}
