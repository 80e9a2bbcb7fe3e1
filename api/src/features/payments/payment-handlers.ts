import {
  POINTS_PER_YUAN,
  cancelOrder,
  createRecharge,
  getCashier,
  getOrder,
  getPayment,
  listOrders,
  listRechargeOptions,
  payNotify,
  payOrder,
} from '../../contract/payments';
import { nowSeconds } from '../../clock';
import { statement } from '../../db/statement-cache';
import { formatMoney } from '../../format/money';
import { notFound, refuse } from '../../http/api-error';
import { implement, type UserCaller } from '../../http/implement';
import { pageOf } from '../../http/paging';
import type { Services } from '../../services';
import { changeBalance } from './balance';
import { changePoints } from './points';
import {
  createOrder,
  findOrder,
  findPayment,
  newPaymentNo,
  rechargeTitle,
  toOrderView,
  type OrderRow,
  type PaymentRow,
} from './order-row';
import { isValidSignature, settleOrder } from './settle-order';
import { render, type Language, type TextKey } from '../../texts';

function myOrder(services: Services, caller: UserCaller, id: number): OrderRow {
  const order = findOrder(services.db, id);
  if (!order || order.user_id !== caller.user.id) throw notFound('order');
  return order;
}

/** In development the cashier is the simulated provider's page; in production WeChat's. */
function payUrl(services: Services, paymentNo: string): string {
  return services.config.mode === 'development'
    ? `${services.config.publicUrl}/api/dev/pay?payment_no=${paymentNo}`
    : `weixin://wxpay/bizpayurl?pr=${paymentNo}`;
}

function paymentView(services: Services, payment: PaymentRow, language: Language) {
  return {
    payment_no: payment.payment_no,
    status: payment.status,
    amount: formatMoney(payment.amount_cents),
    pay_url: payUrl(services, payment.payment_no),
    order: toOrderView(findOrder(services.db, payment.order_id)!, language),
  };
}

/** Points pay whole yuan and round the fen up, so points never pay less than the price. */
const pointsFor = (amountCents: number): number => Math.ceil((amountCents * POINTS_PER_YUAN) / 100);

function assertPayable(order: OrderRow): void {
  if (order.status === 'paid' || order.status === 'refunded') throw refuse('payment.orderPaid');
  if (order.status === 'cancelled') throw refuse('payment.orderCancelled');
}

type ProviderResult = 'succeeded' | 'failed' | 'cancelled';

/**
 * Applies a provider result once. A success for an order that is no longer pending (paid by
 * another payment, or cancelled) goes back to the balance, so paying twice charges once.
 */
export function applyProviderResult(
  services: Services,
  payment: PaymentRow,
  status: ProviderResult,
): PaymentRow {
  const { db } = services;
  db.transaction(() => {
    const { changes } = db
      .prepare(
        "UPDATE payments SET status = ?, finished_at = ? WHERE id = ? AND status = 'pending'",
      )
      .run(status, nowSeconds(), payment.id);
    if (!changes || status !== 'succeeded') return;
    const order = findOrder(db, payment.order_id)!;
    if (order.status === 'pending') settleOrder(db, order, 'wechat');
    else
      changeBalance(
        db,
        order.user_id,
        payment.amount_cents,
        'duplicate_refund',
        payment.payment_no,
      );
  })();
  return findPayment(db, payment.payment_no)!;
}

