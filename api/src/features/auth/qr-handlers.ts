import { ischeck, qrcode, scan } from '../../contract/auth';
import { nowSeconds } from '../../clock';
import { implement } from '../../http/implement';
import type { Services } from '../../services';
import { findUser } from '../users/user-row';
import { issueSession } from './issue-session';
import {
  QR_TICKET_TTL_SECONDS,
  confirmQrTicket,
  consumeQrTicket,
  createQrTicket,
  findQrTicket,
  qrDataUrl,
} from './qr-login';

/** In development the QR code opens the dev approval page; in production the app's scanner reads it. */
export function qrTarget(services: Services, ticket: string): string {
  return services.config.mode === 'development'
    ? `${services.config.publicUrl}/api/dev/qr?ticket=${ticket}`
    : `qrlogin:${ticket}`;
}

export const qrHandlers = [
  implement(qrcode, async ({ services }) => {
    const row = createQrTicket(services.db);
    const url = qrTarget(services, row.ticket);
    return {
      ticket: row.ticket,
      qrcode: await qrDataUrl(url),
      url,
      expires_in: QR_TICKET_TTL_SECONDS,
    };
  }),

  implement(ischeck, ({ query, services, language }) => {
    const { db } = services;
    const row = findQrTicket(db, query.ticket);
    if (!row || row.status === 'consumed' || row.expires_at <= nowSeconds())
      return { status: 'expired' as const };
    if (row.status === 'pending') return { status: 'pending' as const, expires_at: row.expires_at };
    const userId = consumeQrTicket(db, query.ticket);
    const user = userId === undefined ? undefined : findUser(db, userId);
    if (!user) return { status: 'expired' as const };
    return { status: 'confirmed' as const, session: issueSession(services, user, language) };
  }),

  implement(scan, ({ body, caller, services }) => {
    confirmQrTicket(services.db, body.ticket, caller.user.id);
    return null;
  }),
];
