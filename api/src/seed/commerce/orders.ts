import { rechargeTitle, type OrderTitle } from '../../features/payments/order-row';
import type { SeedContext } from '../context';
import type { Org } from '../org/staff';
import { randomFor } from '../random';
import { dayOf, DAY, HOUR, MINUTE } from '../time';
import type { Catalogue, SeededCourse } from '../training/courses';
import { json } from '../writer';

/** A paid course order: the learner gets an enrolment with source 'purchase'. */
export type Purchase = { userId: number; courseId: number; orderId: number; at: number };

type RechargeOption = { id: number; amountCents: number; bonusCents: number };

type OrderStatus = 'pending' | 'paid' | 'cancelled' | 'refunded';
type PayMethod = 'balance' | 'wechat';

const RECHARGE_OPTIONS: readonly (readonly [number, number])[] = [
  [50, 0],
  [100, 5],
  [200, 20],
  [500, 60],
];

const orderTitleColumns = (title: OrderTitle) => ({
  title_kind: title.kind,
  title_params: json(title.params),
});

/**
 * Recharge options, orders in every status with their payments, the money they moved (a paid
 * recharge credits amount + bonus in one 'recharge' entry) and the course purchases.
 */
export function seedOrders(ctx: SeedContext, org: Org, catalogue: Catalogue): Purchase[] {
  const { write, now } = ctx;
  const rng = randomFor('orders');
  const options: RechargeOption[] = RECHARGE_OPTIONS.map(([yuan, bonus], sort) => ({
    id: write.insert('recharge_options', {
      amount_cents: yuan * 100,
      bonus_cents: bonus * 100,
      sort,
    }),
    amountCents: yuan * 100,
    bonusCents: bonus * 100,
  }));
  const paidCourses = catalogue.courses.filter((c) => c.priceCents > 0);
  const purchases: Purchase[] = [];
  const balances = new Map<number, number>();
  let sequence = 0;

  const order = (
    userId: number,
    at: number,
    status: OrderStatus,
    item: { course: SeededCourse } | { recharge: RechargeOption },
    method: PayMethod | null,
  ): void => {
    sequence++;
    const orderNo = `YJ${dayOf(at).replace(/-/g, '')}${String(100000 + sequence)}`;
    const isCourse = 'course' in item;
    const amount = isCourse ? item.course.priceCents : item.recharge.amountCents;
    const paidAt = status === 'paid' || status === 'refunded' ? at + 2 * MINUTE : null;
    const orderId = write.insert('orders', {
      order_no: orderNo,
      user_id: userId,
      kind: isCourse ? 'course' : 'recharge',
      ref_id: isCourse ? item.course.id : item.recharge.id,
      ...orderTitleColumns(
        isCourse
          ? { kind: 'course', params: { course: item.course.data.title } }
          : rechargeTitle(item.recharge.amountCents, item.recharge.bonusCents),
      ),
      amount_cents: amount,
      status,
      pay_method: method,
      created_at: at,
      paid_at: paidAt,
      cancelled_at: status === 'cancelled' ? at + 30 * MINUTE : null,
    });
    if (method === 'wechat' || (status !== 'paid' && status !== 'refunded')) {
      const paymentStatus = {
        paid: 'succeeded',
        refunded: 'succeeded',
        pending: 'pending',
        cancelled: 'cancelled',
      }[status];
      write.insert('payments', {
        payment_no: `PAY${orderNo.slice(2)}`,
        order_id: orderId,
        amount_cents: amount,
        status: paymentStatus,
        created_at: at + MINUTE,
        finished_at: paymentStatus === 'pending' ? null : at + 2 * MINUTE,
      });
    }
    const balance = balances.get(userId) ?? 0;
    if (paidAt !== null && !isCourse) {
      const credit = item.recharge.amountCents + item.recharge.bonusCents;
      ctx.money.add(userId, credit, 'recharge', orderNo, paidAt);
      balances.set(userId, balance + credit);
    }
    if (paidAt !== null && isCourse && method === 'balance') {
      ctx.money.add(userId, -amount, 'payment', orderNo, paidAt);
      balances.set(userId, balance - amount);
    }
    if (status === 'refunded' && method === 'balance') {
      ctx.money.add(userId, amount, 'refund', orderNo, (paidAt ?? at) + DAY);
      balances.set(userId, balance);
    }
    if (status === 'paid' && isCourse) {
      purchases.push({ userId, courseId: item.course.id, orderId, at: paidAt ?? at });
    }
  };

  const course = (title: string): { course: SeededCourse } => {
    const found = catalogue.courses.find((c) => c.data.title === title);
    if (!found) throw new Error(`no course ${title}`);
    return { course: found };
  };
  const recharge = (index: number): { recharge: RechargeOption } => ({
    recharge: options[index] as RechargeOption,
  });

  // The joined demo user: orders in every status, paid by balance and by WeChat.
  const demo = org.demo.joined.id;
  order(demo, now - 60 * DAY, 'paid', recharge(2), 'wechat');
  order(demo, now - 45 * DAY, 'paid', course('顾问式销售五步法'), 'balance');
  order(demo, now - 30 * DAY, 'paid', course('门店直播带货实操'), 'wechat');
  order(demo, now - 20 * DAY, 'refunded', course('客诉处理与服务补救'), 'balance');
  order(demo, now - 12 * DAY, 'cancelled', course('顾客异议处理实战'), null);
  order(demo, now - 6 * DAY, 'cancelled', recharge(0), null);
  order(demo, now - 1 * DAY, 'pending', recharge(1), null);
  order(demo, now - 2 * HOUR, 'pending', course('门店经营数据分析'), null);

  // Other members: a recharge, then courses paid from the balance when it suffices.
  const managers = [org.demo.shopManager, org.demo.areaManager];
  const buyers = [
    ...managers,
    ...rng.sample(
      org.members.filter((m) => m.id !== demo && !managers.includes(m)),
      60,
    ),
  ];
  for (const buyer of buyers) {
    let at = now - rng.int(40, 120) * DAY;
    order(buyer.id, at, 'paid', recharge(rng.int(0, 3)), 'wechat');
    const owned = new Set<number>();
    for (let i = rng.int(0, 3); i > 0; i--) {
      at += rng.int(2, 12) * DAY;
      const pick = rng.pick(paidCourses);
      if (owned.has(pick.id)) continue;
      const roll = rng.next();
      const status: OrderStatus = roll < 0.7 ? 'paid' : roll < 0.85 ? 'cancelled' : 'pending';
      if (status === 'pending') at = now - rng.int(1, 48) * HOUR;
      const affordable = (balances.get(buyer.id) ?? 0) >= pick.priceCents;
      const method: PayMethod | null =
        status === 'paid' ? (affordable ? 'balance' : 'wechat') : null;
      order(buyer.id, at, status, { course: pick }, method);
      if (status === 'paid') owned.add(pick.id);
      if (status === 'pending') break;
    }
  }
  return purchases;
}
