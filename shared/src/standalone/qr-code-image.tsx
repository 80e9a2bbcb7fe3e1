import { useEffect, useState } from 'react';

/**
 * A QR code of `text` as an image, drawn in the browser (nothing is sent anywhere). The encoder
 * loads on first use, so areas without a QR code do not carry it.
 */
export function QrCodeImage({
  text,
  label,
  size = 200,
}: {
  text: string;
  label: string;
  size?: number;
}) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    import('qrcode')
      .then(({ default: QRCode }) =>
        QRCode.toDataURL(text, { width: size, margin: 1, errorCorrectionLevel: 'M' }),
      )
      .then((url) => {
        if (live) setSrc(url);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [text, size]);
  return src ? (
    <img src={src} alt={label} width={size} height={size} />
  ) : (
    <div style={{ width: size, height: size }} aria-busy="true" />
  );
}
