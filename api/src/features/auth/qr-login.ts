import { randomBytes } from 'node:crypto';
import QRCode from 'qrcode';
import type { Db } from '../../db/open-database';
import { nowSeconds } from '../../clock';
import { refuse } from '../../http/api-error';

export const QR_TICKET_TTL_SECONDS = 5 * 60;

export type QrTicketRow = {
  ticket: string;
  status: 'pending' | 'confirmed' | 'consumed';
  user_id: number | null;
  created_at: number;
  expires_at: number;
};

export function createQrTicket(db: Db): QrTicketRow {
  const now = nowSeconds();
  const row: QrTicketRow = {
    ticket: randomBytes(16).toString('hex'),
    status: 'pending',
    user_id: null,
    created_at: now,
    expires_at: now + QR_TICKET_TTL_SECONDS,
  };
  db.prepare(
    'INSERT INTO qr_tickets (ticket, status, created_at, expires_at) VALUES (?, ?, ?, ?)',
  ).run(row.ticket, row.status, row.created_at, row.expires_at);
  return row;
}

export function findQrTicket(db: Db, ticket: string): QrTicketRow | undefined {
  return db.prepare<[string], QrTicketRow>('SELECT * FROM qr_tickets WHERE ticket = ?').get(ticket);
}

/** A phone that is logged in approves the ticket for its user. */
export function confirmQrTicket(db: Db, ticket: string, userId: number): void {
  const row = findQrTicket(db, ticket);
  if (!row || row.status !== 'pending' || row.expires_at <= nowSeconds())
    throw refuse('qr.expired');
  db.prepare("UPDATE qr_tickets SET status = 'confirmed', user_id = ? WHERE ticket = ?").run(
    userId,
    ticket,
  );
}

/** Hands the confirmed ticket's user over exactly once. */
export function consumeQrTicket(db: Db, ticket: string): number | undefined {
  const { changes } = db
    .prepare("UPDATE qr_tickets SET status = 'consumed' WHERE ticket = ? AND status = 'confirmed'")
    .run(ticket);
  return changes ? (findQrTicket(db, ticket)?.user_id ?? undefined) : undefined;
}

export const qrDataUrl = (text: string): Promise<string> =>
  QRCode.toDataURL(text, { margin: 1, width: 240 });
