import { hashString } from '../random';
import type { BannerSpec, CourseCoverSpec, CoverSpec, PhotoSpec } from './catalogue';

const FONT = "'PingFang SC','Microsoft YaHei','Noto Sans CJK SC','Source Han Sans SC',sans-serif";

/**
 * Gradients of the seeded pictures: warm (reds, corals, oranges, ambers) so that they sit with
 * the brand's orange (#ff801a) on every page; the first colour is the deeper one, under the
 * white text at the top left.
 */
const PALETTES: readonly (readonly [string, string])[] = [
  ['#ff801a', '#ffb65c'],
  ['#e1523d', '#f6a04d'],
  ['#d9480f', '#ff922b'],
  ['#c8553d', '#f28f3b'],
  ['#e8590c', '#fcc419'],
  ['#d6336c', '#ff8787'],
  ['#b35c37', '#e8a87c'],
  ['#f76707', '#ffa94d'],
  ['#c92a2a', '#ff8a5b'],
  ['#e8485f', '#f6b352'],
  ['#a9541c', '#f0a35e'],
  ['#f25f5c', '#ffc371'],
];

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

function palette(key: string): readonly [string, string] {
  return PALETTES[hashString(key) % PALETTES.length] as readonly [string, string];
}

/** `#rrggbb` of a colour given as hue (degrees), saturation and lightness (0-1). */
export function hslHex(hue: number, saturation: number, lightness: number): string {
  const h = (((hue % 360) + 360) % 360) / 360;
  const q =
    lightness < 0.5
      ? lightness * (1 + saturation)
      : lightness + saturation - lightness * saturation;
  const p = 2 * lightness - q;
  const channel = (t: number): string => {
    const x = t < 0 ? t + 1 : t > 1 ? t - 1 : t;
    const v =
      x < 1 / 6
        ? p + (q - p) * 6 * x
        : x < 1 / 2
          ? q
          : x < 2 / 3
            ? p + (q - p) * (2 / 3 - x) * 6
            : p;
    return Math.round(v * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(h + 1 / 3)}${channel(h)}${channel(h - 1 / 3)}`;
}

/** Where the warm hues start (a rose red) and how far they run (to amber), in degrees. */
const WARM_HUE_START = 345;
const WARM_HUE_SPAN = 45;
const GOLDEN_RATIO = 0.6180339887;
/** Three depths, so that items whose hues come close still differ. */
const LIGHTNESS = [0.47, 0.4, 0.53] as const;

/**
 * A colour of its own for item `index`, in the brand's warm range: hues a golden-ratio step
 * apart inside it (neighbours never bunch up) at one of three depths.
 */
export function indexedPalette(index: number): readonly [string, string] {
  const hue = WARM_HUE_START + ((index * GOLDEN_RATIO) % 1) * WARM_HUE_SPAN;
  const lightness = LIGHTNESS[index % LIGHTNESS.length] as number;
  return [hslHex(hue, 0.78, lightness), hslHex(hue + 12, 0.9, lightness + 0.14)];
}

/** Width of a text in a CJK font, roughly: full-width characters 1 em, others about half. */
const textWidth = (text: string, size: number): number =>
  [...text].reduce((sum, c) => sum + (/[\u2E80-\uFFEF]/.test(c) ? size : size * 0.56), 0);

function gradient(from: string, to: string): string {
  return (
    '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">' +
    `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>` +
    '</linearGradient></defs>'
  );
}

function motif(variant: number, seed: number): string {
  const white = 'fill="#fff"';
  switch (variant % 3) {
    case 0:
      return (
        `<circle cx="${520 + (seed % 40)}" cy="70" r="120" ${white} opacity=".12"/>` +
        `<circle cx="600" cy="300" r="90" ${white} opacity=".10"/>` +
        `<circle cx="430" cy="330" r="40" ${white} opacity=".14"/>`
      );
    case 1:
      return Array.from(
        { length: 6 },
        (_, i) =>
          `<rect x="${360 + i * 56}" y="-40" width="22" height="460" ${white} opacity=".09" transform="rotate(24 ${360 + i * 56} 180)"/>`,
      ).join('');
    default:
      return (
        `<path d="M0 300 Q160 ${240 + (seed % 50)} 320 300 T640 290 V360 H0Z" ${white} opacity=".14"/>` +
        '<path d="M0 330 Q160 290 320 330 T640 320 V360 H0Z" fill="#fff" opacity=".12"/>' +
        '<circle cx="560" cy="90" r="56" fill="none" stroke="#fff" stroke-width="10" opacity=".18"/>'
      );
  }
}

/**
 * A 640×360 cover: gradient, a decorative motif, the brand, the title and an English subtitle.
 * The title stays on one line inside 48 px margins (a long one is set smaller).
 */
export function coverSvg(spec: CoverSpec): string {
  const [from, to] = palette(spec.title);
  const seed = hashString(spec.file);
  const size = Math.min(
    spec.title.length > 6 ? 44 : 56,
    Math.floor(544 / Math.max(1, textWidth(spec.title, 1))),
  );
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360">' +
    gradient(from, to) +
    '<rect width="640" height="360" fill="url(#g)"/>' +
    motif(spec.variant, seed) +
    `<text x="48" y="70" font-family="${FONT}" font-size="20" fill="#fff" opacity=".85">优家学堂</text>` +
    `<text x="48" y="200" font-family="${FONT}" font-size="${size}" font-weight="700" fill="#fff">${escapeXml(spec.title)}</text>` +
    `<text x="48" y="246" font-family="${FONT}" font-size="24" fill="#fff" opacity=".85">${escapeXml(spec.subtitle)}</text>` +
    '</svg>\n'
  );
}

/** The portrait "photos"' size: articles that show one write it on the <img>, as editors do. */
export const PHOTO_SIZE = { width: 600, height: 800 } as const;

/** A 600×800 portrait "photo": a stylised room with shelves and a caption. */
export function photoSvg(spec: PhotoSpec): string {
  const [from, to] = palette(spec.file);
  const seed = hashString(spec.file);
  const shelves = Array.from({ length: 3 }, (_, i) => {
    const y = 260 + i * 120;
    const boxes = Array.from({ length: 4 }, (_, j) => {
      const h = 50 + ((seed >> (i * 4 + j)) & 31);
      return `<rect x="${90 + j * 110}" y="${y - h}" width="80" height="${h}" rx="6" fill="#fff" opacity=".35"/>`;
    }).join('');
    return `<rect x="70" y="${y}" width="460" height="10" fill="#fff" opacity=".5"/>${boxes}`;
  }).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PHOTO_SIZE.width}" height="${PHOTO_SIZE.height}" viewBox="0 0 600 800">` +
    gradient(from, to) +
    '<rect width="600" height="800" fill="url(#g)"/>' +
    shelves +
    '<rect x="0" y="640" width="600" height="160" fill="#000" opacity=".25"/>' +
    `<text x="40" y="712" font-family="${FONT}" font-size="44" font-weight="700" fill="#fff">${escapeXml(spec.title)}</text>` +
    `<text x="40" y="758" font-family="${FONT}" font-size="22" fill="#fff" opacity=".85">${escapeXml(spec.subtitle)}</text>` +
    '</svg>\n'
  );
}

