import type { FastifyInstance, FastifyRequest } from 'fastify';

/** A dev page refused the request; the scope's error handler shows it as a page or as JSON. */
export class DevPageError extends Error {
  override name = 'DevPageError';
  constructor(
    readonly status: 403 | 404 | 409 | 422,
    message: string,
  ) {
    super(message);
  }
}

export const invalid = (field: string, problem: string): DevPageError =>
  new DevPageError(422, `${field} ${problem}`);

export type Fields = Record<string, unknown>;

const asFields = (value: unknown): Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Fields) : {};

export const queryOf = (request: FastifyRequest): Fields => asFields(request.query);
export const bodyOf = (request: FastifyRequest): Fields => asFields(request.body);

/** `format=json` in the query or the form: tests and scripts read JSON instead of a page. */
export const wantsJson = (request: FastifyRequest): boolean =>
  queryOf(request).format === 'json' || bodyOf(request).format === 'json';

/**
 * Forms arrive URL-encoded. Parsed here with URLSearchParams so the dev pages need no extra
 * dependency; registered inside the dev scope only, so the contract's routes stay JSON-only.
 */
export function acceptFormBodies(scope: FastifyInstance): void {
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      const fields: Record<string, string | string[]> = {};
      for (const [key, value] of new URLSearchParams(body as string)) {
        const seen = fields[key];
        fields[key] =
          seen === undefined ? value : [...(Array.isArray(seen) ? seen : [seen]), value];
      }
      done(null, fields);
    },
  );
}

function single(fields: Fields, name: string): unknown {
  const value = fields[name];
  if (Array.isArray(value)) throw invalid(name, 'must be given once');
  return value;
}

/** A text field; empty counts as absent. */
export function optionalText(fields: Fields, name: string, maxLength = 2000): string | undefined {
  const value = single(fields, name);
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string') throw invalid(name, 'must be text');
  if (value.length > maxLength) throw invalid(name, `must be at most ${maxLength} characters`);
  return value;
}

export function requiredText(
  fields: Fields,
  name: string,
  rule: { pattern: RegExp; description: string },
): string {
  const value = optionalText(fields, name);
  if (value === undefined) throw invalid(name, 'is required');
  if (!rule.pattern.test(value)) throw invalid(name, `must be ${rule.description}`);
  return value;
}

const MAX_ID = 2147483647;

/** A positive id, from a form (text) or a JSON body (number). */
export function optionalId(fields: Fields, name: string): number | undefined {
  const value = single(fields, name);
  if (value === undefined || value === '') return undefined;
  const id = typeof value === 'string' && /^[0-9]{1,10}$/.test(value) ? Number(value) : value;
  if (typeof id !== 'number' || !Number.isInteger(id) || id < 1 || id > MAX_ID) {
    throw invalid(name, 'must be a positive whole number');
  }
  return id;
}

export function requiredId(fields: Fields, name: string): number {
  const id = optionalId(fields, name);
  if (id === undefined) throw invalid(name, 'is required');
  return id;
}

export function oneOf<T extends string>(fields: Fields, name: string, options: readonly T[]): T {
  const value = optionalText(fields, name);
  if (value === undefined) throw invalid(name, `is required (one of ${options.join(', ')})`);
  if (!(options as readonly string[]).includes(value)) {
    throw invalid(name, `must be one of ${options.join(', ')}`);
  }
  return value as T;
}
