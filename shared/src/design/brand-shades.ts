import { colord, extend } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';
import mixPlugin from 'colord/plugins/mix';

extend([a11yPlugin, mixPlugin]);

/** The custom properties of tokens.css that follow the brand colour. */
export type BrandShades = {
  '--color-primary': string;
  '--color-primary-fill': string;
  '--color-primary-dark': string;
  '--color-primary-text': string;
};

/** WCAG AA for body text. */
const TEXT_CONTRAST = 4.5;
const WHITE = '#ffffff';

/** A colour written as #rgb or #rrggbb: the form app-config.json's themeColor accepts. */
export function isHexColour(value: unknown): value is string {
  return typeof value === 'string' && /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(value);
}

/**
 * The first shade, darkening from the brand, that reads on white (and under white text) at AA:
 * small brand text, and the fill of buttons with white labels.
 */
function readableOnWhite(colour: string): string {
  let shade = colord(colour);
  for (let step = 0; step < 20 && shade.contrast(WHITE) < TEXT_CONTRAST; step += 1) {
    shade = shade.darken(0.03);
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
  return {
    '--color-primary': base.toHex(),
    '--color-primary-fill': base.mix(WHITE, 0.9).toHex(),
    '--color-primary-dark': base.mix('#000000', 0.12).toHex(),
    '--color-primary-text': readableOnWhite(colour),
  };
}
