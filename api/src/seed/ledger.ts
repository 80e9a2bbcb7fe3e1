import type { Writer } from './writer';

/** Reason codes used in points_ledger and money_ledger rows, with the text a user sees. */
export const LEDGER_REASONS = {
  welcome: '新员工入职奖励',
  sign_in: '每日签到',
  course_complete: '完成课程',
  exam_pass: '考试通过',
  clockin: '打卡奖励',
  clockin_bonus: '打卡全勤奖励',
  questionnaire: '参与问卷',
  recharge: '账户充值',
  payment: '余额支付',
  refund: '订单退款',
} as const;

export type LedgerReason = keyof typeof LEDGER_REASONS;

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
