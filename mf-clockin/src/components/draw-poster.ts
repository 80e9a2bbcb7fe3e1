import QRCode from 'qrcode';

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
export const POSTER_HEIGHT = 1080;
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

/**
 * Breaks text into at most `maxLines` lines that fit `maxWidth`: between words where there are
 * spaces, else between characters (Chinese has no spaces); a cut text ends with an ellipsis.
 */
function wrapLines(
  ctx: CanvasRenderingContext2D,
  text: string,
  maxWidth: number,
  maxLines: number,
): string[] {
  const tokens = text.includes(' ') ? text.split(/(?<= )/) : [...text];
  const fits = (candidate: string) => ctx.measureText(candidate.trimEnd()).width <= maxWidth;
  const lines: string[] = [];
  let line = '';
  let cut = false;
  for (const token of tokens) {
    if (line && !fits(line + token)) {
      if (lines.length === maxLines - 1) {
        cut = true;
        break;
      }
      lines.push(line.trimEnd());
      line = '';
    }
    line += token;
  }
  let last = line.trimEnd();
  if (cut) {
    while (last && !fits(`${last}…`)) last = [...last].slice(0, -1).join('');
    last = `${last}…`;
  }
  if (last) lines.push(last);
  return lines;
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
) {
  const W = POSTER_WIDTH;
  ctx.clearRect(0, 0, W, POSTER_HEIGHT);
  ctx.fillStyle = colours.brand;
  ctx.fillRect(0, 0, W, POSTER_HEIGHT);

  // The card.
  ctx.fillStyle = colours.surface;
  ctx.beginPath();
  ctx.roundRect(40, 40, W - 80, POSTER_HEIGHT - 80, 24);
  ctx.fill();

  ctx.save();
  ctx.beginPath();
  ctx.roundRect(40, 40, W - 80, 380, [24, 24, 0, 0]);
  ctx.clip();
  if (images.cover) coverFit(ctx, images.cover, 40, 40, W - 80, 380);
  else {
    ctx.fillStyle = colours.brandFill;
    ctx.fillRect(40, 40, W - 80, 380);
  }
  ctx.restore();

  ctx.fillStyle = colours.text;
  ctx.textBaseline = 'top';
  ctx.font = `bold 44px ${FONT}`;
  let y = 460;
  for (const line of wrapLines(ctx, content.title, W - 160, 2)) {
    ctx.fillText(line, 80, y);
    y += 58;
  }
  ctx.font = `26px ${FONT}`;
  ctx.fillStyle = colours.textWeak;
  ctx.fillText(content.period, 80, y + 6);
  y += 52;
  ctx.fillStyle = colours.textSecondary;
  ctx.font = `28px ${FONT}`;
  for (const line of wrapLines(ctx, content.summary, W - 160, 2)) {
    ctx.fillText(line, 80, y);
    y += 40;
  }

  // Me: avatar, name, streak.
  const top = 780;
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
  if (images.qr) ctx.drawImage(images.qr, W - 280, top - 30, 200, 200);
  ctx.fillStyle = colours.textWeak;
  ctx.font = `22px ${FONT}`;
  ctx.textAlign = 'center';
  ctx.fillText(content.joinText, W - 180, top + 180);
  ctx.textAlign = 'left';
}

/**
 * Draws the poster on `canvas` and answers it as a PNG data URL. Pictures from another origin
 * that refuse CORS would taint the canvas (no image could be saved): it is then drawn again
 * without them.
 */
export async function drawPoster(
  canvas: HTMLCanvasElement,
  content: PosterContent,
): Promise<string> {
  canvas.width = POSTER_WIDTH;
  canvas.height = POSTER_HEIGHT;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('Canvas is not available');
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
  await paint(ctx, content, { cover, avatar, qr }, colours);
  try {
    return canvas.toDataURL('image/png');
  } catch {
    await paint(ctx, content, { cover: null, avatar: null, qr }, colours);
    return canvas.toDataURL('image/png');
  }
}