/** A 200×200 round avatar: a coloured background with a head-and-shoulders silhouette. */
export function avatarSvg(index: number): string {
  const [from, to] = PALETTES[index % PALETTES.length] as readonly [string, string];
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200">' +
    gradient(from, to) +
    '<clipPath id="c"><circle cx="100" cy="100" r="100"/></clipPath>' +
    '<g clip-path="url(#c)"><rect width="200" height="200" fill="url(#g)"/>' +
    '<circle cx="100" cy="80" r="36" fill="#fff" opacity=".92"/>' +
    '<path d="M30 200 Q36 124 100 124 Q164 124 170 200Z" fill="#fff" opacity=".92"/></g>' +
    '</svg>\n'
  );
}

const MEDIA_LABEL: Record<CourseCoverSpec['media'], string> = {
  video: '视频课程',
  audio: '音频课程',
  document: '图文课程',
  mixed: '图文 · 音视频',
};

/**
 * A course's own 640×360 cover: its colour, a motif, the brand, its category as a chip, its title
 * (sized to fit one line inside 48 px margins) and the kind of lessons it has.
 */
export function courseCoverSvg(spec: CourseCoverSpec): string {
  const [from, to] = indexedPalette(spec.index);
  const size = Math.min(52, Math.floor(544 / Math.max(1, textWidth(spec.title, 1))));
  const chipWidth = Math.ceil(textWidth(spec.category, 20)) + 32;
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360">' +
    gradient(from, to) +
    '<rect width="640" height="360" fill="url(#g)"/>' +
    motif(spec.index, hashString(spec.file)) +
    `<text x="48" y="64" font-family="${FONT}" font-size="20" fill="#fff" opacity=".85">优家学堂</text>` +
    `<rect x="48" y="92" width="${chipWidth}" height="36" rx="18" fill="#fff" opacity=".22"/>` +
    `<text x="64" y="117" font-family="${FONT}" font-size="20" fill="#fff">${escapeXml(spec.category)}</text>` +
    `<text x="48" y="${200 + Math.round(size / 3)}" font-family="${FONT}" font-size="${size}" font-weight="700" fill="#fff">${escapeXml(spec.title)}</text>` +
    `<text x="48" y="300" font-family="${FONT}" font-size="22" fill="#fff" opacity=".85">${MEDIA_LABEL[spec.media]}</text>` +
    '</svg>\n'
  );
}

/**
 * A 750×300 (5:2) banner, shown whole: the headline and tagline sit in the left part, well
 * inside the edges (56 px), the decoration on the right.
 */
export function bannerSvg(spec: BannerSpec): string {
  const [from, to] = indexedPalette(spec.index * 3 + 1);
  const size = Math.min(56, Math.floor(460 / Math.max(1, textWidth(spec.title, 1))));
  const taglineSize = Math.min(26, Math.floor(460 / Math.max(1, textWidth(spec.tagline, 1))));
  const white = 'fill="#fff"';
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="750" height="300" viewBox="0 0 750 300">' +
    gradient(from, to) +
    '<rect width="750" height="300" fill="url(#g)"/>' +
    `<circle cx="640" cy="70" r="150" ${white} opacity=".10"/>` +
    `<circle cx="700" cy="250" r="90" ${white} opacity=".12"/>` +
    `<circle cx="560" cy="200" r="46" ${white} opacity=".16"/>` +
    `<rect x="590" y="110" width="96" height="96" rx="24" ${white} opacity=".2" transform="rotate(12 638 158)"/>` +
    `<text x="56" y="76" font-family="${FONT}" font-size="22" fill="#fff" opacity=".85">优家学堂</text>` +
    `<text x="56" y="${150 + Math.round(size / 3)}" font-family="${FONT}" font-size="${size}" font-weight="700" fill="#fff">${escapeXml(spec.title)}</text>` +
    `<text x="56" y="222" font-family="${FONT}" font-size="${taglineSize}" fill="#fff" opacity=".92">${escapeXml(spec.tagline)}</text>` +
    '</svg>\n'
  );
}
