import type { FastifyInstance } from 'fastify';
import { payNotify } from '../contract/payments';
import type { PaymentRow } from '../features/payments/order-row';
import { signNotification } from '../features/payments/settle-order';

export type ProviderResult = 'succeeded' | 'cancelled' | 'failed';

export type CallbackOutcome =
  { ok: true; status: PaymentRow['status'] } | { ok: false; message: string };

export type DeliverResult = (paymentNo: string, result: ProviderResult) => Promise<CallbackOutcome>;

const STATUSES: readonly string[] = ['pending', 'succeeded', 'failed', 'cancelled'];

type Envelope = { code?: unknown; message?: unknown; data?: { status?: unknown } | null };

/**
 * Sends the provider's signed callback through the public endpoint, as a real provider would,
 * so the contract's validation, the signature check and the idempotent handler all run.
 */
export function deliverThroughCallback(app: FastifyInstance, paymentKey: string): DeliverResult {
  return async (paymentNo, result) => {
    const response = await app.inject({
      method: 'POST',
      url: payNotify.path,
      payload: {
        payment_no: paymentNo,
        status: result,
        sign: signNotification(paymentKey, paymentNo, result),
      },
    });
    let envelope: Envelope;
    try {
      envelope = JSON.parse(response.body) as Envelope;
    } catch {
      return { ok: false, message: `HTTP ${response.statusCode} without a JSON body` };
    }
    const status = envelope.data?.status;
    if (
      response.statusCode === 200 &&
      envelope.code === 0 &&
      typeof status === 'string' &&
      STATUSES.includes(status)
    ) {
      return { ok: true, status: status as PaymentRow['status'] };
    }
    return {
      ok: false,
      message:
        typeof envelope.message === 'string' ? envelope.message : `HTTP ${response.statusCode}`,
    };
  };
}
