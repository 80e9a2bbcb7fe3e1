import type { Static } from '@sinclair/typebox';
import {
  getCertificatePdf,
  getMyCertificate,
  listMyCertificates,
  verifyCertificate,
  type Certificate,
} from '../../contract/certificates';
import { notFound, unavailable } from '../../http/api-error';
import { implement } from '../../http/implement';
import { pageOf } from '../../http/paging';
import {
  CERTIFICATE_SELECT,
  certificateUrls,
  findCertificate,
  type CertificateRow,
} from './certificate-row';
import { certificatePdfFile } from './render-pdf';
import { notFoundPage, verifyPage } from './verify-page';

const view = (publicUrl: string, row: CertificateRow): Static<typeof Certificate> => ({
  serial: row.serial,
  kind: row.kind,
  title: row.title,
  holder_name: row.holder_name,
  issued_at: row.issued_at,
  ...certificateUrls(publicUrl, row.serial),
});

/** Whether a browser asked for a page (a person opening the link) rather than data. */
const wantsHtml = (accept: string | undefined): boolean => /\btext\/html\b/i.test(accept ?? '');

export const certificateHandlers = [
  implement(listMyCertificates, ({ query, caller, services }) =>
    pageOf(services.db, {
      select: `${CERTIFICATE_SELECT} WHERE user_id = @userId`,
      orderBy: 'issued_at DESC, serial',
      params: { userId: caller.user.id },
      page: query.page,
      pageSize: query.pageSize,
      map: (row: CertificateRow) => view(services.config.publicUrl, row),
    }),
  ),

  implement(getMyCertificate, ({ params, caller, services }) => {
    const row = findCertificate(services.db, params.serial);
    if (!row || row.user_id !== caller.user.id) throw notFound('certificate');
    return view(services.config.publicUrl, row);
  }),

  implement(verifyCertificate, ({ params, services, request }) => {
    const row = findCertificate(services.db, params.serial);
    if (row) return { status: 200 as const, html: verifyPage(row) };
    if (wantsHtml(request.headers.accept))
      return { status: 404 as const, html: notFoundPage(params.serial) };
    throw notFound('certificate');
  }),

  implement(getCertificatePdf, async ({ params, query, services }) => {
    const row = findCertificate(services.db, params.serial);
    if (!row) throw notFound('certificate');
    const fonts = services.config.cjkFont;
    if (!fonts) throw unavailable('certificate.pdfUnavailable');
    const { verify_url } = certificateUrls(services.config.publicUrl, row.serial);
    return {
      filePath: await certificatePdfFile(services.config.dataDir, row, verify_url, fonts),
      mime: 'application/pdf',
      fileName: `certificate-${row.serial}.pdf`,
      download: query.download === '1',
    };
  }),
];
