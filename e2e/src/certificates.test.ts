import jsQR from 'jsqr';
import type { Browser } from 'playwright-core';
import { apiLogin, apiUrl, launchBrowser, logInAs, newPhonePage, shellUrl } from './support/app';

type Certificate = {
  serial: string;
  kind: string;
  title: string;
  holder_name: string;
  verify_url: string;
  pdf_url: string;
};

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** The demo account's certificates as the API lists them (newest first). */
async function myCertificates(): Promise<Certificate[]> {
  const { token } = await apiLogin('13800000000');
  const reply = (await (
    await fetch(`${apiUrl()}/api/certificates?pageSize=100`, { headers: { authorization: token } })
  ).json()) as { code: number; data: { list: Certificate[] } };
  if (reply.code !== 0) throw new Error(`certificates: ${JSON.stringify(reply)}`);
  return reply.data.list;
}

describe('a certificate, downloaded and verified by a visitor', () => {
  it('opens from Mine with a QR code of its verification page and a PDF link', async () => {
    const [newest] = await myCertificates();
    expect(newest).toBeDefined();
    const { context, page } = await newPhonePage(browser, { wechat: true });
    await logInAs(page, '13800000000');
    await page.goto(`${shellUrl()}/pages/user/index`);
    const section = page.getByRole('region', { name: 'My certificates' });
    await section.getByText(newest!.title, { exact: true }).click();

    const sheet = page.getByTestId('certificate-sheet');
    await sheet.getByText(`Serial ${newest!.serial}`).waitFor();
    await sheet.getByText(`Holder: ${newest!.holder_name}`).waitFor();

    // The QR code, as drawn: its pixels decode to the verification page's address.
    const qr = sheet.getByRole('img', { name: 'QR code of the verification page' });
    await qr.waitFor();
    const pixels = await qr.evaluate((img: HTMLImageElement) => {
      const canvas = document.createElement('canvas');
      canvas.width = img.naturalWidth;
      canvas.height = img.naturalHeight;
      const context2d = canvas.getContext('2d')!;
      context2d.drawImage(img, 0, 0);
      const data = context2d.getImageData(0, 0, canvas.width, canvas.height);
      return { width: data.width, height: data.height, data: Array.from(data.data) };
    });
    const code = jsQR(Uint8ClampedArray.from(pixels.data), pixels.width, pixels.height);
    expect(code?.data).toBe(newest!.verify_url);
    expect(newest!.verify_url).toMatch(
      /\/api\/certificates\/YJ(-[0-9A-HJKMNP-TV-Z]{4}){3}\/verify$/,
    );

    // "Download PDF" is a real address: what it answers is the PDF.
    const href = await sheet.getByRole('link', { name: 'Download PDF' }).getAttribute('href');
    expect(href).toBe(`${newest!.pdf_url}?download=1`);
    const pdf = await fetch(href!);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');
    expect(
      await sheet.getByRole('link', { name: 'Open verification page' }).getAttribute('href'),
    ).toBe(newest!.verify_url);
    await context.close();
  });

  it.each(['zh-CN', 'en-US'])(
    'shows a visitor (%s) who scanned the code the holder, the title and the serial',
    async (locale) => {
      const [newest] = await myCertificates();
      // A fresh browser: no session, no app, only the address the QR code holds.
      const context = await browser.newContext({
        viewport: { width: 375, height: 667 },
        isMobile: true,
        locale,
      });
      const page = await context.newPage();
      const response = await page.goto(newest!.verify_url);
      expect(response?.status()).toBe(200);
      expect(response?.headers()['content-security-policy']).toContain("default-src 'none'");
      await page.getByText(newest!.holder_name, { exact: true }).waitFor();
      await page.getByText(newest!.title, { exact: true }).waitFor();
      await page.getByText(newest!.serial, { exact: true }).waitFor();
      const body = await page.locator('body').innerText();
      for (const words of [
        '结业证书',
        'Certificate of Completion',
        '证书有效',
        'Valid certificate',
      ]) {
        expect(body).toContain(words);
      }
      expect(body).not.toContain('13800000000');
      expect(await page.locator('html').getAttribute('lang')).toBe('zh-CN');
      await context.close();
    },
  );
});
