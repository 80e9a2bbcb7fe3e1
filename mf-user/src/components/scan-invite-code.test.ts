import QRCode from 'qrcode';
import { inviteCodeFrom, inviteCodeFromPixels } from './scan-invite-code';

/** A QR code as a camera would give it: RGBA pixels, 8 px per module, with a quiet zone. */
function qrPixels(text: string): { rgba: Uint8ClampedArray; size: number } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const scale = 8;
  const quiet = 4;
  const size = (modules.size + 2 * quiet) * scale;
  const rgba = new Uint8ClampedArray(size * size * 4).fill(255);
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (!modules.get(row, col)) continue;
      for (let y = 0; y < scale; y++) {
        for (let x = 0; x < scale; x++) {
          const offset = (((row + quiet) * scale + y) * size + (col + quiet) * scale + x) * 4;
          rgba.fill(0, offset, offset + 3);
        }
      }
    }
  }
  return { rgba, size };
}

describe('inviteCodeFrom', () => {
  it.each([
    ['YOUJIA', 'YOUJIA'],
    ['  youjia ', 'YOUJIA'],
    ['https://staff.example.com/pagesUser/bind/invite?code=ab12cd', 'AB12CD'],
    ['https://staff.example.com/pagesUser/bind/invite?code=TOOLONG1', null],
    ['https://staff.example.com/pagesUser/bind/invite', null],
    ['YOU-JIA', null],
    ['', null],
  ])('%j → %j', (raw, code) => {
    expect(inviteCodeFrom(raw)).toBe(code);
  });
});

describe('inviteCodeFromPixels', () => {
  it('reads the team code page’s QR code (a link carrying the code)', async () => {
    const { rgba, size } = qrPixels('http://localhost:3000/pagesUser/bind/invite?code=YOUJIA');
    await expect(inviteCodeFromPixels(rgba, size, size)).resolves.toBe('YOUJIA');
  });

  it('finds nothing in a picture without a QR code, or with one holding something else', async () => {
    const blank = new Uint8ClampedArray(200 * 200 * 4).fill(255);
    await expect(inviteCodeFromPixels(blank, 200, 200)).resolves.toBeNull();
    const { rgba, size } = qrPixels('https://example.com/some/other/page');
    await expect(inviteCodeFromPixels(rgba, size, size)).resolves.toBeNull();
  });
});
