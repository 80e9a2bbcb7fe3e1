import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/open-database';
import {
  findOrder,
  orderTitle,
  findPayment,
  type OrderRow,
  type PaymentRow,
} from '../features/payments/order-row';
import { formatMoney } from '../format/money';
import type { Services } from '../services';
import { sendProblem } from './dev-error-handler';
import { formatTime, html, sendPage, type SafeHtml } from './layout';
import type { DeliverResult, ProviderResult } from './payment-callback';
import {
  DevPageError,
  bodyOf,
  oneOf,
  optionalText,
  queryOf,
  requiredText,
  wantsJson,
} from './request-input';
import { optionalAppUrl } from './trusted-origins';

const MERCHANT = '优家 Youjia · staff learning (simulated WeChat Pay merchant)';
const PAYMENT_NO_RULE = {
  pattern: /^P[0-9A-Z]{10,40}$/,
  description: 'a payment number such as P20250101120000AB12CD34',
};
const RESULTS = ['succeeded', 'cancelled', 'failed'] as const satisfies readonly ProviderResult[];

const STATUS_TAG: Record<PaymentRow['status'], string> = {
  pending: 'warn',
  succeeded: 'ok',
  failed: 'bad',
  cancelled: 'bad',
};

const OUTCOME_TEXT: Record<PaymentRow['status'], string> = {
  pending: 'The payment is still pending.',
  succeeded: 'Payment confirmed: the provider notified the API.',
  cancelled: 'Payment cancelled: the provider notified the API.',
  failed: 'Payment failed: the provider notified the API.',
};

type PaymentWithOrder = { payment: PaymentRow; order: OrderRow };

function knownPayment(db: Db, paymentNo: string): PaymentWithOrder {
  const payment = findPayment(db, paymentNo);
  const order = payment && findOrder(db, payment.order_id);
  if (!payment || !order) throw new DevPageError(404, `No payment ${paymentNo} exists.`);
  return { payment, order };
}

const payLink = (paymentNo: string, returnUrl?: URL): string =>
  `/api/dev/pay?payment_no=${encodeURIComponent(paymentNo)}` +
  (returnUrl ? `&return_url=${encodeURIComponent(returnUrl.href)}` : '');

const statusTag = (status: PaymentRow['status']): SafeHtml =>
  html`<span class="tag ${STATUS_TAG[status]}">${status}</span>`;

function details({ payment, order }: PaymentWithOrder): SafeHtml {
  return html`<dl>
    <dt>Merchant</dt>
    <dd>${MERCHANT}</dd>
    <dt>Order</dt>
    <dd>${orderTitle(order, 'en')}</dd>
    <dt>Order no.</dt>
    <dd>${order.order_no} · ${order.status}</dd>
    <dt>Amount</dt>
    <dd class="code">¥${formatMoney(payment.amount_cents)}</dd>
    <dt>Payment no.</dt>
    <dd>${payment.payment_no}</dd>
    <dt>Status</dt>
    <dd>
      ${statusTag(payment.status)}${
        payment.finished_at
          ? html` <span class="muted">at ${formatTime(payment.finished_at)}</span>`
          : null
      }
    </dd>
  </dl>`;
}

const backLink = (returnUrl: URL | undefined): SafeHtml | null =>
  returnUrl ? html`<p><a class="button" href="${returnUrl.href}">Back to the app</a></p>` : null;

function cashier(found: PaymentWithOrder, returnUrl: URL | undefined): SafeHtml {
  const open = found.payment.status === 'pending';
  return html`<section>
      ${details(found)}
      <form method="post" action="/api/dev/pay">
        <input type="hidden" name="payment_no" value="${found.payment.payment_no}" />
        ${returnUrl ? html`<input type="hidden" name="return_url" value="${returnUrl.href}" />` : null}
        <div class="actions">
          <button name="result" value="succeeded" ${open ? null : 'disabled'}>
            Confirm payment
          </button>
          <button class="secondary" name="result" value="cancelled" ${open ? null : 'disabled'}>
            Cancel
          </button>
          <button class="secondary" name="result" value="failed" ${open ? null : 'disabled'}>
            Fail
          </button>
        </div>
      </form>
      ${open ? null : html`<p class="muted">This payment is finished; its state can no longer change.</p>`}
    </section>
    ${backLink(returnUrl)}`;
}

function recentPayments(db: Db): SafeHtml {
  const rows = db
    .prepare<[], PaymentRow & { title: string }>(
      `SELECT p.*, o.title FROM payments p JOIN orders o ON o.id = p.order_id
       ORDER BY p.created_at DESC, p.id DESC LIMIT 20`,
    )
    .all();
  return html`<section>
    <p class="muted">
      The app opens this cashier with a payment number when someone pays by WeChat Pay.
    </p>
    ${
      rows.length
        ? html`<ul class="list">
            ${rows.map(
              (p) =>
                html`<li>
                  <a class="grow" href="${payLink(p.payment_no)}">${p.title}</a>
                  <span>¥${formatMoney(p.amount_cents)}</span>${statusTag(p.status)}
                </li>`,
            )}
          </ul>`
        : html`<p>No payments yet.</p>`
    }
  </section>`;
}

export function registerPaymentProviderPage(
  scope: FastifyInstance,
  services: Services,
  deliver: DeliverResult,
): void {
  scope.get('/api/dev/pay', (request, reply) => {
    const query = queryOf(request);
    if (optionalText(query, 'payment_no') === undefined) {
      return sendPage(reply, { title: 'Payment provider', body: recentPayments(services.db) });
    }
    const paymentNo = requiredText(query, 'payment_no', PAYMENT_NO_RULE);
    const returnUrl = optionalAppUrl(services, query, 'return_url');
    return sendPage(reply, {
      title: 'Payment provider',
      body: cashier(knownPayment(services.db, paymentNo), returnUrl),
    });
  });

  scope.post('/api/dev/pay', async (request, reply) => {
    const fields = bodyOf(request);
    const paymentNo = requiredText(fields, 'payment_no', PAYMENT_NO_RULE);
    const result = oneOf(fields, 'result', RESULTS);
    const returnUrl = optionalAppUrl(services, fields, 'return_url');
    const before = knownPayment(services.db, paymentNo).payment.status;
    const outcome = await deliver(paymentNo, result);
    if (!outcome.ok) {
      return sendProblem(
        request,
        reply,
        502,
        `The API refused the provider's callback: ${outcome.message}`,
      );
    }
    const after = knownPayment(services.db, paymentNo);
    const changed = before === 'pending' && outcome.status !== 'pending';
    if (wantsJson(request)) {
      return {
        payment_no: paymentNo,
        status: outcome.status,
        order_status: after.order.status,
        changed,
      };
    }
    const notice = changed
      ? html`<p class="notice ${outcome.status === 'succeeded' ? 'ok' : 'bad'}">
          ${OUTCOME_TEXT[outcome.status]} The order is now ${after.order.status}.
        </p>`
      : html`<p class="notice">This payment was already ${before}; nothing changed.</p>`;
    return sendPage(reply, {
      title: 'Payment provider',
      body: html`${notice}
        <section>${details(after)}</section>
        ${backLink(returnUrl)}
        <p class="muted"><a href="${payLink(paymentNo, returnUrl)}">Payment page</a></p>`,
    });
  });
}
