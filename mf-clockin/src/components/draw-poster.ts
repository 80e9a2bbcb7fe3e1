import QRCode from 'qrcode';
import { wrapLines as wrapText } from './wrap-lines';

/** What the promotion poster shows. */
export type PosterContent = {
  title: string;
  summary: string;
  period: string;
  coverUrl: string;
  name: string;
  avatarUrl: string;
  /** Empty when there is no streak to show: the name then sits level with the avatar. */
  streakText: string;
  joinText: string;
  /** The address the QR code opens: the activity, to join it. */
  joinUrl: string;
};

export const POSTER_WIDTH = 750;
/** The height a poster is given before it is drawn (its usual height); drawn, it fits its text. */
export const POSTER_HEIGHT = 1080;

/** The drawn poster: a PNG data URL and its height (the width is POSTER_WIDTH). */
export type DrawnPoster = { url: string; height: number };
const FONT = '"PingFang SC", "Microsoft YaHei", "Helvetica Neue", sans-serif';

/** The design tokens the poster is painted with, read from the page (they follow the brand). */
type PosterColours = {
  brand: string;
  brandText: string;
  brandFill: string;
  surface: string;
  onBrand: string;
  text: string;
  textSecondary: string;
  textWeak: string;
};

function readColours(element: Element): PosterColours {
  const style = getComputedStyle(element);
  const token = (name: string) => style.getPropertyValue(name).trim();
  return {
    brand: token('--color-primary'),
    brandText: token('--color-primary-text'),
    brandFill: token('--color-primary-fill'),
    surface: token('--color-surface'),
    onBrand: token('--color-on-primary'),
    text: token('--color-text'),
    textSecondary: token('--color-text-secondary'),
    textWeak: token('--color-text-weak'),
  };
}

function loadImage(src: string, withCors: boolean): Promise<HTMLImageElement | null> {
  if (!src) return Promise.resolve(null);
  return new Promise((resolve) => {
    const image = new Image();
    if (withCors) image.crossOrigin = 'anonymous';
    image.onload = () => resolve(image);
    image.onerror = () => resolve(null);
    image.src = src;
  });
}

const wrapLines = (
  ctx: CanvasRenderingContext2D,
  text: string,
  maxWidth: number,
  maxLines: number,
): string[] => wrapText((line) => ctx.measureText(line).width, text, maxWidth, maxLines);

const MARGIN = 40;
const COVER_HEIGHT = 380;
const TEXT_LEFT = 80;
const TEXT_WIDTH = POSTER_WIDTH - 2 * TEXT_LEFT;
/** From the top of "me" (avatar, name, QR code) to the card's bottom edge. */
const ME_HEIGHT = 250;

type Layout = { summary: string[]; meTop: number; height: number };

/**
 * Where everything goes: under the cover the period and the summary, then my part at a fixed
 * distance from the text, and the card ends under it, so no empty band is left in the middle
 * whatever the summary's length.
 */
function layout(ctx: CanvasRenderingContext2D, content: PosterContent): Layout {
  ctx.font = `28px ${FONT}`;
  const summary = wrapLines(ctx, content.summary, TEXT_WIDTH, 3);
  const textTop = MARGIN + COVER_HEIGHT + 40;
  const textBottom = textTop + 40 + summary.length * 42;
  const meTop = textBottom + 72;
  return { summary, meTop, height: meTop + ME_HEIGHT + MARGIN };
}

function coverFit(
  ctx: CanvasRenderingContext2D,
  image: HTMLImageElement,
  x: number,
  y: number,
  w: number,
  h: number,
) {
  const scale = Math.max(w / image.width, h / image.height);
  const sw = w / scale;
  const sh = h / scale;
  ctx.drawImage(image, (image.width - sw) / 2, (image.height - sh) / 2, sw, sh, x, y, w, h);
}

