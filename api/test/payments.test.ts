import { createOrder, findOrder } from '../src/features/payments/order-row';
import { signNotification } from '../src/features/payments/settle-order';
import { findUserByMobile } from '../src/features/users/user-row';
import { nowSeconds } from '../src/clock';
import { startTestServer, type TestServer } from './helpers/test-server';

const JOINED = '13800000000';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = await server.login(JOINED);
});
afterAll(() => server.close());

type Order = { id: number; status: string; amount: string; pay_method: string | null };
type PayResult = {
  order: Order;
  payment: { payment_no: string; pay_url: string; status: string } | null;
};

const balanceCents = () => findUserByMobile(server.db, JOINED)!.money_cents;
const notify = (payment_no: string, status: 'succeeded' | 'failed' | 'cancelled', sign?: string) =>
  server.call('POST', '/api/pay/notify', {
    body: {
      payment_no,
      status,
      sign: sign ?? signNotification(server.services.paymentKey, payment_no, status),
    },
  });

function courseOrder(amountCents: number): number {
  const courseId = (
    server.db.prepare('SELECT id FROM courses ORDER BY id LIMIT 1').get() as { id: number }
  ).id;
  return createOrder(server.db, {
    userId: findUserByMobile(server.db, JOINED)!.id,
    kind: 'course',
    refId: courseId,
    title: { kind: 'course', params: { course: 'Test course' } },
    amountCents,
    now: nowSeconds(),
  }).id;
}

describe('recharge through the (simulated) WeChat Pay provider', () => {
  it('credits amount + bonus once, however often the provider calls back', async () => {
    const options = (await server.call('GET', '/api/recharge/options', { token })).body.data as {
      list: { id: number; amount: string; bonus: string }[];
    };
    expect(options.list.length).toBeGreaterThanOrEqual(3);
    const option = options.list.find((o) => o.bonus !== '0.00') ?? options.list[0]!;
    const order = (
      await server.call('POST', '/api/recharge', { token, body: { option_id: option.id } })
    ).body.data as Order;
    expect(order).toMatchObject({ status: 'pending', amount: option.amount });

    const pay = (
      await server.call('POST', `/api/orders/${order.id}/pay`, {
        token,
        body: { method: 'wechat' },
      })
    ).body.data as PayResult;
    expect(pay.payment!.pay_url).toBe(
      `${server.config.publicUrl}/api/dev/pay?payment_no=${pay.payment!.payment_no}`,
    );
    const samePayment = (
      await server.call('POST', `/api/orders/${order.id}/pay`, {
        token,
        body: { method: 'wechat' },
      })
    ).body.data as PayResult;
    expect(samePayment.payment!.payment_no).toBe(pay.payment!.payment_no);

    const before = balanceCents();
    const expected = Math.round((Number(option.amount) + Number(option.bonus)) * 100);
    expect((await notify(pay.payment!.payment_no, 'succeeded')).body.data).toEqual({
      payment_no: pay.payment!.payment_no,
      status: 'succeeded',
    });
    expect((await notify(pay.payment!.payment_no, 'succeeded')).body.data).toEqual({
      payment_no: pay.payment!.payment_no,
      status: 'succeeded',
    });
    expect((await notify(pay.payment!.payment_no, 'failed')).body.data).toEqual({
      payment_no: pay.payment!.payment_no,
      status: 'succeeded',
    });
    expect(balanceCents() - before).toBe(expected);

    const paid = await server.call('GET', `/api/payments/${pay.payment!.payment_no}`, { token });
    expect(paid.body.data).toMatchObject({
      status: 'succeeded',
      order: { status: 'paid', pay_method: 'wechat' },
    });
    const again = await server.call('POST', `/api/orders/${order.id}/pay`, {
      token,
      body: { method: 'wechat' },
    });
    expect(again.body).toEqual({ code: 1, message: 'This order is already paid', data: null });
  });

  it('ignores a callback with a bad signature', async () => {
    const order = (await server.call('POST', '/api/recharge', { token, body: { option_id: 1 } }))
      .body.data as Order;
    const pay = (
      await server.call('POST', `/api/orders/${order.id}/pay`, {
        token,
        body: { method: 'wechat' },
      })
    ).body.data as PayResult;
    const forged = await notify(pay.payment!.payment_no, 'succeeded', 'f'.repeat(64));
    expect(forged.body).toEqual({ code: 1, message: 'Invalid signature', data: null });
    expect(findOrder(server.db, order.id)!.status).toBe('pending');
  });

  it('a recharge cannot be paid from the balance', async () => {
    const order = (await server.call('POST', '/api/recharge', { token, body: { option_id: 1 } }))
      .body.data as Order;
    const reply = await server.call('POST', `/api/orders/${order.id}/pay`, {
      token,
      body: { method: 'balance' },
    });
    expect(reply.body.message).toBe('A recharge cannot be paid from the balance');
  });

  it("the cashier of a recharge offers WeChat only, saying why in the reader's language", async () => {
    const order = (await server.call('POST', '/api/recharge', { token, body: { option_id: 1 } }))
      .body.data as Order;
    type Cashier = {
      methods: { method: string; allowed: boolean; available: boolean; reason: string | null }[];
    };
    const cashier = async (language: string) =>
      (
        await server.call('GET', `/api/orders/${order.id}/cashier`, {
          token,
          headers: { 'accept-language': language },
        })
      ).body.data as Cashier;
    expect((await cashier('en')).methods).toEqual([
      {
        method: 'balance',
        allowed: false,
        available: false,
        reason: 'A recharge cannot be paid from the balance',
      },
      {
        method: 'points',
        allowed: false,
        available: false,
        reason: 'A recharge cannot be paid with points',
      },
      { method: 'wechat', allowed: true, available: true, reason: null },
    ]);
    expect((await cashier('zh-CN')).methods.map((m) => m.reason)).toEqual([
      '充值订单不能用余额支付',
      '充值订单不能用积分支付',
      null,
    ]);
    const before = balanceCents();
    for (const method of ['balance', 'points'] as const) {
      const refused = await server.call('POST', `/api/orders/${order.id}/pay`, {
        token,
        body: { method },
        headers: { 'accept-language': 'zh-CN' },
      });
      expect(refused.body).toMatchObject({ code: 1, data: null });
    }
    expect(balanceCents()).toBe(before);
    expect(findOrder(server.db, order.id)!.status).toBe('pending');
  });
});

