import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiConfig } from '../config';
import { languageOf, say } from '../texts';

/** The `code` of the 403 a refused origin reads; the web client tells it from other 403s. */
export const ORIGIN_REFUSED_CODE = 'origin_refused';

/** Any port of this machine, as a dev server picks one (http://localhost:3011). */
const LOCAL_DEV_ORIGIN = /^http:\/\/(localhost|127\.0\.0\.1)(:\d{1,5})?$/;

/**
 * Whether a browser page on `origin` may call the API: one of API_CORS_ORIGINS, or in
 * development any http://localhost:<port> or http://127.0.0.1:<port> (a remote's dev server on
 * whatever port was free). Production keeps to its list.
 */
export function isAllowedOrigin(config: ApiConfig, origin: string): boolean {
  if (config.corsOrigins.includes(origin)) return true;
  return config.mode === 'development' && LOCAL_DEV_ORIGIN.test(origin);
}

const firstOf = (header: string | string[] | undefined): string | undefined =>
  (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim() || undefined;

/**
 * A page on the host the request was sent to is the API's own: its reference and dev pages, or an
 * app served with the API behind one proxy (nginx passing `Host: $host`, without the port, or
 * X-Forwarded-Host). Same-origin calls were never subject to CORS, and a browser cannot set
 * these headers for another site.
 */
function isOwnOrigin(config: ApiConfig, request: FastifyRequest, origin: string): boolean {
  if (origin === new URL(config.publicUrl).origin) return true;
  let page: URL;
  try {
    page = new URL(origin);
  } catch {
    return false;
  }
  const hosts = [firstOf(request.headers['x-forwarded-host']), firstOf(request.headers.host)];
  return hosts.some((host) => host === page.host || host === page.hostname);
}

/**
 * A call from a page the API does not serve is refused as what it is: HTTP 403 naming the origin
 * and the setting, readable by that page (the CORS headers let it read the refusal, which carries
 * nothing else), and the request is not carried out. Its preflight is answered as any other, or
 * the browser would report only a failed request. Requests without an Origin (same-origin
 * navigation, tools, servers) and websocket upgrades (their own checks) pass as before.
 */
export function refuseForeignOrigins(app: FastifyInstance, config: ApiConfig): void {
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    if (origin === undefined || request.headers.upgrade !== undefined) return;
    if (isAllowedOrigin(config, origin) || isOwnOrigin(config, request, origin)) return;
    const language = languageOf(request.headers['accept-language']);
    return reply.code(403).send({
      status_code: 403,
      code: ORIGIN_REFUSED_CODE,
      message: say(language, 'request.originRefused', { origin }),
    });
  });
}
