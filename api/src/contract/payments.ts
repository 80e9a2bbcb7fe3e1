import { Type } from '@sinclair/typebox';
import { defineOperation } from './define-operation';
import { Id, IdParams, Money, PageQuery, Timestamp, paged } from './common-schemas';

export const OrderStatus = Type.Union([
  Type.Literal('pending'),
  Type.Literal('paid'),
  Type.Literal('cancelled'),
  Type.Literal('refunded'),
]);

export const PayMethod = Type.Union([
  Type.Literal('balance'),
  Type.Literal('wechat'),
  Type.Literal('points'),
]);

/** Points that pay one yuan of a course order. */
export const POINTS_PER_YUAN = 10;

export const Order = Type.Object(
  {
    id: Type.Integer(),
    order_no: Type.String(),
    kind: Type.Union([Type.Literal('course'), Type.Literal('recharge')]),
    ref_id: Type.Union([Type.Integer(), Type.Null()]),
    title: Type.String(),
    amount: Money,
    status: OrderStatus,
    pay_method: Type.Union([
      Type.Literal('balance'),
      Type.Literal('wechat'),
      Type.Literal('points'),
      Type.Null(),
    ]),
    created_at: Timestamp,
    paid_at: Type.Union([Timestamp, Type.Null()]),
    cancelled_at: Type.Union([Timestamp, Type.Null()]),
  },
  { $id: 'Order' },
);

export const PaymentStatus = Type.Union([
  Type.Literal('pending'),
  Type.Literal('succeeded'),
  Type.Literal('failed'),
  Type.Literal('cancelled'),
]);

export const Payment = Type.Object(
  {
    payment_no: Type.String(),
    status: PaymentStatus,
    amount: Money,
    pay_url: Type.String({ description: "the provider's cashier page (simulated in development)" }),
    order: Order,
  },
  { $id: 'Payment' },
);

export const RechargeOption = Type.Object(
  { id: Type.Integer(), amount: Money, bonus: Money },
  { $id: 'RechargeOption' },
);

export const listRechargeOptions = defineOperation({
  operationId: 'listRechargeOptions',
  method: 'get',
  path: '/api/recharge/options',
  tier: 'joined',
  tag: 'payments',
  summary: 'Recharge amounts on offer, with their bonuses',
  data: Type.Object({ list: Type.Array(RechargeOption), balance: Money }),
});

export const createRecharge = defineOperation({
  operationId: 'createRecharge',
  method: 'post',
  path: '/api/recharge',
  tier: 'joined',
  tag: 'payments',
  summary: 'Create a pending recharge order for an option',
  body: Type.Object({ option_id: Id }, { additionalProperties: false }),
  data: Order,
});

export const listOrders = defineOperation({
  operationId: 'listOrders',
  method: 'get',
  path: '/api/orders',
  tier: 'joined',
  tag: 'payments',
  summary: 'My orders, newest first, optionally by status',
  query: Type.Object(
    { status: Type.Optional(OrderStatus), ...PageQuery },
    { additionalProperties: false },
  ),
  data: paged(Order),
});

export const getOrder = defineOperation({
  operationId: 'getOrder',
  method: 'get',
  path: '/api/orders/{id}',
  tier: 'joined',
  tag: 'payments',
  summary: 'One of my orders',
  params: IdParams,
  data: Order,
});

export const payOrder = defineOperation({
  operationId: 'payOrder',
  method: 'post',
  path: '/api/orders/{id}/pay',
  tier: 'joined',
  tag: 'payments',
  summary:
    'Pay a pending order from the balance or with points (at once), or by WeChat Pay (through the provider)',
  description:
    'Balance and points (10 points a yuan, course orders only): the order is paid in the same transaction. WeChat: a payment is created (or the open one reused) and the provider confirms it later through /api/pay/notify. Paying a paid order is refused, so paying twice charges once.',
  params: IdParams,
  body: Type.Object({ method: PayMethod }, { additionalProperties: false }),
  data: Type.Object({ order: Order, payment: Type.Union([Payment, Type.Null()]) }),
  refusals: [
    'payment.orderPaid',
    'payment.orderCancelled',
    'payment.insufficientBalance',
    'payment.rechargeByBalance',
    'payment.insufficientPoints',
    'payment.rechargeByPoints',
  ],
});

export const CashierMethod = Type.Object({
  method: PayMethod,
  allowed: Type.Boolean({
    description:
      'whether this order may be paid this way at all: a recharge is paid by WeChat only, never from the balance or with points',
  }),
  available: Type.Boolean({ description: 'allowed, and the balance or points suffice' }),
  reason: Type.Union([Type.String(), Type.Null()], { description: 'why it is unavailable' }),
});

export const getCashier = defineOperation({
  operationId: 'getCashier',
  method: 'get',
  path: '/api/orders/{id}/cashier',
  tier: 'joined',
  tag: 'payments',
  summary: 'The cashier of one of my orders: my balance and points, and each way to pay it',
  params: IdParams,
  data: Type.Object({
    order: Order,
    balance: Money,
    points: Type.Integer({ minimum: 0 }),
    points_needed: Type.Integer({ minimum: 0, description: 'points that pay this order' }),
    methods: Type.Array(CashierMethod),
  }),
});

export const cancelOrder = defineOperation({
  operationId: 'cancelOrder',
  method: 'post',
  path: '/api/orders/{id}/cancel',
  tier: 'joined',
  tag: 'payments',
  summary: 'Cancel a pending order',
  params: IdParams,
  data: Order,
  refusals: ['payment.cancelPendingOnly'],
});

export const PaymentNoParams = Type.Object(
  { payment_no: Type.String({ pattern: '^P[0-9A-Z]{10,40}$', description: 'a payment number' }) },
  { additionalProperties: false },
);

export const getPayment = defineOperation({
  operationId: 'getPayment',
  method: 'get',
  path: '/api/payments/{payment_no}',
  tier: 'joined',
  tag: 'payments',
  summary: 'A payment of mine and its order (the payment result page polls it)',
  params: PaymentNoParams,
  data: Payment,
});

export const payNotify = defineOperation({
  operationId: 'payNotify',
  method: 'post',
  path: '/api/pay/notify',
  tier: 'public',
  tag: 'payments',
  summary: "The payment provider's callback; signed, idempotent",
  description:
    '`sign` is the hex HMAC-SHA256 of `payment_no|status` with the provider key. A repeated callback changes nothing and answers the current state.',
  body: Type.Object(
    {
      payment_no: Type.String({ pattern: '^P[0-9A-Z]{10,40}$' }),
      status: Type.Union([
        Type.Literal('succeeded'),
        Type.Literal('failed'),
        Type.Literal('cancelled'),
      ]),
      sign: Type.String({ pattern: '^[0-9a-f]{64}$' }),
    },
    { additionalProperties: false },
  ),
  data: Type.Object({ payment_no: Type.String(), status: PaymentStatus }),
  refusals: ['payment.invalidSignature', 'payment.unknownPayment'],
});

export const paymentOperations = [
  listRechargeOptions,
  createRecharge,
  listOrders,
  getOrder,
  payOrder,
  getCashier,
  cancelOrder,
  getPayment,
  payNotify,
] as const;
