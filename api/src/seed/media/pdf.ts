function escapePdfText(text: string): string {
  return text.replace(/[\\()]/g, (c) => `\\${c}`);
}

/**
 * A valid minimal PDF (A4, Helvetica, ASCII text): a title and lines on each page, with a
 * correct cross-reference table so every viewer opens it without repair.
 */
export function simplePdf(title: string, pages: readonly (readonly string[])[]): Buffer {
  const objects: string[] = [];
  const pageCount = pages.length;
  const firstPageObject = 4;
  const kids = pages.map((_, i) => `${firstPageObject + i * 2} 0 R`).join(' ');
  objects.push('<< /Type /Catalog /Pages 2 0 R >>');
  objects.push(`<< /Type /Pages /Kids [${kids}] /Count ${pageCount} >>`);
  objects.push('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>');
  pages.forEach((lines, i) => {
    const ops = [
      'BT /F1 20 Tf 56 770 Td',
      `(${escapePdfText(title)}) Tj`,
      '/F1 13 Tf 0 -40 Td 18 TL',
      ...lines.map((line) => `(${escapePdfText(line)}) Tj T*`),
      'ET',
      `BT /F1 10 Tf 56 40 Td (Page ${i + 1} of ${pageCount}) Tj ET`,
    ].join('\n');
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] ` +
        `/Resources << /Font << /F1 3 0 R >> >> /Contents ${firstPageObject + i * 2 + 1} 0 R >>`,
    );
    objects.push(`<< /Length ${Buffer.byteLength(ops, 'latin1')} >>\nstream\n${ops}\nendstream`);
  });
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((content, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${content}\nendobj\n`;
  });
  const xrefOffset = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
