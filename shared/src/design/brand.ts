import { THEME_COLOR } from 'shared/constants';
import { brandShades, isHexColour, type BrandShades } from './brand-shades';

/**
 * The brand a deployment shows, from app-config.json's `brand`; the spec's values are the
 * defaults. `name` undefined keeps the catalogue's app name (one per language).
 */
export type Brand = {
  /** The app's name per language ("en", "zh-CN"); a missing language uses the catalogue's. */
  name?: Partial<Record<'en' | 'zh-CN', string>>;
  themeColor: string;
  /** URL of the logo shown on the login page and the guide; undefined: the built-in mark. */
  logo?: string;
};

export const DEFAULT_BRAND: Brand = { themeColor: THEME_COLOR };

/** Sets the brand colour and its shades on the page, for every stylesheet and antd-mobile. */
export function applyBrandColour(colour: string, root?: HTMLElement): BrandShades {
  const shades = brandShades(colour);
  const target = root ?? (typeof document === 'undefined' ? undefined : document.documentElement);
  if (target) {
    for (const [name, value] of Object.entries(shades)) target.style.setProperty(name, value);
  }
  return shades;
}

export { brandShades, isHexColour, type BrandShades };
