import type { FuzzOperation, Schema } from './openapi-operations';
import type { Random } from './random';
import {
  NASTY_STRINGS,
  huge,
  outOfRangeNumber,
  validObject,
  validValue,
  wrongTypeValue,
} from './schema-values';

/**
 * What a request must get back:
 * - 'any': no 5xx, a message on every refusal;
 * - 'invalid': the input breaks the contract, so HTTP 422 (413 when too large) and nothing written;
 * - 'bad-signature': the spec's session case, HTTP 500 'Your login has expired';
 * - 'login-refused': code 401 for anything but a public operation.
 */
export type Expectation = 'any' | 'invalid' | 'bad-signature' | 'login-refused';

export type RequestPlan = {
  op: FuzzOperation;
  mutation: string;
  pathValues: Record<string, unknown>;
  query: Record<string, unknown> | undefined;
  /** A JSON value to send, or a raw string with its content type. */
  body?: { json: unknown } | { raw: string; contentType: string };
  /** Overrides the caller's token. */
  authorization?: string;
  expect: Expectation;
};

const typesOf = (s: Schema): string[] => (Array.isArray(s.type) ? s.type : s.type ? [s.type] : []);
const isNumeric = (s: Schema) => typesOf(s).some((t) => t === 'integer' || t === 'number');
const isString = (s: Schema) => typesOf(s).includes('string') && !s.enum && !('const' in s);

function validParts(op: FuzzOperation, r: Random) {
  const pathValues = Object.fromEntries(
    Object.entries(op.pathParams).map(([name, schema]) => [name, validValue(schema, r, name)]),
  );
  const query = op.query ? validObject(op.query, r) : undefined;
  const body = op.body ? { json: validValue(op.body, r) } : undefined;
  return { pathValues, query, body };
}

/** A field of an object schema whose schema matches, with its name. */
function fieldWhere(
  schema: Schema | undefined,
  test: (s: Schema) => boolean,
  r: Random,
): [string, Schema] | undefined {
  const fields = Object.entries(schema?.properties ?? {}).filter(([, s]) => test(s));
  return fields.length ? r.pick(fields) : undefined;
}

type Mutator = (op: FuzzOperation, r: Random) => Partial<RequestPlan> | undefined;

const BAD_IDS = ['0', '-1', 'abc', '1.5', '99999999999999', '%00', "1' OR '1'='1", '1e3x'];

/** Every way of breaking a request that the contract says must be refused with 422. */
const INVALID_MUTATORS: Record<string, Mutator> = {
  'path id of the wrong form': (op, r) => {
    const numeric = Object.entries(op.pathParams).filter(([, s]) => isNumeric(s));
    if (!numeric.length) return undefined;
    const [name] = r.pick(numeric);
    return { pathValues: { [name]: r.pick(BAD_IDS) }, expect: 'invalid' };
  },
  'query value of the wrong type': (op, r) => {
    const field = fieldWhere(op.query, isNumeric, r);
    if (!field) return undefined;
    return { query: { [field[0]]: r.pick(['abc', 'NaN', '1,2', '{}']) }, expect: 'invalid' };
  },
  'query number out of range': (op, r) => {
    const field = fieldWhere(op.query, (s) => isNumeric(s) && s.maximum !== undefined, r);
    if (!field) return undefined;
    const value = outOfRangeNumber(field[1], r);
    return value === undefined ? undefined : { query: { [field[0]]: value }, expect: 'invalid' };
  },
  'query string too long': (op, r) => {
    const field = fieldWhere(op.query, (s) => isString(s) && s.maxLength !== undefined, r);
    if (!field) return undefined;
    return {
      query: { [field[0]]: huge(Math.min(4000, field[1].maxLength! + 1 + r.int(0, 2000))) },
      expect: 'invalid',
    };
  },
  'body missing a required field': (op, r) => {
    const required = op.body?.required ?? [];
    if (!required.length) return undefined;
    const body = validObject(op.body!, r);
    delete body[r.pick(required)];
    return { body: { json: body }, expect: 'invalid' };
  },
  'body field of the wrong type': (op, r) => {
    const field = fieldWhere(op.body, () => true, r);
    if (!field) return undefined;
    const body = validObject(op.body!, r);
    body[field[0]] = wrongTypeValue(field[1], r);
    return { body: { json: body }, expect: 'invalid' };
  },
  'body with an extra field': (op, r) => {
    if (!op.body || op.body.additionalProperties !== false) return undefined;
    // A name the body does not have: one it has (client reports take user_id) is not extra.
    const names = ['is_check', 'role', 'user_id', '__proto__x'].filter(
      (name) => !Object.hasOwn(op.body?.properties ?? {}, name),
    );
    return {
      body: {
        json: {
          ...validObject(op.body, r),
          [r.pick(names)]: 2,
        },
      },
      expect: 'invalid',
    };
  },
  'body string far too long': (op, r) => {
    const field = fieldWhere(op.body, (s) => isString(s) && s.maxLength !== undefined, r);
    if (!field) return undefined;
    const body = validObject(op.body!, r);
    body[field[0]] = huge(field[1].maxLength! + 1 + r.int(0, 100000));
    return { body: { json: body }, expect: 'invalid' };
  },
  'body number out of range': (op, r) => {
    const field = fieldWhere(
      op.body,
      (s) => isNumeric(s) && outOfRangeNumber(s, r) !== undefined,
      r,
    );
    if (!field) return undefined;
    const body = validObject(op.body!, r);
    body[field[0]] = outOfRangeNumber(field[1], r);
    return { body: { json: body }, expect: 'invalid' };
  },
  'body that is not JSON': (op, r) =>
    op.body
      ? {
          body: {
            raw: r.pick(['{"a":', '{mobile: 1}', "{'a':1}", '\u0000', '[1,2']),
            contentType: 'application/json',
          },
          expect: 'invalid',
        }
      : undefined,
  'body that is not an object': (op, r) =>
    op.body?.type === 'object'
      ? { body: { json: r.pick([[1, 2], 'text', 12, true, null]) }, expect: 'invalid' }
      : undefined,
  // Broken only where the contract takes JSON alone (client reports take text/plain too).
  'body sent as text/plain': (op, r) =>
    op.body && !op.textPlain
      ? {
          body: { raw: JSON.stringify(validObject(op.body, r)), contentType: 'text/plain' },
          expect: 'invalid',
        }
      : undefined,
  'required body left out': (op) =>
    op.body && op.bodyRequired && (op.body.required ?? []).length
      ? { body: undefined, expect: 'invalid' }
      : undefined,
  'body over the size limit': (op) =>
    op.body
      ? {
          body: {
            raw: JSON.stringify({ filler: huge(2 * 1024 * 1024) }),
            contentType: 'application/json',
          },
          expect: 'invalid',
        }
      : undefined,
};

