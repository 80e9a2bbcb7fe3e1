/** Photos are scaled down to this many pixels on the long side before decoding: enough for a QR code, fast on a phone. */
const MAX_SIDE = 1024;

/**
 * An invite code from what a QR code holds: the team code page encodes a link to
 * /pagesUser/bind/invite?code=XXXXXX; a bare 6-character code is accepted too.
 */
export function inviteCodeFrom(raw: string): string | null {
  const text = raw.trim();
  if (/^[A-Za-z0-9]{6}$/.test(text)) return text.toUpperCase();
  try {
    const code = new URL(text).searchParams.get('code') ?? '';
    return /^[A-Za-z0-9]{6}$/.test(code) ? code.toUpperCase() : null;
  } catch {
    return null;
  }
}

/** The invite code in a QR code's pixels (RGBA, row by row), if the picture holds one. */
export async function inviteCodeFromPixels(
  rgba: Uint8ClampedArray,
  width: number,
  height: number,
): Promise<string | null> {
  // Loaded on first use: only people scanning a code download the decoder.
  const { default: jsQR } = await import('jsqr');
  const found = jsQR(rgba, width, height, { inversionAttempts: 'attemptBoth' });
  return found ? inviteCodeFrom(found.data) : null;
}

/** Reads the QR code in a photo (taken with the camera or picked from the album), in any browser. */
export async function scanInviteCode(photo: Blob): Promise<string | null> {
  const bitmap = await createImageBitmap(photo);
  try {
    const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
    const width = Math.round(bitmap.width * scale);
    const height = Math.round(bitmap.height * scale);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.drawImage(bitmap, 0, 0, width, height);
    return await inviteCodeFromPixels(
      context.getImageData(0, 0, width, height).data,
      width,
      height,
    );
  } finally {
    bitmap.close();
  }
}