async function paint(
  ctx: CanvasRenderingContext2D,
  content: PosterContent,
  images: {
    cover: HTMLImageElement | null;
    avatar: HTMLImageElement | null;
    qr: HTMLImageElement | null;
  },
  colours: PosterColours,
  place: Layout,
) {
  const W = POSTER_WIDTH;
  const H = place.height;
  ctx.clearRect(0, 0, W, H);
  ctx.fillStyle = colours.brand;
  ctx.fillRect(0, 0, W, H);

  // The card.
  ctx.fillStyle = colours.surface;
  ctx.beginPath();
  ctx.roundRect(MARGIN, MARGIN, W - 2 * MARGIN, H - 2 * MARGIN, 24);
  ctx.fill();

  // The cover. Cover art carries the activity's title, so the title is not printed again under
  // it; without a picture the title is set on the cover's place instead.
  ctx.save();
  ctx.beginPath();
  ctx.roundRect(MARGIN, MARGIN, W - 2 * MARGIN, COVER_HEIGHT, [24, 24, 0, 0]);
  ctx.clip();
  if (images.cover) coverFit(ctx, images.cover, MARGIN, MARGIN, W - 2 * MARGIN, COVER_HEIGHT);
  else {
    ctx.fillStyle = colours.brandFill;
    ctx.fillRect(MARGIN, MARGIN, W - 2 * MARGIN, COVER_HEIGHT);
    ctx.fillStyle = colours.brandText;
    ctx.font = `bold 48px ${FONT}`;
    ctx.textBaseline = 'middle';
    const title = wrapLines(ctx, content.title, TEXT_WIDTH, 2);
    const first = MARGIN + COVER_HEIGHT / 2 - ((title.length - 1) * 64) / 2;
    title.forEach((line, index) => ctx.fillText(line, TEXT_LEFT, first + index * 64));
  }
  ctx.restore();

  ctx.textBaseline = 'top';
  let y = MARGIN + COVER_HEIGHT + 40;
  ctx.font = `26px ${FONT}`;
  ctx.fillStyle = colours.textWeak;
  ctx.fillText(content.period, TEXT_LEFT, y);
  y += 48;
  ctx.fillStyle = colours.textSecondary;
  ctx.font = `28px ${FONT}`;
  for (const line of place.summary) {
    ctx.fillText(line, TEXT_LEFT, y);
    y += 42;
  }

  // Me: avatar, name, streak; a hairline sets it apart from the activity.
  const top = place.meTop;
  ctx.fillStyle = colours.brandFill;
  ctx.fillRect(TEXT_LEFT, top - 36, TEXT_WIDTH, 2);
  ctx.save();
  ctx.beginPath();
  ctx.arc(130, top + 50, 50, 0, Math.PI * 2);
  ctx.clip();
  if (images.avatar) ctx.drawImage(images.avatar, 80, top, 100, 100);
  else {
    ctx.fillStyle = colours.brand;
    ctx.fillRect(80, top, 100, 100);
    ctx.fillStyle = colours.onBrand;
    ctx.font = `bold 44px ${FONT}`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText([...content.name][0] ?? '', 130, top + 52);
  }
  ctx.restore();
  ctx.textAlign = 'left';
  ctx.textBaseline = 'top';
  ctx.fillStyle = colours.text;
  ctx.font = `bold 32px ${FONT}`;
  const nameTop = content.streakText ? top + 8 : top + 34;
  ctx.fillText(wrapLines(ctx, content.name, 250, 1)[0] ?? '', 200, nameTop);
  ctx.fillStyle = colours.brandText;
  ctx.font = `26px ${FONT}`;
  for (const [index, line] of wrapLines(ctx, content.streakText, 250, 2).entries())
    ctx.fillText(line, 200, top + 54 + index * 34);

  // The QR code to join.
  if (images.qr) ctx.drawImage(images.qr, W - 280, top - 10, 180, 180);
  ctx.fillStyle = colours.textWeak;
  ctx.font = `22px ${FONT}`;
  ctx.textAlign = 'center';
  ctx.fillText(content.joinText, W - 190, top + 180);
  ctx.textAlign = 'left';
}

/**
 * Draws the poster on `canvas` and answers it as a PNG data URL with its height (it is as tall
 * as its text needs). Pictures from another origin
 * that refuse CORS would taint the canvas (no image could be saved): it is then drawn again
 * without them.
 */
export async function drawPoster(
  canvas: HTMLCanvasElement,
  content: PosterContent,
): Promise<DrawnPoster> {
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('Canvas is not available');
  const place = layout(ctx, content);
  // Sizing the canvas clears it and its settings: the drawing starts after.
  canvas.width = POSTER_WIDTH;
  canvas.height = place.height;
  const colours = readColours(canvas.ownerDocument.documentElement);
  // The QR library takes hex colours only; any other form keeps its default black.
  const qrUrl = await QRCode.toDataURL(content.joinUrl, {
    margin: 1,
    width: 360,
    ...(/^#[0-9a-f]{6}$/i.test(colours.text) ? { color: { dark: colours.text } } : {}),
  });
  const [cover, avatar, qr] = await Promise.all([
    loadImage(content.coverUrl, true),
    loadImage(content.avatarUrl, true),
    loadImage(qrUrl, false),
  ]);
  await paint(ctx, content, { cover, avatar, qr }, colours, place);
  try {
    return { url: canvas.toDataURL('image/png'), height: place.height };
  } catch {
    await paint(ctx, content, { cover: null, avatar: null, qr }, colours, place);
    return { url: canvas.toDataURL('image/png'), height: place.height };
  }
}
