import type { FastifyInstance } from 'fastify';
import { nowSeconds } from '../clock';
import { MOBILE_PATTERN } from '../contract/common-schemas';
import type { Services } from '../services';
import { formatRelative, formatTime, html, sendPage } from './layout';
import { optionalText, queryOf, requiredText, wantsJson } from './request-input';

const OUTBOX_SIZE = 100;
const REFRESH_SECONDS = 3;

type OutboxRow = {
  mobile: string;
  scene: string;
  code: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
};

function readOutbox(services: Services, mobile: string | null): OutboxRow[] {
  return services.db
    .prepare<[{ mobile: string | null; limit: number }], OutboxRow>(
      `SELECT mobile, scene, code, created_at, expires_at, used_at FROM sms_codes
       WHERE (@mobile IS NULL OR mobile = @mobile) ORDER BY created_at DESC, id DESC LIMIT @limit`,
    )
    .all({ mobile, limit: OUTBOX_SIZE });
}

function stateTag(row: OutboxRow, now: number) {
  if (row.used_at !== null) return html`<span class="tag">used</span>`;
  if (row.expires_at <= now) return html`<span class="tag bad">expired</span>`;
  return html`<span class="tag ok">unused · expires ${formatRelative(row.expires_at, now)}</span>`;
}

export function registerSmsOutboxPage(scope: FastifyInstance, services: Services): void {
  scope.get('/api/dev/sms', (request, reply) => {
    const query = queryOf(request);
    const mobile =
      optionalText(query, 'mobile') === undefined
        ? null
        : requiredText(query, 'mobile', {
            pattern: new RegExp(MOBILE_PATTERN),
            description: 'an 11-digit mobile number',
          });
    const rows = readOutbox(services, mobile);
    if (wantsJson(request)) {
      return {
        list: rows.map(({ used_at, ...row }) => ({ ...row, used: used_at !== null })),
      };
    }
    const now = nowSeconds();
    return sendPage(reply, {
      title: 'SMS outbox',
      refreshSeconds: REFRESH_SECONDS,
      body: html`<section>
        <p class="muted">
          Codes the API sent, newest first (the last ${OUTBOX_SIZE}). This page refreshes every
          ${REFRESH_SECONDS} s. Tap a mobile to see only its codes.
        </p>
        ${mobile ? html`<p>Showing <strong>${mobile}</strong> · <a href="/api/dev/sms">show all</a></p>` : null}
        ${
          rows.length
            ? html`<ul class="list">
                ${rows.map(
                  (row) =>
                    html`<li>
                      <span class="code">${row.code}</span>
                      <span class="grow"
                        ><a href="/api/dev/sms?mobile=${encodeURIComponent(row.mobile)}"
                          >${row.mobile}</a
                        >
                        · ${row.scene}
                        <span class="muted">sent ${formatTime(row.created_at)}</span></span
                      >
                      ${stateTag(row, now)}
                    </li>`,
                )}
              </ul>`
            : html`<p class="muted">
                No codes yet. Request one in the app (for example on the login page).
              </p>`
        }
      </section>`,
    });
  });
}
