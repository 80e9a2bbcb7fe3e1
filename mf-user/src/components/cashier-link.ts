import type { ContractData } from 'shared/request';
import { CROSS_AREA_LINKS, PATHS } from 'shared/paths';

type Order = ContractData<'get', '/api/orders/{id}'>;
type CashierMethod = ContractData<'get', '/api/orders/{id}/cashier'>['methods'][number];
export type PayMethod = CashierMethod['method'];

/** The training area's cashier of a course order (course payment lives there). */
export const cashierPath = CROSS_AREA_LINKS.cashier;

/** The training area's payment result page, where the provider sends the payer back. */
export const paymentResultPath = (orderId: number, paymentNo: string): string =>
  `${PATHS.train.paymentResult}?id=${orderId}&payment_no=${paymentNo}`;

/** Ways of paying that take money at once, so they are confirmed first. */
export const IMMEDIATE_METHODS: ReadonlySet<PayMethod> = new Set(['balance', 'points']);

/**
 * The ways to pay an order that the cashier offers: only those the API allows for the order (a
 * recharge tops up the balance, so only real payment, WeChat Pay, pays it: never the balance or
 * points, whatever a server says) and available to this payer now (nothing greyed out to tap in
 * vain). `allowed` is read as true from a server that does not send it yet.
 */
export function payableMethods(
  kind: Order['kind'],
  methods: readonly CashierMethod[],
): PayMethod[] {
  return methods
    .filter(
      (m) =>
        m.allowed !== false &&
        m.available &&
        !(kind === 'recharge' && IMMEDIATE_METHODS.has(m.method)),
    )
    .map((m) => m.method);
}
