/** Run-time configuration the server of the shell provides (never baked into the build). */
export type AppConfig = { apiBaseUrl: string };

export async function loadAppConfig(url = '/app-config.json'): Promise<AppConfig> {
  try {
    const response = await fetch(url, { cache: 'no-store' });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    const config = (await response.json()) as Partial<AppConfig>;
    return { apiBaseUrl: typeof config.apiBaseUrl === 'string' ? config.apiBaseUrl : '' };
  } catch (error) {
    // Same origin: behind a reverse proxy that serves /api next to the app.
    console.error('app-config.json unavailable; calling the API on this origin', error);
    return { apiBaseUrl: '' };
  }
}
