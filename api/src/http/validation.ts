import Ajv, { type ErrorObject, type Options } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchema, FastifySchemaCompiler } from 'fastify';
import type { TSchema } from '@sinclair/typebox';

function makeAjv(options: Options): Ajv {
  const ajv = new Ajv({
    strict: false,
    verbose: true,
    useDefaults: true,
    removeAdditional: false,
    ...options,
  });
  addFormats(ajv);
  return ajv;
}

/** Bodies are JSON: a number sent as a string is bad input, not something to guess about. */
const bodyAjv = makeAjv({ coerceTypes: false });
/** Query and path values are always strings on the wire; coerce them to the contract's types. */
const urlAjv = makeAjv({ coerceTypes: 'array' });

export const validatorCompiler: FastifySchemaCompiler<FastifySchema> = ({ schema, httpPart }) =>
  (httpPart === 'body' ? bodyAjv : urlAjv).compile(schema as object);

/**
 * A route schema without `$id`s: the contract names schemas for the reference page, but ajv
 * refuses to register the same id twice across routes.
 */
export function routeSchema(schema: TSchema | undefined): object | undefined {
  if (!schema) return undefined;
  return JSON.parse(JSON.stringify(schema), (key, value: unknown) =>
    key === '$id' ? undefined : value,
  ) as object;
}

const LOCATION: Record<string, string> = {
  body: '',
  querystring: 'query parameter ',
  params: 'path parameter ',
};

function fieldName(error: ErrorObject, context: string): string {
  const path = error.instancePath
    .split('/')
    .filter(Boolean)
    .map((part) => (/^\d+$/.test(part) ? `[${part}]` : `.${part}`))
    .join('')
    .replace(/^\./, '');
  const name = path || (context === 'body' ? 'body' : 'query');
  return `${LOCATION[context] ?? ''}${name}`;
}

function constValues(error: ErrorObject): string[] | undefined {
  const parent = error.parentSchema as
    { anyOf?: { const?: unknown }[]; enum?: unknown[]; const?: unknown } | undefined;
  if (parent && 'const' in parent) return [String(parent.const)];
  if (parent?.enum) return parent.enum.map(String);
  if (parent?.anyOf?.every((s) => 'const' in s)) return parent.anyOf.map((s) => String(s.const));
  return undefined;
}

/** Turns ajv's first error into one sentence that names the field, e.g. "mobile is required". */
export function describeValidationError(errors: ErrorObject[], context: string): string {
  // A union reports one error per branch, then the anyOf itself; the anyOf is the useful one.
  const error = errors.find((e) => e.keyword === 'anyOf') ?? errors[0];
  if (!error) return 'the request is not valid';
  const params = error.params as Record<string, unknown>;
  const described = (error.parentSchema as { description?: string } | undefined)?.description;
  if (error.keyword === 'required') {
    const parent = fieldName(error, context);
    const prefix = error.instancePath ? `${parent}.` : (LOCATION[context] ?? '');
    return `${prefix}${String(params.missingProperty)} is required`;
  }
  const field = fieldName(error, context);
  switch (error.keyword) {
    case 'additionalProperties':
      return `${LOCATION[context] ?? ''}${error.instancePath ? `${field}.` : ''}${String(params.additionalProperty)} is not a known field`;
    case 'type':
      if (field === 'body') return 'body must be a JSON object sent as application/json';
      return `${field} must be ${params.type === 'integer' ? 'a whole number' : `of type ${String(params.type)}`}`;
    case 'pattern':
    case 'format':
      return `${field} must be ${described ?? `a valid ${String(params.format ?? 'value')}`}`;
    case 'minLength':
      return `${field} must be at least ${String(params.limit)} characters`;
    case 'maxLength':
      return `${field} must be at most ${String(params.limit)} characters`;
    case 'minimum':
      return `${field} must be at least ${String(params.limit)}`;
    case 'maximum':
      return `${field} must be at most ${String(params.limit)}`;
    case 'minItems':
      return `${field} must have at least ${String(params.limit)} items`;
    case 'maxItems':
      return `${field} must have at most ${String(params.limit)} items`;
    case 'anyOf':
    case 'enum':
    case 'const': {
      const values = constValues(error);
      return values ? `${field} must be one of ${values.join(', ')}` : `${field} is not valid`;
    }
    default:
      return `${field} ${error.message ?? 'is not valid'}`;
  }
}
