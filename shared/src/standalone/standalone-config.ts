/** Where a remote's own page finds the API when `/app-config.json` does not say. */
export const STANDALONE_API_FALLBACK = 'http://localhost:3100';

export type StandaloneConfig = { apiBaseUrl: string };

/**
 * The run-time configuration the remote's dev server serves at `/app-config.json` (the same file
 * the shell reads); without it, the local API on its default port.
 */
export async function loadStandaloneConfig(url = '/app-config.json'): Promise<StandaloneConfig> {
  try {
    const response = await fetch(url, { cache: 'no-store' });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    const config = (await response.json()) as { apiBaseUrl?: unknown };
    if (typeof config.apiBaseUrl !== 'string') throw new Error(`${url} has no apiBaseUrl`);
    return { apiBaseUrl: config.apiBaseUrl };
  } catch (error) {
    console.warn(`app-config.json unavailable; using ${STANDALONE_API_FALLBACK}`, error);
    return { apiBaseUrl: STANDALONE_API_FALLBACK };
  }
}
