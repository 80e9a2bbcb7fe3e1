import { Type } from '@sinclair/typebox';
import { SERIAL_PATTERN } from '../features/certificates/serial';
import { PageQuery, paged, Timestamp } from './common-schemas';
import { defineOperation } from './define-operation';

export const CertificateKind = Type.Union(
  [Type.Literal('course'), Type.Literal('route'), Type.Literal('paper')],
  { description: 'a completed course, a finished learning path, or a passed exam' },
);

export const Serial = Type.String({
  pattern: SERIAL_PATTERN,
  description: "a certificate's serial number: YJ and 12 Crockford base32 characters",
  examples: ['YJ-7K3M-Q9TD-2XWA'],
});

export const SerialParams = Type.Object({ serial: Serial }, { additionalProperties: false });

export const Certificate = Type.Object(
  {
    serial: Serial,
    kind: CertificateKind,
    title: Type.String({ description: 'what was completed, as it was titled when issued' }),
    holder_name: Type.String({ description: "the holder's name when it was issued" }),
    issued_at: Timestamp,
    verify_url: Type.String({
      description: 'the public verification page (what the QR code holds), absolute',
    }),
    pdf_url: Type.String({ description: 'the PDF, absolute; ?download=1 saves it' }),
  },
  { $id: 'Certificate' },
);

export const listMyCertificates = defineOperation({
  operationId: 'listMyCertificates',
  method: 'get',
  path: '/api/certificates',
  tier: 'joined',
  tag: 'certificates',
  summary: 'My certificates, newest first',
  query: Type.Object(PageQuery, { additionalProperties: false }),
  data: paged(Certificate),
});

export const getMyCertificate = defineOperation({
  operationId: 'getMyCertificate',
  method: 'get',
  path: '/api/certificates/{serial}',
  tier: 'joined',
  tag: 'certificates',
  summary: "One of my certificates (another person's answers 404)",
  params: SerialParams,
  data: Certificate,
});

export const verifyCertificate = defineOperation({
  operationId: 'verifyCertificate',
  method: 'get',
  path: '/api/certificates/{serial}/verify',
  tier: 'public',
  tag: 'certificates',
  summary: "A certificate's public verification page (HTML, Chinese and English)",
  description:
    "What the certificate's QR code opens, for anyone: the holder's name, what was completed, the date, the serial and that it is valid; nothing else. An unknown serial answers HTTP 404: a page when Accept asks for text/html, else `{status_code, message}`.",
  params: SerialParams,
  data: Type.String({ description: 'the HTML page (not enveloped)' }),
  html: true,
});

export const getCertificatePdf = defineOperation({
  operationId: 'getCertificatePdf',
  method: 'get',
  path: '/api/certificates/{serial}/pdf',
  tier: 'public',
  tag: 'certificates',
  summary: "A certificate as a PDF (A4 landscape, with the verification page's QR code)",
  params: SerialParams,
  query: Type.Object(
    { download: Type.Optional(Type.Literal('1')) },
    { additionalProperties: false },
  ),
  data: Type.Unknown({ description: 'the PDF bytes (not enveloped)' }),
  binary: true,
  mime: 'application/pdf',
  unavailable: 'no Chinese font is installed on the server (API_CJK_FONT)',
});

export const certificateOperations = [
  listMyCertificates,
  getMyCertificate,
  verifyCertificate,
  getCertificatePdf,
] as const;