describe('paying an order', () => {
  it('from the balance: refused when short, charged once when enough, with a ledger row', async () => {
    const tooMuch = courseOrder(balanceCents() + 100);
    const short = await server.call('POST', `/api/orders/${tooMuch}/pay`, {
      token,
      body: { method: 'balance' },
    });
    expect(short.body).toEqual({ code: 1, message: 'Insufficient balance', data: null });
    expect(findOrder(server.db, tooMuch)!.status).toBe('pending');

    const id = courseOrder(100);
    const before = balanceCents();
    const [a, b] = await Promise.all([
      server.call('POST', `/api/orders/${id}/pay`, { token, body: { method: 'balance' } }),
      server.call('POST', `/api/orders/${id}/pay`, { token, body: { method: 'balance' } }),
    ]);
    expect([a.body.code, b.body.code].sort()).toEqual([0, 1]);
    expect(before - balanceCents()).toBe(100);
    const ledger = server.db
      .prepare(
        'SELECT delta_cents, balance_after_cents FROM money_ledger WHERE user_id = ? ORDER BY id DESC LIMIT 1',
      )
      .get(findUserByMobile(server.db, JOINED)!.id);
    expect(ledger).toEqual({ delta_cents: -100, balance_after_cents: balanceCents() });
  });

  it('a second successful provider payment for a paid order goes back to the balance', async () => {
    const id = courseOrder(500);
    const first = (
      await server.call('POST', `/api/orders/${id}/pay`, { token, body: { method: 'wechat' } })
    ).body.data as PayResult;
    // A second payment of the same order, as if the first cashier page had been left open.
    server.db
      .prepare(
        'INSERT INTO payments (payment_no, order_id, amount_cents, created_at) VALUES (?, ?, ?, ?)',
      )
      .run('P20261121000000DUPL', id, 500, nowSeconds());
    await notify(first.payment!.payment_no, 'succeeded');
    const before = balanceCents();
    await notify('P20261121000000DUPL', 'succeeded');
    expect(balanceCents() - before).toBe(500);
    expect(findOrder(server.db, id)!.status).toBe('paid');
  });

  it('cancels a pending order only', async () => {
    const id = courseOrder(300);
    expect((await server.call('POST', `/api/orders/${id}/cancel`, { token })).body).toMatchObject({
      code: 0,
      data: { status: 'cancelled' },
    });
    expect((await server.call('POST', `/api/orders/${id}/cancel`, { token })).body.message).toBe(
      'Only a pending order can be cancelled',
    );
    expect(
      (await server.call('POST', `/api/orders/${id}/pay`, { token, body: { method: 'balance' } }))
        .body.message,
    ).toBe('This order was cancelled');
  });

  it("lists my orders by status and hides other people's orders", async () => {
    const all = (await server.call('GET', '/api/orders', { token, query: { pageSize: 5 } })).body
      .data as { list: Order[]; total: number; pageSize: number };
    expect(all.pageSize).toBe(5);
    expect(all.list.length).toBeLessThanOrEqual(5);
    const cancelled = (
      await server.call('GET', '/api/orders', { token, query: { status: 'cancelled' } })
    ).body.data as { list: Order[] };
    expect(cancelled.list.every((o) => o.status === 'cancelled')).toBe(true);
    const other = await server.login('13800000003');
    const mine = all.list[0]!;
    expect((await server.call('GET', `/api/orders/${mine.id}`, { token: other })).body).toEqual({
      code: 404,
      message: 'Order not found',
      data: null,
    });
  });

  it('a write shows up in the next list at once, although lists are cached', async () => {
    const before = (await server.call('GET', '/api/orders', { token })).body.data as {
      total: number;
    };
    await server.call('POST', '/api/recharge', { token, body: { option_id: 1 } });
    const after = (await server.call('GET', '/api/orders', { token })).body.data as {
      total: number;
      list: Order[];
    };
    expect(after.total).toBe(before.total + 1);
    expect(after.list[0]!.status).toBe('pending');
  });
});

