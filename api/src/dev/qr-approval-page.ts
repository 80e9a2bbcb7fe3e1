import type { FastifyInstance } from 'fastify';
import { nowSeconds } from '../clock';
import type { Db } from '../db/open-database';
import { confirmQrTicket, findQrTicket, type QrTicketRow } from '../features/auth/qr-login';
import { findUser } from '../features/users/user-row';
import type { Services } from '../services';
import { describeUser, listDemoUsers } from './demo-users';
import { formatRelative, html, sendPage, type SafeHtml } from './layout';
import {
  DevPageError,
  bodyOf,
  optionalText,
  queryOf,
  requiredId,
  requiredText,
  wantsJson,
} from './request-input';

const TICKET_RULE = {
  pattern: /^[0-9a-f]{32}$/,
  description: 'a QR login ticket (32 hex characters)',
};

const ticketLink = (ticket: string): string => `/api/dev/qr?ticket=${encodeURIComponent(ticket)}`;

function userName(db: Db, userId: number | null): string {
  const user = userId === null ? undefined : findUser(db, userId);
  return user ? describeUser(user) : 'a deleted account';
}

function knownTicket(db: Db, ticket: string): QrTicketRow {
  const row = findQrTicket(db, ticket);
  if (!row) {
    throw new DevPageError(404, 'No such QR login ticket. Open a fresh QR code on the login page.');
  }
  return row;
}

function liveTickets(db: Db): QrTicketRow[] {
  return db
    .prepare<[number], QrTicketRow>(
      `SELECT * FROM qr_tickets WHERE status = 'pending' AND expires_at > ?
       ORDER BY created_at DESC LIMIT 20`,
    )
    .all(nowSeconds());
}

function ticketListPage(db: Db): SafeHtml {
  const tickets = liveTickets(db);
  const now = nowSeconds();
  return html`<section>
    <p class="muted">
      A login QR code opens this page with its ticket. Without a phone at hand, pick a waiting
      ticket here.
    </p>
    ${
      tickets.length
        ? html`<ul class="list">
            ${tickets.map(
              (t) =>
                html`<li>
                  <a class="grow" href="${ticketLink(t.ticket)}">${t.ticket}</a>
                  <span class="tag warn">expires ${formatRelative(t.expires_at, now)}</span>
                </li>`,
            )}
          </ul>`
        : html`<p>No login screen is waiting. Open the QR login on the login page first.</p>`
    }
  </section>`;
}

function ticketPage(services: Services, row: QrTicketRow): SafeHtml {
  const { db } = services;
  const now = nowSeconds();
  if (row.status === 'consumed') {
    return html`<p class="notice ok">
      Used: the login screen has logged in as ${userName(db, row.user_id)}.
    </p>`;
  }
  if (row.expires_at <= now) {
    return html`<p class="notice bad">
      This QR code has expired. Refresh the QR code on the login page and scan it again.
    </p>`;
  }
  if (row.status === 'confirmed') {
    return html`<p class="notice ok">
      Approved: the waiting screen logs in as ${userName(db, row.user_id)}.
    </p>`;
  }
  const users = listDemoUsers(db);
  return html`<p>
      A login screen is waiting for approval
      <span class="tag warn">expires ${formatRelative(row.expires_at, now)}</span>
    </p>
    <form method="post" action="/api/dev/qr/approve">
      <input type="hidden" name="ticket" value="${row.ticket}" />
      <p class="muted">Log that screen in as:</p>
      <div class="actions">
        ${users.map(
          (u) => html`<button name="user_id" value="${u.id}">${u.mobile} · ${u.label}</button>`,
        )}
      </div>
      ${users.length ? null : html`<p class="notice">No demo accounts in this database.</p>`}
    </form>`;
}

export function registerQrApprovalPage(scope: FastifyInstance, services: Services): void {
  scope.get('/api/dev/qr', (request, reply) => {
    const query = queryOf(request);
    if (optionalText(query, 'ticket') === undefined) {
      return sendPage(reply, { title: 'QR login', body: ticketListPage(services.db) });
    }
    const row = knownTicket(services.db, requiredText(query, 'ticket', TICKET_RULE));
    return sendPage(reply, {
      title: 'QR login',
      body: html`<section>
        <p class="muted">Ticket ${row.ticket}</p>
        ${ticketPage(services, row)}
      </section>`,
    });
  });

  scope.post('/api/dev/qr/approve', (request, reply) => {
    const { db } = services;
    const fields = bodyOf(request);
    const ticket = requiredText(fields, 'ticket', TICKET_RULE);
    const userId = requiredId(fields, 'user_id');
    const row = knownTicket(db, ticket);
    const user = findUser(db, userId);
    if (!user) throw new DevPageError(422, `user_id ${userId} is not an existing account`);
    if (row.status !== 'pending' || row.expires_at <= nowSeconds()) {
      const state = row.status === 'pending' ? 'expired' : `already ${row.status}`;
      throw new DevPageError(409, `This QR code is ${state}; nothing was changed.`);
    }
    confirmQrTicket(db, row.ticket, user.id);
    if (wantsJson(request)) return { ticket: row.ticket, status: 'confirmed', user_id: user.id };
    return sendPage(reply, {
      title: 'QR login',
      body: html`<section>
        <p class="notice ok">Approved: the waiting screen logs in as ${describeUser(user)}.</p>
        <p>
          <a href="${ticketLink(row.ticket)}">Ticket state</a> ·
          <a href="/api/dev/qr">Other waiting screens</a>
        </p>
      </section>`,
    });
  });
}
