import { DEFAULT_BRAND, applyBrandColour, type Brand } from 'shared/design';
import { resolveLanguage } from 'shared/i18n';
import { create } from 'zustand';
import { changesThemeColour } from './brand-config';

type BrandStore = { brand: Brand };

/** The brand of this deployment (app-config.json), the spec's until the configuration is read. */
export const useBrandStore = create<BrandStore>()(() => ({ brand: DEFAULT_BRAND }));

export const useBrand = (): Brand => useBrandStore((s) => s.brand);

/**
 * Makes `brand` the app's: its colour on the page root (before the first render, so nothing is
 * drawn in the wrong colour) and its name and logo for the pages. A colour that cannot be applied
 * is reported and the spec's orange stays.
 */
export function applyBrand(brand: Brand, root?: HTMLElement): void {
  let themeColor = brand.themeColor;
  if (changesThemeColour(brand)) {
    try {
      applyBrandColour(brand.themeColor, root);
    } catch (error) {
      console.error(
        `app-config.json brand.themeColor ${JSON.stringify(brand.themeColor)} cannot be applied; keeping ${DEFAULT_BRAND.themeColor}`,
        error,
      );
      themeColor = DEFAULT_BRAND.themeColor;
    }
  }
  useBrandStore.setState({ brand: { ...brand, themeColor } });
}

/** The brand's name in `language` when the configuration gives one, else undefined. */
export function brandNameIn(brand: Brand, language: string): string | undefined {
  return brand.name?.[resolveLanguage(language)];
}
