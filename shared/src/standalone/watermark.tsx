import styles from './watermark.module.css';

export type WatermarkProps = {
  /** The candidate's name and the last four digits of the mobile, as the server builds it. */
  text: string;
};

const TILE_WIDTH = 220;
const TILE_HEIGHT = 140;

const escapeXml = (value: string): string =>
  value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * The SVG tile as a data URL. It is used as a mask, not as a picture: a colour written inside a
 * data-URL SVG cannot read the CSS tokens, so the text is only the mask's shape and the colour
 * comes from the stylesheet's token background.
 */
export const watermarkTile = (text: string): string => {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${TILE_WIDTH}" height="${TILE_HEIGHT}">` +
    `<text x="50%" y="50%" text-anchor="middle" dominant-baseline="middle" ` +
    `font-family="-apple-system, 'PingFang SC', 'Noto Sans CJK SC', 'Microsoft YaHei', sans-serif" ` +
    `font-size="15" transform="rotate(-24 ${TILE_WIDTH / 2} ${TILE_HEIGHT / 2})">` +
    `${escapeXml(text)}</text></svg>`;
  return `url("data:image/svg+xml,${encodeURIComponent(svg)}")`;
};

/**
 * A faint tiled watermark with the viewer's name over the whole viewport (exam pages, compulsory
 * lessons). Hidden from assistive technology, never catches a tap, holds no DOM text, and is a pure
 * render (no window access), so it is safe to render on the server.
 */
export function Watermark({ text }: WatermarkProps) {
  const tile = watermarkTile(text);
  return (
    <div
      aria-hidden="true"
      data-watermark=""
      className={styles.watermark}
      style={{ maskImage: tile, WebkitMaskImage: tile }}
    />
  );
}
