import type { Db } from '../../db/open-database';
import { statement } from '../../db/statement-cache';
import type { CertificateKind } from './issue';

export type CertificateRow = {
  serial: string;
  user_id: number;
  kind: CertificateKind;
  title: string;
  holder_name: string;
  issued_at: number;
};

export const CERTIFICATE_SELECT = `SELECT serial, user_id, kind, title, holder_name, issued_at
  FROM certificates`;

export const findCertificate = (db: Db, serial: string): CertificateRow | undefined =>
  statement<[string], CertificateRow>(db, `${CERTIFICATE_SELECT} WHERE serial = ?`).get(serial);

/** The public addresses of a certificate: the verification page (the QR code) and its PDF. */
export function certificateUrls(publicUrl: string, serial: string) {
  const base = `${publicUrl}/api/certificates/${encodeURIComponent(serial)}`;
  return { verify_url: `${base}/verify`, pdf_url: `${base}/pdf` };
}
