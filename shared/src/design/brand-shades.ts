import { colord, extend } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';
import mixPlugin from 'colord/plugins/mix';
import { PAGE_BACKGROUND } from '../constants';

extend([a11yPlugin, mixPlugin]);

/** The custom properties of tokens.css that follow the brand colour. */
export type BrandShades = {
  '--color-primary': string;
  '--color-primary-fill': string;
  '--color-primary-dark': string;
  '--color-primary-text': string;
  '--color-primary-strong': string;
};

/** WCAG AA for body text. */
const TEXT_CONTRAST = 4.5;
/** WCAG AA for large text (18.66 px bold), with a little margin over 3:1. */
const LARGE_TEXT_CONTRAST = 3.1;
const WHITE = '#ffffff';

/** A colour written as #rgb or #rrggbb: the form app-config.json's themeColor accepts. */
export function isHexColour(value: unknown): value is string {
  return typeof value === 'string' && /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(value);
}

/**
 * The first shade, darkening from the brand, that reads at AA on every surface brand text sits
 * on (white, the page background, the brand's own light fill behind a selected chip) and under
 * white labels: small brand text, and the fill of buttons with white labels.
 */
function readableOn(
  colour: string,
  surfaces: readonly string[],
  contrast: number = TEXT_CONTRAST,
): string {
  let shade = colord(colour);
  const readable = () => surfaces.every((surface) => shade.contrast(surface) >= contrast);
  for (let step = 0; step < 40 && !readable(); step += 1) {
    shade = shade.darken(0.015);
  }
  return shade.toHex();
}

/**
 * Every shade tokens.css derives from the brand colour, computed from a run-time theme colour
 * (app-config.json), so a changed brand reaches selected chips, tags and text as well as fills.
 */
export function brandShades(colour: string): BrandShades {
  if (!isHexColour(colour)) {
    throw new Error(`The theme colour must be written as #rrggbb, not ${JSON.stringify(colour)}`);
  }
  const base = colord(colour);
  const fill = base.mix(WHITE, 0.9).toHex();
  return {
    '--color-primary': base.toHex(),
    '--color-primary-fill': fill,
    '--color-primary-dark': base.mix('#000000', 0.12).toHex(),
    '--color-primary-text': readableOn(colour, [WHITE, PAGE_BACKGROUND, fill]),
    // The main action's fill: as bright as a large bold white label allows (the small-text shade
    // above reads brown on a big surface).
    '--color-primary-strong': readableOn(colour, [WHITE], LARGE_TEXT_CONTRAST),
  };
}
