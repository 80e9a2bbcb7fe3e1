import fs from 'node:fs';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import type { FontFile } from '../../config';
import { CERTIFICATE_WORDS as W, KIND_WORDS, issueDate } from './certificate-text';
import type { CertificateRow } from './certificate-row';

export type CjkFonts = { regular: FontFile; bold: FontFile };

/** The QR code of a certificate's verification page, as a PNG. */
export const qrPng = (url: string): Promise<Buffer> =>
  QRCode.toBuffer(url, { type: 'png', margin: 1, width: 330, errorCorrectionLevel: 'M' });

// A font file is read once per process (a CJK collection is about 20 MB) and kept.
const fontBytes = new Map<string, Buffer>();
function fontBuffer(file: FontFile): Buffer {
  let bytes = fontBytes.get(file.path);
  if (!bytes) fontBytes.set(file.path, (bytes = fs.readFileSync(file.path)));
  return bytes;
}

// The design tokens' values (shared/src/design/tokens.css): a PDF has no stylesheet.
const INK = '#1f1f1f';
const WEAK = '#6b6b6b';
const BRAND = '#ff801a';
const BRAND_TEXT = '#b65100';

/**
 * Sets a certificate as an A4 landscape PDF in both languages: the company, the heading, the
 * holder, what they completed, the date, the serial, and the QR code of the verification page.
 * The CJK font is embedded as a subset with a ToUnicode map, so the text can be copied and read
 * by assistive tools.
 */
export async function renderCertificatePdf(
  row: CertificateRow,
  verifyUrl: string,
  fonts: CjkFonts,
): Promise<Buffer> {
  const qr = await qrPng(verifyUrl);
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    lang: 'zh-CN',
    info: {
      Title: `${W.heading.zh} ${row.serial}`,
      Author: `${W.company.zh} ${W.company.en}`,
      Subject: row.title,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.registerFont('cjk', fontBuffer(fonts.regular), fonts.regular.face);
  doc.registerFont('cjk-bold', fontBuffer(fonts.bold), fonts.bold.face);

  const width = doc.page.width;
  const height = doc.page.height;
  const centre = (
    text: string,
    y: number,
    size: number,
    options: { bold?: boolean; colour?: string; x?: number; width?: number } = {},
  ) => {
    const x = options.x ?? 72;
    doc
      .font(options.bold ? 'cjk-bold' : 'cjk')
      .fontSize(size)
      .fillColor(options.colour ?? INK)
      .text(text, x, y, { width: options.width ?? width - 2 * x, align: 'center' });
  };

  doc
    .lineWidth(3)
    .strokeColor(BRAND)
    .rect(24, 24, width - 48, height - 48)
    .stroke();
  doc
    .lineWidth(0.75)
    .strokeColor(BRAND)
    .rect(34, 34, width - 68, height - 68)
    .stroke();

  centre(`${W.company.zh}  ${W.company.en}`, 62, 13, { colour: BRAND_TEXT });
  centre(W.heading.zh, 92, 38, { bold: true });
  centre(W.heading.en, 146, 20, { colour: WEAK });
  centre(`${W.certify.zh}  ${W.certify.en}`, 200, 13, { colour: WEAK });
  centre(row.holder_name, 222, 30, { bold: true });
  const kind = KIND_WORDS[row.kind].sentence;
  centre(`${kind.zh}  ${kind.en}`, 276, 13, { colour: WEAK });
  centre(row.title, 298, 22, { bold: true, x: 110 });

  const date = issueDate(row.issued_at);
  const left = 80;
  const label = (words: { zh: string; en: string }, y: number) =>
    doc.font('cjk').fontSize(11).fillColor(WEAK).text(`${words.zh}  ${words.en}`, left, y);
  const value = (text: string, y: number) =>
    doc.font('cjk-bold').fontSize(14).fillColor(INK).text(text, left, y);
  label(W.issued, 420);
  value(`${date.zh}   ${date.en}`, 437);
  label(W.serial, 470);
  value(row.serial, 487);

  const qrSize = 104;
  const qrX = width - 80 - qrSize;
  const qrY = 404;
  doc.image(qr, qrX, qrY, { width: qrSize, height: qrSize });
  doc
    .font('cjk')
    .fontSize(9)
    .fillColor(WEAK)
    .text(`${W.verify.zh}  ${W.verify.en}`, qrX - 30, qrY + qrSize + 6, {
      width: qrSize + 60,
      align: 'center',
    });

  doc.end();
  return done;
}

/**
 * The certificate's PDF file under `dataDir/certificates`, made on first request and kept: a
 * certificate never changes (its name and title are snapshots), and setting one takes ~0.4 s.
 */
export async function certificatePdfFile(
  dataDir: string,
  row: CertificateRow,
  verifyUrl: string,
  fonts: CjkFonts,
): Promise<string> {
  const dir = path.join(dataDir, 'certificates');
  const file = path.join(dir, `${row.serial}.pdf`);
  if (fs.existsSync(file)) return file;
  const bytes = await renderCertificatePdf(row, verifyUrl, fonts);
  fs.mkdirSync(dir, { recursive: true });
  // Written aside and renamed, so a request at the same moment never reads half a file.
  const partial = `${file}.${process.pid}.${Date.now()}.part`;
  fs.writeFileSync(partial, bytes);
  fs.renameSync(partial, file);
  return file;
}
