import { DEFAULT_BRAND, isHexColour, type Brand } from 'shared/design';
import { SUPPORTED_LANGUAGES } from 'shared/i18n';

/** The brand read from app-config.json, and what was wrong with it (each problem is ignored). */
export type ParsedBrand = { brand: Brand; problems: string[] };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An absolute http(s) address, or a path on the shell's own origin ("/brand/logo.png"). */
export function isLogoUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value.trim() === '') return false;
  if (value.startsWith('/') && !value.startsWith('//')) return true;
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

function parseName(raw: unknown, problems: string[]): Brand['name'] {
  if (raw === undefined) return undefined;
  if (!isRecord(raw)) {
    problems.push('brand.name must be an object such as {"en": "…", "zh-CN": "…"}');
    return undefined;
  }
  const name: NonNullable<Brand['name']> = {};
  for (const [language, value] of Object.entries(raw)) {
    if (!(SUPPORTED_LANGUAGES as readonly string[]).includes(language)) {
      problems.push(
        `brand.name.${language}: unknown language (use ${SUPPORTED_LANGUAGES.join(', ')})`,
      );
    } else if (typeof value !== 'string' || value.trim() === '') {
      problems.push(`brand.name.${language} must be a non-empty string`);
    } else {
      name[language as keyof typeof name] = value.trim();
    }
  }
  return Object.keys(name).length > 0 ? name : undefined;
}

/**
 * app-config.json's optional `brand`: `{ name: {en, zh-CN}, themeColor: "#rrggbb", logo: URL }`.
 * Every part is optional; a part that is wrong is reported and its default (the spec's) kept,
 * so a bad configuration never leaves the app blank.
 */
export function parseBrand(raw: unknown): ParsedBrand {
  const problems: string[] = [];
  if (raw === undefined || raw === null) return { brand: DEFAULT_BRAND, problems };
  if (!isRecord(raw)) {
    return { brand: DEFAULT_BRAND, problems: ['brand must be an object'] };
  }
  let themeColor = DEFAULT_BRAND.themeColor;
  if (raw['themeColor'] !== undefined) {
    if (isHexColour(raw['themeColor'])) themeColor = raw['themeColor'].toLowerCase();
    else
      problems.push(
        `brand.themeColor must be written as #rrggbb or #rgb, not ${JSON.stringify(raw['themeColor'])}; keeping ${DEFAULT_BRAND.themeColor}`,
      );
  }
  const name = parseName(raw['name'], problems);
  let logo: string | undefined;
  if (raw['logo'] !== undefined) {
    if (isLogoUrl(raw['logo'])) logo = raw['logo'];
    else
      problems.push(
        `brand.logo must be an http(s) address or a path on this site, not ${JSON.stringify(raw['logo'])}; keeping the built-in mark`,
      );
  }
  return {
    brand: {
      themeColor,
      ...(name ? { name } : {}),
      ...(logo ? { logo } : {}),
    },
    problems,
  };
}

/** True when the brand asks for a colour other than the spec's (tokens.css already has that). */
export function changesThemeColour(brand: Brand): boolean {
  return brand.themeColor.toLowerCase() !== DEFAULT_BRAND.themeColor.toLowerCase();
}
