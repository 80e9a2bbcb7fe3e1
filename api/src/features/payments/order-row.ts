import { randomBytes } from 'node:crypto';
import type { Static } from '@sinclair/typebox';
import type { Order } from '../../contract/payments';
import type { Db } from '../../db/open-database';
import { formatMoney } from '../../format/money';
import { renderStored, storeParams, type Language, type TextValue } from '../../texts';

export type OrderRow = {
  id: number;
  order_no: string;
  user_id: number;
  kind: 'course' | 'recharge';
  ref_id: number | null;
  /** The title's kind in the text catalogue ('order.' + kind) and its parameters (JSON). */
  title_kind: string;
  title_params: string;
  amount_cents: number;
  status: 'pending' | 'paid' | 'cancelled' | 'refunded';
  pay_method: 'balance' | 'wechat' | 'points' | null;
  created_at: number;
  paid_at: number | null;
  cancelled_at: number | null;
};

export type PaymentRow = {
  id: number;
  payment_no: string;
  order_id: number;
  amount_cents: number;
  status: 'pending' | 'succeeded' | 'failed' | 'cancelled';
  created_at: number;
  finished_at: number | null;
};

/** How an order is named: the course bought, or the recharge with its bonus. */
export type OrderTitle =
  | { kind: 'course'; params: { course: string } }
  | { kind: 'recharge'; params: { amount: string } }
  | { kind: 'rechargeBonus'; params: { amount: string; bonus: string } };

export function rechargeTitle(amountCents: number, bonusCents: number): OrderTitle {
  const amount = formatMoney(amountCents);
  return bonusCents > 0
    ? { kind: 'rechargeBonus', params: { amount, bonus: formatMoney(bonusCents) } }
    : { kind: 'recharge', params: { amount } };
}

export const orderTitle = (o: Pick<OrderRow, 'title_kind' | 'title_params'>, language: Language) =>
  renderStored('order.', o.title_kind, o.title_params, language, 'order.course');

export const toOrderView = (o: OrderRow, language: Language): Static<typeof Order> => ({
  id: o.id,
  order_no: o.order_no,
  kind: o.kind,
  ref_id: o.ref_id,
  title: orderTitle(o, language),
  amount: formatMoney(o.amount_cents),
  status: o.status,
  pay_method: o.pay_method,
  created_at: o.created_at,
  paid_at: o.paid_at,
  cancelled_at: o.cancelled_at,
});

const stamp = (seconds: number): string =>
  new Date(seconds * 1000).toISOString().replace(/\D/g, '').slice(0, 14);
const suffix = (): string => randomBytes(4).toString('hex').toUpperCase();

export const newOrderNo = (now: number): string => `O${stamp(now)}${suffix()}`;
export const newPaymentNo = (now: number): string => `P${stamp(now)}${suffix()}`;

export function findOrder(db: Db, id: number): OrderRow | undefined {
  return db.prepare<[number], OrderRow>('SELECT * FROM orders WHERE id = ?').get(id);
}

export function findPayment(db: Db, paymentNo: string): PaymentRow | undefined {
  return db
    .prepare<[string], PaymentRow>('SELECT * FROM payments WHERE payment_no = ?')
    .get(paymentNo);
}

/** Creates a pending order; area features (course purchase) call this too. */
export function createOrder(
  db: Db,
  fields: {
    userId: number;
    kind: OrderRow['kind'];
    refId: number | null;
    title: OrderTitle;
    amountCents: number;
    now: number;
  },
): OrderRow {
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO orders (order_no, user_id, kind, ref_id, title_kind, title_params, amount_cents, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      newOrderNo(fields.now),
      fields.userId,
      fields.kind,
      fields.refId,
      fields.title.kind,
      storeParams(fields.title.params as Record<string, TextValue>),
      fields.amountCents,
      fields.now,
    );
  return findOrder(db, Number(lastInsertRowid))!;
}