describe('buying a course', () => {
  const courseByTitle = (title: string) =>
    (server.db.prepare('SELECT id FROM courses WHERE title = ?').get(title) as { id: number }).id;
  const owns = async (courseId: number) =>
    (
      (await server.call('GET', `/api/courses/${courseId}`, { token })).body.data as {
        owned: boolean;
      }
    ).owned;
  const pointsOf = () => findUserByMobile(server.db, JOINED)!.points;

  it('shows the cashier: balance, points needed and which methods can pay', async () => {
    const id = courseByTitle('门店经营数据分析');
    const order = (await server.call('POST', `/api/courses/${id}/order`, { token })).body
      .data as Order;
    const cashier = (await server.call('GET', `/api/orders/${order.id}/cashier`, { token })).body
      .data as {
      balance: string;
      points: number;
      points_needed: number;
      methods: { method: string; allowed: boolean; available: boolean; reason: string | null }[];
    };
    expect(cashier.points_needed).toBe(1990);
    expect(cashier.points).toBe(pointsOf());
    expect(cashier.methods).toEqual([
      {
        method: 'balance',
        allowed: true,
        available: balanceCents() >= 19900,
        reason: balanceCents() >= 19900 ? null : 'Insufficient balance',
      },
      { method: 'points', allowed: true, available: false, reason: 'Insufficient points' },
      { method: 'wechat', allowed: true, available: true, reason: null },
    ]);
    const other = await server.login('13800000003');
    expect(
      (await server.call('GET', `/api/orders/${order.id}/cashier`, { token: other })).body.code,
    ).toBe(404);
  });

  it('from the balance unlocks the course at once; paying again charges nothing', async () => {
    const id = courseByTitle('厨房电器套购方案');
    expect(await owns(id)).toBe(false);
    const order = (await server.call('POST', `/api/courses/${id}/order`, { token })).body
      .data as Order;
    const before = balanceCents();
    const paid = await server.call('POST', `/api/orders/${order.id}/pay`, {
      token,
      body: { method: 'balance' },
    });
    expect(paid.body.data).toMatchObject({ order: { status: 'paid', pay_method: 'balance' } });
    expect(await owns(id)).toBe(true);
    const again = await server.call('POST', `/api/orders/${order.id}/pay`, {
      token,
      body: { method: 'balance' },
    });
    expect(again.body.message).toBe('This order is already paid');
    expect(before - balanceCents()).toBe(4900);
    expect((await server.call('POST', `/api/courses/${id}/order`, { token })).body.message).toBe(
      'You already own this course',
    );
  });

  it('with points (10 a yuan), refused when short', async () => {
    const id = courseByTitle('家电基础知识入门');
    const order = (await server.call('POST', `/api/courses/${id}/order`, { token })).body
      .data as Order;
    server.db.prepare('UPDATE users SET points = 100 WHERE mobile = ?').run(JOINED);
    const short = await server.call('POST', `/api/orders/${order.id}/pay`, {
      token,
      body: { method: 'points' },
    });
    expect(short.body).toEqual({ code: 1, message: 'Insufficient points', data: null });
    server.db.prepare('UPDATE users SET points = 500 WHERE mobile = ?').run(JOINED);
    const paid = await server.call('POST', `/api/orders/${order.id}/pay`, {
      token,
      body: { method: 'points' },
    });
    expect(paid.body.data).toMatchObject({ order: { status: 'paid', pay_method: 'points' } });
    expect(pointsOf()).toBe(500 - 199);
    expect(await owns(id)).toBe(true);
    const recharge = (await server.call('POST', '/api/recharge', { token, body: { option_id: 1 } }))
      .body.data as Order;
    expect(
      (
        await server.call('POST', `/api/orders/${recharge.id}/pay`, {
          token,
          body: { method: 'points' },
        })
      ).body.message,
    ).toBe('A recharge cannot be paid with points');
  });

  it('by WeChat Pay unlocks the course when the provider confirms', async () => {
    const id = courseByTitle('社群与私域运营入门');
    const order = (await server.call('POST', `/api/courses/${id}/order`, { token })).body
      .data as Order;
    const pay = (
      await server.call('POST', `/api/orders/${order.id}/pay`, {
        token,
        body: { method: 'wechat' },
      })
    ).body.data as PayResult;
    expect(await owns(id)).toBe(false);
    await notify(pay.payment!.payment_no, 'succeeded');
    expect(await owns(id)).toBe(true);
  });

  it('rejects an unknown method with 422', async () => {
    const reply = await server.call('POST', '/api/orders/1/pay', {
      token,
      body: { method: 'cash' },
    });
    expect(reply.status).toBe(422);
  });
});
