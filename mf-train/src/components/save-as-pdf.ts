/** A4 portrait, in millimetres, and the margin around the document on each page. */
const PAGE = { width: 210, height: 297 };
const MARGIN = 12;

/** Where each page's slice starts, in pixels, when an image `imageHeight` tall is cut into pages. */
export function pageSlices(imageHeight: number, pageHeight: number): number[] {
  const starts: number[] = [];
  for (let top = 0; top < imageHeight; top += pageHeight) starts.push(top);
  return starts.length > 0 ? starts : [0];
}

/**
 * Saves what an element shows as an A4 PDF. The element is drawn as the browser renders it, so
 * Chinese text keeps the phone's own fonts (a PDF font would have to embed megabytes of glyphs).
 * The two libraries load only when someone saves a document.
 */
export async function saveElementAsPdf(element: HTMLElement, fileName: string): Promise<void> {
  const [{ default: html2canvas }, { jsPDF }] = await Promise.all([
    import('html2canvas'),
    import('jspdf'),
  ]);
  // html2canvas paints a white page behind the element by default.
  const image = await html2canvas(element, { scale: 2 });
  const pdf = new jsPDF({ unit: 'mm', format: 'a4', orientation: 'portrait' });
  const width = PAGE.width - 2 * MARGIN;
  const pixelsPerMm = image.width / width;
  const pageHeight = (PAGE.height - 2 * MARGIN) * pixelsPerMm;
  pageSlices(image.height, pageHeight).forEach((top, index) => {
    const height = Math.min(pageHeight, image.height - top);
    const slice = document.createElement('canvas');
    slice.width = image.width;
    slice.height = height;
    slice
      .getContext('2d')
      ?.drawImage(image, 0, top, image.width, height, 0, 0, image.width, height);
    if (index > 0) pdf.addPage();
    pdf.addImage(
      slice.toDataURL('image/jpeg', 0.92),
      'JPEG',
      MARGIN,
      MARGIN,
      width,
      height / pixelsPerMm,
    );
  });
  pdf.save(fileName);
}
