import Ajv, { type ErrorObject, type Options } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchema, FastifySchemaCompiler } from 'fastify';
import type { TSchema } from '@sinclair/typebox';
import { text, type Text } from '../texts';

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

/**
 * Turns ajv's first error into one sentence that names the field, e.g. "mobile is required",
 * as a text of the catalogue (rendered in the reader's language).
 */
export function describeValidationError(errors: ErrorObject[], context: string): Text {
  // A union reports one error per branch, then the anyOf itself; the anyOf is the useful one.
  const error = errors.find((e) => e.keyword === 'anyOf') ?? errors[0];
  if (!error) return text('validation.invalidRequest');
  const params = error.params as Record<string, unknown>;
  const described = (error.parentSchema as { description?: string } | undefined)?.description;
  if (error.keyword === 'required') {
    const parent = fieldName(error, context);
    const prefix = error.instancePath ? `${parent}.` : (LOCATION[context] ?? '');
    return text('validation.required', { field: `${prefix}${String(params.missingProperty)}` });
  }
  const field = fieldName(error, context);
  const limit = String(params.limit);
  switch (error.keyword) {
    case 'additionalProperties':
      return text('validation.unknownField', {
        field: `${LOCATION[context] ?? ''}${error.instancePath ? `${field}.` : ''}${String(params.additionalProperty)}`,
      });
    case 'type':
      if (field === 'body') return text('validation.bodyObject');
      return params.type === 'integer'
        ? text('validation.wholeNumber', { field })
        : // A nullable field's types come as a list: "string or null".
          text('validation.type', { field, type: String(params.type).split(',').join(' or ') });
    case 'pattern':
    case 'format':
      return text('validation.format', {
        field,
        description: described ?? `a valid ${String(params.format ?? 'value')}`,
      });
    case 'minLength':
      return text('validation.minLength', { field, limit });
    case 'maxLength':
      return text('validation.maxLength', { field, limit });
    case 'minimum':
      return text('validation.minimum', { field, limit });
    case 'maximum':
      return text('validation.maximum', { field, limit });
    case 'minItems':
      return text('validation.minItems', { field, limit });
    case 'maxItems':
      return text('validation.maxItems', { field, limit });
    case 'anyOf':
    case 'enum':
    case 'const': {
      const values = constValues(error);
      return values
        ? text('validation.oneOf', { field, values: values.join(', ') })
        : text('validation.invalid', { field });
    }
    default:
      return text('validation.other', { field, detail: error.message ?? 'is not valid' });
  }
}
