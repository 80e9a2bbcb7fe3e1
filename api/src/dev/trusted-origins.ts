import type { FastifyRequest } from 'fastify';
import type { Services } from '../services';
import { DevPageError, invalid, optionalText, type Fields } from './request-input';

/**
 * Where a dev page may send the browser back to: only the app's own origins (the CORS list),
 * so the pages cannot be used as an open redirect.
 */
export function optionalAppUrl(services: Services, fields: Fields, name: string): URL | undefined {
  const raw = optionalText(fields, name);
  if (raw === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw invalid(name, 'must be an absolute URL such as http://localhost:3000/');
  }
  const allowed = services.config.corsOrigins;
  if (!allowed.includes(url.origin)) {
    throw new DevPageError(
      422,
      `${name} must be on one of the app's origins (${allowed.join(', ') || 'none configured'}); ${url.origin} is not one of them`,
    );
  }
  return url;
}

/**
 * Forms and the agent socket act without a login, so another site open in the tester's browser
 * must not drive them: a browser-sent Origin must be this server's or the app's.
 */
export function isTrustedOrigin(services: Services, request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  return (
    origin === `${request.protocol}://${request.host}` ||
    origin === new URL(services.config.publicUrl).origin ||
    services.config.corsOrigins.includes(origin)
  );
}
