import { DEFAULT_BRAND, type Brand } from 'shared/design';
import { parseBrand } from './brand/brand-config';
import { inlineDocument } from './federation/inline-document';

/** Run-time configuration the server of the shell provides (never baked into the build). */
export type AppConfig = {
  apiBaseUrl: string;
  /** The deployment's brand; the spec's (name from the catalogue, orange, built-in mark) by default. */
  brand: Brand;
};

/** Reads app-config.json's parsed body; a wrong part is reported on the console and defaulted. */
export function parseAppConfig(raw: unknown): AppConfig {
  const config = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const apiBaseUrl = config['apiBaseUrl'];
  const { brand, problems } = parseBrand(config['brand']);
  for (const problem of problems) console.error(`app-config.json: ${problem}`);
  return { apiBaseUrl: typeof apiBaseUrl === 'string' ? apiBaseUrl : '', brand };
}

/**
 * The configuration the page carries (written in by the shell's server), else app-config.json
 * fetched from the shell's origin.
 */
export async function loadAppConfig(url = '/app-config.json'): Promise<AppConfig> {
  const inline = inlineDocument('app-config.json');
  if (inline !== undefined) return parseAppConfig(inline);
  try {
    const response = await fetch(url, { cache: 'no-store' });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return parseAppConfig(await response.json());
  } catch (error) {
    // Same origin: behind a reverse proxy that serves /api next to the app.
    console.error('app-config.json unavailable; calling the API on this origin', error);
    return { apiBaseUrl: '', brand: DEFAULT_BRAND };
  }
}
