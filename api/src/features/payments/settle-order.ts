import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/open-database';
import { nowSeconds } from '../../clock';
import { changeBalance } from './balance';
import type { OrderRow } from './order-row';

type Fulfilment = (db: Db, order: OrderRow) => void;

/** What paying an order gives the buyer, by kind. Area features register theirs here. */
const FULFILMENTS: Record<OrderRow['kind'], Fulfilment> = {
  recharge(db, order) {
    const bonus =
      db
        .prepare<[number], { bonus_cents: number }>(
          'SELECT bonus_cents FROM recharge_options WHERE id = ?',
        )
        .get(order.ref_id ?? 0)?.bonus_cents ?? 0;
    changeBalance(db, order.user_id, order.amount_cents + bonus, 'recharge', order.order_no);
  },
  course(db, order) {
    db.prepare(
      'INSERT OR IGNORE INTO enrolments (user_id, course_id, source, order_id, created_at) VALUES (?, ?, ?, ?, ?)',
    ).run(order.user_id, order.ref_id, 'purchase', order.id, nowSeconds());
  },
};

/** Marks a pending order paid and fulfils it; call inside a transaction. */
export function settleOrder(
  db: Db,
  order: OrderRow,
  method: 'balance' | 'wechat' | 'points',
): void {
  db.prepare(
    "UPDATE orders SET status = 'paid', pay_method = ?, paid_at = ? WHERE id = ? AND status = 'pending'",
  ).run(method, nowSeconds(), order.id);
  FULFILMENTS[order.kind](db, order);
}

export const signNotification = (key: string, paymentNo: string, status: string): string =>
  createHmac('sha256', key).update(`${paymentNo}|${status}`).digest('hex');

export function isValidSignature(
  key: string,
  paymentNo: string,
  status: string,
  sign: string,
): boolean {
  const expected = Buffer.from(signNotification(key, paymentNo, status), 'hex');
  const given = Buffer.from(sign, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