export const paymentHandlers = [
  implement(listRechargeOptions, ({ caller, services }) => ({
    list: (
      statement(
        services.db,
        'SELECT id, amount_cents, bonus_cents FROM recharge_options ORDER BY sort, id',
      ).all() as {
        id: number;
        amount_cents: number;
        bonus_cents: number;
      }[]
    ).map((o) => ({
      id: o.id,
      amount: formatMoney(o.amount_cents),
      bonus: formatMoney(o.bonus_cents),
    })),
    balance: formatMoney(caller.user.money_cents),
  })),

  implement(createRecharge, ({ body, caller, services, language }) => {
    const option = services.db
      .prepare<[number], { id: number; amount_cents: number; bonus_cents: number }>(
        'SELECT * FROM recharge_options WHERE id = ?',
      )
      .get(body.option_id);
    if (!option) throw notFound('rechargeOption');
    return toOrderView(
      createOrder(services.db, {
        userId: caller.user.id,
        kind: 'recharge',
        refId: option.id,
        title: rechargeTitle(option.amount_cents, option.bonus_cents),
        amountCents: option.amount_cents,
        now: nowSeconds(),
      }),
      language,
    );
  }),

  implement(listOrders, ({ query, caller, services, language }) =>
    pageOf(services.db, {
      select:
        'SELECT * FROM orders WHERE user_id = @userId AND (@status IS NULL OR status = @status)',
      orderBy: 'created_at DESC, id DESC',
      params: { userId: caller.user.id, status: query.status ?? null },
      page: query.page,
      pageSize: query.pageSize,
      map: (row: OrderRow) => toOrderView(row, language),
      language,
    }),
  ),

  implement(getOrder, ({ params, caller, services, language }) =>
    toOrderView(myOrder(services, caller, params.id), language),
  ),

  implement(payOrder, ({ params, body, caller, services, language }) => {
    const { db } = services;
    if (body.method === 'balance') {
      db.transaction(() => {
        // Re-read inside the transaction: two taps at once must not both pay.
        const order = myOrder(services, caller, params.id);
        assertPayable(order);
        if (order.kind === 'recharge') throw refuse('payment.rechargeByBalance');
        changeBalance(db, order.user_id, -order.amount_cents, 'payment', order.order_no);
        settleOrder(db, order, 'balance');
      })();
      return { order: toOrderView(findOrder(db, params.id)!, language), payment: null };
    }
    if (body.method === 'points') {
      db.transaction(() => {
        const order = myOrder(services, caller, params.id);
        assertPayable(order);
        if (order.kind === 'recharge') throw refuse('payment.rechargeByPoints');
        changePoints(db, order.user_id, -pointsFor(order.amount_cents), 'payment', order.order_no);
        settleOrder(db, order, 'points');
      })();
      return { order: toOrderView(findOrder(db, params.id)!, language), payment: null };
    }
    const payment = db.transaction(() => {
      const order = myOrder(services, caller, params.id);
      assertPayable(order);
      const open = db
        .prepare<[number], PaymentRow>(
          "SELECT * FROM payments WHERE order_id = ? AND status = 'pending' ORDER BY id DESC LIMIT 1",
        )
        .get(order.id);
      if (open) return open;
      const now = nowSeconds();
      const paymentNo = newPaymentNo(now);
      db.prepare(
        'INSERT INTO payments (payment_no, order_id, amount_cents, created_at) VALUES (?, ?, ?, ?)',
      ).run(paymentNo, order.id, order.amount_cents, now);
      return findPayment(db, paymentNo)!;
    })();
    return {
      order: toOrderView(findOrder(db, params.id)!, language),
      payment: paymentView(services, payment, language),
    };
  }),

  implement(getCashier, ({ params, caller, services, language }) => {
    const order = myOrder(services, caller, params.id);
    const { money_cents: balance, points } = caller.user;
    const pointsNeeded = pointsFor(order.amount_cents);
    const isRecharge = order.kind === 'recharge';
    const method = (name: 'balance' | 'points' | 'wechat', refusal: TextKey | null) => ({
      method: name,
      // A recharge is paid with money from outside: WeChat only.
      allowed: !(isRecharge && name !== 'wechat'),
      available: refusal === null,
      reason: refusal && render({ key: refusal, params: {} }, language),
    });
    return {
      order: toOrderView(order, language),
      balance: formatMoney(balance),
      points,
      points_needed: pointsNeeded,
      methods: [
        method(
          'balance',
          isRecharge
            ? 'payment.rechargeByBalance'
            : balance < order.amount_cents
              ? 'payment.insufficientBalance'
              : null,
        ),
        method(
          'points',
          isRecharge
            ? 'payment.rechargeByPoints'
            : points < pointsNeeded
              ? 'payment.insufficientPoints'
              : null,
        ),
        method('wechat', null),
      ],
    };
  }),

  implement(cancelOrder, ({ params, caller, services, language }) => {
    const { db } = services;
    db.transaction(() => {
      const order = myOrder(services, caller, params.id);
      if (order.status !== 'pending') throw refuse('payment.cancelPendingOnly');
      const now = nowSeconds();
      db.prepare("UPDATE orders SET status = 'cancelled', cancelled_at = ? WHERE id = ?").run(
        now,
        order.id,
      );
      db.prepare(
        "UPDATE payments SET status = 'cancelled', finished_at = ? WHERE order_id = ? AND status = 'pending'",
      ).run(now, order.id);
    })();
    return toOrderView(findOrder(db, params.id)!, language);
  }),

  implement(getPayment, ({ params, caller, services, language }) => {
    const payment = findPayment(services.db, params.payment_no);
    const order = payment && findOrder(services.db, payment.order_id);
    if (!payment || !order || order.user_id !== caller.user.id) throw notFound('payment');
    return paymentView(services, payment, language);
  }),

  implement(payNotify, ({ body, services }) => {
    if (!isValidSignature(services.paymentKey, body.payment_no, body.status, body.sign))
      throw refuse('payment.invalidSignature');
    const payment = findPayment(services.db, body.payment_no);
    if (!payment) throw refuse('payment.unknownPayment');
    const result =
      payment.status === 'pending' ? applyProviderResult(services, payment, body.status) : payment;
    return { payment_no: result.payment_no, status: result.status };
  }),
];