/** Odd but not necessarily wrong input: whatever the answer, it must not be a 5xx. */
const ODD_MUTATORS: Record<string, Mutator> = {
  'unknown id': (op, r) => {
    const numeric = Object.keys(op.pathParams).filter((n) => isNumeric(op.pathParams[n]!));
    if (!numeric.length) return undefined;
    return { pathValues: { [r.pick(numeric)]: r.pick([999999, 2147483647, 1]) } };
  },
  'nasty strings in the query': (op, r) => {
    const field = fieldWhere(op.query, isString, r);
    return field ? { query: { [field[0]]: r.pick(NASTY_STRINGS) } } : undefined;
  },
  'nasty strings in the body': (op, r) => {
    const field = fieldWhere(op.body, isString, r);
    if (!field) return undefined;
    const body = validObject(op.body!, r);
    body[field[0]] = r.pick(NASTY_STRINGS);
    return { body: { json: body } };
  },
  'unknown query parameter': (op, r) => ({
    query: { [r.pick(['debug', 'user_id', 'admin', 'pageSize '])]: r.pick(['1', 'true', '<x>']) },
  }),
  'nasty path string': (op, r) => {
    const strings = Object.keys(op.pathParams).filter((n) => !isNumeric(op.pathParams[n]!));
    if (!strings.length) return undefined;
    return {
      pathValues: {
        [r.pick(strings)]: r.pick([
          '..%2f..%2fetc%2fpasswd',
          '%2e%2e',
          'a'.repeat(300),
          '中文.png',
          '.env',
        ]),
      },
    };
  },
};

export const BAD_AUTHORIZATIONS = {
  garbage: ['Bearer ', 'Bearer x.y.z', 'null', 'eyJhbGciOiJub25lIn0.e30.', 'abc'],
};

/** `count` plans for one operation: a share of valid ones, the rest broken in every applicable way. */
export function plansFor(op: FuzzOperation, r: Random, count: number): RequestPlan[] {
  const plans: RequestPlan[] = [];
  const invalid = Object.entries(INVALID_MUTATORS);
  const odd = Object.entries(ODD_MUTATORS);
  let i = 0;
  let guard = 0;
  while (plans.length < count && guard < count * 20) {
    guard += 1;
    const base = validParts(op, r);
    const slot = i % 5;
    i += 1;
    let mutation = 'valid';
    let change: Partial<RequestPlan> | undefined = {};
    if (slot === 1 || slot === 2 || slot === 3) {
      const [name, mutate] = invalid[(i + guard) % invalid.length]!;
      mutation = name;
      change = mutate(op, r);
      if (!change) continue;
      if (change.pathValues) change.pathValues = { ...base.pathValues, ...change.pathValues };
      if (change.query) change.query = { ...base.query, ...change.query };
    } else if (slot === 4) {
      const [name, mutate] = odd[(i + guard) % odd.length]!;
      mutation = name;
      change = mutate(op, r);
      if (!change) continue;
      if (change.pathValues) change.pathValues = { ...base.pathValues, ...change.pathValues };
      if (change.query) change.query = { ...base.query, ...change.query };
    }
    plans.push({ op, mutation, ...base, expect: 'any', ...change });
  }
  // Operations with nothing to break (no parameters, no body) still get their share of calls.
  while (plans.length < count)
    plans.push({ op, mutation: 'valid', ...validParts(op, r), expect: 'any' });
  return plans;
}
