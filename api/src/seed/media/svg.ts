import { hashString } from '../random';
import type {
  BannerSpec,
  CourseCoverSpec,
  CoverSpec,
  EventCoverSpec,
  PhotoSpec,
} from './catalogue';

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

const W = 'fill="#fff"';
const STROKE = 'fill="none" stroke="#fff" stroke-linecap="round" stroke-linejoin="round"';

/** Pictures of what an event is about, drawn in white around (320, 180); no words. */
const SCENES: Record<EventScene, string> = {
  // A podium with a speaker's stand and two flags.
  rally:
    `<rect x="200" y="230" width="240" height="70" rx="8" ${W} opacity=".85"/>` +
    `<rect x="285" y="150" width="70" height="80" rx="6" ${W} opacity=".95"/>` +
    `<rect x="310" y="118" width="8" height="34" ${W}/><circle cx="314" cy="112" r="10" ${W}/>` +
    `<rect x="170" y="80" width="6" height="150" ${W}/><path d="M176 84 L240 100 L176 118Z" ${W} opacity=".9"/>` +
    `<rect x="464" y="80" width="6" height="150" ${W}/><path d="M470 84 L534 100 L470 118Z" ${W} opacity=".9"/>`,
  // A screen with a rising bar chart.
  chart:
    `<rect x="180" y="70" width="280" height="180" rx="12" ${W} opacity=".9"/>` +
    `<rect x="310" y="250" width="20" height="40" ${W} opacity=".9"/><rect x="260" y="288" width="120" height="10" rx="5" ${W}/>` +
    `<g opacity=".55" fill="#000"><rect x="215" y="190" width="36" height="40"/><rect x="270" y="160" width="36" height="70"/>` +
    `<rect x="325" y="130" width="36" height="100"/><rect x="380" y="100" width="36" height="130"/></g>`,
  // A new product in a spotlight.
  launch:
    `<path d="M320 40 L220 300 H420Z" ${W} opacity=".22"/>` +
    `<rect x="270" y="120" width="100" height="170" rx="10" ${W} opacity=".95"/>` +
    `<rect x="270" y="180" width="100" height="4" fill="#000" opacity=".25"/>` +
    `<rect x="350" y="140" width="6" height="28" rx="3" fill="#000" opacity=".3"/><rect x="350" y="196" width="6" height="40" rx="3" fill="#000" opacity=".3"/>` +
    `<ellipse cx="320" cy="300" rx="120" ry="12" ${W} opacity=".5"/>`,
  // A trophy with a star.
  trophy:
    `<path d="M260 80 H380 V150 Q380 210 320 215 Q260 210 260 150Z" ${W} opacity=".95"/>` +
    `<path d="M260 100 H225 Q220 160 268 170" ${STROKE} stroke-width="12"/><path d="M380 100 H415 Q420 160 372 170" ${STROKE} stroke-width="12"/>` +
    `<rect x="308" y="214" width="24" height="40" ${W}/><rect x="270" y="252" width="100" height="30" rx="6" ${W}/>` +
    `<path d="M320 112 l9 19 21 3 -15 14 4 21 -19 -10 -19 10 4 -21 -15 -14 21 -3Z" fill="#000" opacity=".25"/>`,
  // A round table with chairs, seen from above.
  table:
    `<circle cx="320" cy="180" r="80" ${W} opacity=".95"/>` +
    [0, 60, 120, 180, 240, 300]
      .map((a) => {
        const r = (a * Math.PI) / 180;
        return `<circle cx="${Math.round(320 + 120 * Math.cos(r))}" cy="${Math.round(180 + 120 * Math.sin(r))}" r="24" ${W} opacity=".7"/>`;
      })
      .join('') +
    `<rect x="290" y="160" width="60" height="40" rx="4" fill="#000" opacity=".15"/>`,
  // A fire extinguisher.
  safety:
    `<rect x="280" y="110" width="80" height="190" rx="34" ${W} opacity=".95"/>` +
    `<rect x="300" y="80" width="40" height="34" rx="6" ${W}/>` +
    `<path d="M340 90 H400 V150" ${STROKE} stroke-width="12"/><path d="M290 84 L255 70" ${STROKE} stroke-width="10"/>` +
    `<rect x="290" y="170" width="60" height="50" rx="6" fill="#000" opacity=".2"/>`,
  // A phone with chat bubbles.
  chat:
    `<rect x="250" y="60" width="140" height="250" rx="22" ${W} opacity=".95"/>` +
    `<rect x="266" y="90" width="108" height="190" rx="6" fill="#000" opacity=".18"/>` +
    `<rect x="278" y="106" width="70" height="28" rx="14" ${W}/><rect x="292" y="146" width="70" height="28" rx="14" ${W}/>` +
    `<rect x="278" y="186" width="56" height="28" rx="14" ${W}/>` +
    `<path d="M410 90 h80 a16 16 0 0 1 16 16 v36 a16 16 0 0 1 -16 16 h-50 l-20 18 v-18 h-10 a16 16 0 0 1 -16 -16 v-36 a16 16 0 0 1 16 -16Z" ${W} opacity=".75"/>`,
  // A medal on a ribbon.
  medal:
    `<path d="M276 40 H306 L342 150 H312Z" ${W} opacity=".7"/><path d="M364 40 H334 L298 150 H328Z" ${W} opacity=".85"/>` +
    `<circle cx="320" cy="210" r="70" ${W} opacity=".95"/><circle cx="320" cy="210" r="48" fill="#000" opacity=".15"/>` +
    `<path d="M320 180 l9 19 21 3 -15 14 4 21 -19 -10 -19 10 4 -21 -15 -14 21 -3Z" ${W}/>`,
  // An air conditioner with a wrench and a tape measure.
  aircon:
    `<rect x="170" y="90" width="300" height="100" rx="20" ${W} opacity=".95"/>` +
    `<rect x="200" y="160" width="240" height="8" rx="4" fill="#000" opacity=".2"/>` +
    `<path d="M220 215 q10 20 0 40 M320 215 q10 20 0 40 M420 215 q10 20 0 40" ${STROKE} stroke-width="8" opacity=".8"/>` +
    `<path d="M470 240 L530 300" ${STROKE} stroke-width="16"/><circle cx="465" cy="235" r="18" fill="none" stroke="#fff" stroke-width="10"/>`,
  // Two people talking.
  talk:
    `<circle cx="240" cy="150" r="40" ${W} opacity=".95"/><path d="M170 300 Q175 210 240 210 Q305 210 310 300Z" ${W} opacity=".95"/>` +
    `<circle cx="400" cy="150" r="40" ${W} opacity=".75"/><path d="M330 300 Q335 210 400 210 Q465 210 470 300Z" ${W} opacity=".75"/>` +
    `<rect x="270" y="50" width="100" height="50" rx="25" ${W}/><path d="M300 98 L290 120 L318 98Z" ${W}/>`,
  // Shelves with goods.
  shelves:
    [110, 190, 270]
      .map(
        (y, i) =>
          `<rect x="170" y="${y}" width="300" height="10" ${W}/>` +
          [0, 1, 2, 3]
            .map(
              (j) =>
                `<rect x="${185 + j * 72}" y="${y - 40 - ((i + j) % 2) * 14}" width="52" height="${40 + ((i + j) % 2) * 14}" rx="6" ${W} opacity=".8"/>`,
            )
            .join(''),
      )
      .join('') +
    `<rect x="160" y="60" width="10" height="230" ${W}/><rect x="470" y="60" width="10" height="230" ${W}/>`,
  // An emergency exit: a door and an arrow.
  exit:
    `<rect x="330" y="70" width="120" height="220" rx="6" ${W} opacity=".95"/>` +
    `<rect x="346" y="86" width="88" height="204" fill="#000" opacity=".15"/>` +
    `<path d="M180 180 H300 M260 140 L300 180 L260 220" ${STROKE} stroke-width="22"/>`,
  // A whiteboard and desks.
  classroom:
    `<rect x="190" y="50" width="260" height="140" rx="8" ${W} opacity=".95"/>` +
    `<path d="M220 90 H360 M220 120 H400 M220 150 H320" stroke="#000" stroke-width="8" stroke-linecap="round" opacity=".2"/>` +
    [0, 1, 2]
      .map(
        (j) =>
          `<rect x="${180 + j * 100}" y="250" width="80" height="14" rx="4" ${W} opacity=".85"/>` +
          `<circle cx="${220 + j * 100}" cy="228" r="16" ${W} opacity=".7"/>`,
      )
      .join(''),
  // A pot on a stove, steaming.
  kitchen:
    `<rect x="190" y="250" width="260" height="40" rx="8" ${W} opacity=".95"/>` +
    `<path d="M230 170 H410 V230 Q410 250 390 250 H250 Q230 250 230 230Z" ${W} opacity=".95"/>` +
    `<rect x="220" y="160" width="200" height="16" rx="8" ${W}/>` +
    `<path d="M280 140 q-14 -20 0 -40 q14 -20 0 -40 M320 140 q-14 -20 0 -40 q14 -20 0 -40 M360 140 q-14 -20 0 -40 q14 -20 0 -40" ${STROKE} stroke-width="8" opacity=".7"/>`,
};

/** Scenes of meeting and training-session covers, one cover each (event-<scene>.svg). */
export const EVENT_SCENES = [
  'rally',
  'chart',
  'launch',
  'trophy',
  'table',
  'safety',
  'chat',
  'medal',
  'aircon',
  'talk',
  'shelves',
  'exit',
  'classroom',
  'kitchen',
] as const;

export type EventScene = (typeof EVENT_SCENES)[number];

/**
 * A 640×360 cover of a meeting or training session: a colour of its own and a picture of what it
 * is about, without words (the page shows the title beside it, in the reader's language).
 */
export function eventCoverSvg(spec: EventCoverSpec): string {
  const [from, to] = indexedPalette(spec.index * 5 + 2);
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360">' +
    gradient(from, to) +
    '<rect width="640" height="360" fill="url(#g)"/>' +
    motif(spec.index, hashString(spec.file)) +
    SCENES[spec.scene] +
    '</svg>\n'
  );
}
