import type { Random } from './random';
import type { Schema } from './openapi-operations';

const CHINESE = '学习培训考试新闻资料门店团队课程打卡积分订单';
const ALNUM = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz0123456789';

/** Values for the contract's patterns (generating from arbitrary regular expressions is overkill). */
const PATTERN_SAMPLES: Record<string, (r: Random) => string> = {
  '^/api/': () => '/api/media/course-1.jpg',
  '^[0-9a-f]{32}$': (r) => hex(r, 32),
  '^[0-9a-f]{64}$': (r) => hex(r, 64),
  '^[0-9a-f]{16}$': (r) => hex(r, 16),
  '^P[0-9A-Z]{10,40}$': (r) => `P${text(r, 12, '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ')}`,
  '^[0-9]{4}-(0[1-9]|1[0-2])$': (r) => `2026-${String(r.int(1, 12)).padStart(2, '0')}`,
  '^(?=.*[A-Za-z])(?=.*[0-9])[\\x21-\\x7e]+$': (r) => r.pick(['Passw0rd!', 'Abc12345', 'x9!y8#z7']),
  '^[a-z0-9][a-z0-9._-]{0,80}$': (r) => r.pick(['course-1.jpg', 'banner-2.jpg', 'missing.png']),
  '^1[2-9][0-9]{9}$': (r) =>
    r.chance(0.5)
      ? `1380000000${r.int(0, 4)}`
      : `139${String(r.int(0, 99999999)).padStart(8, '0')}`,
  '^[0-9]{6}$': (r) => String(r.int(0, 999999)).padStart(6, '0'),
  '^[A-Za-z0-9_-]{8,64}$': (r) => text(r, 16, ALNUM),
  '^[A-Za-z0-9]{6}$': (r) => text(r, 6, ALNUM),
  '^[a-z][a-z0-9_]{0,39}$': (r) => r.pick(['mf_exam', 'mf_train', 'mf_content']),
  '^[0-9A-Za-z.+_-]{1,64}$': (r) => r.pick(['1.0.0-ab12cd34', '1.1.0-ef56ab78', 'local']),
  '^/[^?#]*$': (r) => r.pick(['/pages/exam/index', '/', '/pages/train/course/12']),
};

function hex(r: Random, n: number): string {
  return text(r, n, '0123456789abcdef');
}

function text(r: Random, n: number, alphabet: string): string {
  let s = '';
  for (let i = 0; i < n; i += 1) s += alphabet[r.int(0, alphabet.length - 1)];
  return s;
}

const typesOf = (s: Schema): string[] => (Array.isArray(s.type) ? s.type : s.type ? [s.type] : []);

function validString(schema: Schema, r: Random): string {
  if (schema.pattern) {
    const sample = PATTERN_SAMPLES[schema.pattern];
    if (sample) return sample(r);
  }
  if (schema.format === 'date') return '2026-11-20';
  if (schema.format === 'date-time') return '2026-11-20T08:00:00Z';
  if (schema.format === 'uri') return 'https://example.com/a';
  if (schema.format === 'email') return 'li.lei@example.com';
  const min = schema.minLength ?? 0;
  const max = Math.min(schema.maxLength ?? 40, min + 30);
  const n = r.int(Math.max(min, Math.min(1, max)), max);
  return text(r, n, r.chance(0.5) ? CHINESE : `${ALNUM}  ,.`);
}

function validNumber(schema: Schema, r: Random, name: string, integer: boolean): number {
  const min = schema.minimum ?? (schema.exclusiveMinimum ?? -1) + 1;
  const max = schema.maximum ?? (schema.exclusiveMaximum ?? 1_000_001) - 1;
  // Ids and pages: small numbers hit the seeded rows.
  const small = /id$|^id|page|count|seconds|score|position|index|day/i.test(name);
  const hi = small ? Math.min(max, Math.max(min, 0) + 8) : max;
  const lo = Math.max(min, -1000);
  if (r.chance(0.15)) return r.pick([lo, Math.min(hi, max)]);
  const value = lo + r.next() * (Math.min(hi, lo + 10000) - lo);
  return integer ? Math.round(value) : Math.round(value * 100) / 100;
}

/** A value the schema accepts (best effort: shallow conditions the contract does not use are ignored). */
export function validValue(schema: Schema, r: Random, name = ''): unknown {
  if ('const' in schema) return schema.const;
  if (schema.enum) return r.pick(schema.enum);
  if (schema.anyOf ?? schema.oneOf) {
    const branches = (schema.anyOf ?? schema.oneOf)!;
    const nonNull = branches.filter((b) => !typesOf(b).includes('null'));
    return validValue(r.pick(nonNull.length && r.chance(0.9) ? nonNull : branches), r, name);
  }
  if (schema.allOf?.length)
    return validValue(Object.assign({}, ...schema.allOf) as Schema, r, name);
  const types = typesOf(schema).filter((t) => t !== 'null');
  const type = types.length ? r.pick(types) : schema.properties ? 'object' : 'string';
  switch (type) {
    case 'object':
      return validObject(schema, r);
    case 'array': {
      const min = schema.minItems ?? 0;
      const max = Math.min(schema.maxItems ?? 4, min + 3);
      return Array.from({ length: r.int(min, Math.max(min, max)) }, () =>
        validValue(schema.items ?? {}, r, name),
      );
    }
    case 'integer':
      return validNumber(schema, r, name, true);
    case 'number':
      return validNumber(schema, r, name, false);
    case 'boolean':
      return r.chance(0.5);
    default:
      return validString(schema, r);
  }
}

export function validObject(schema: Schema, r: Random): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const required = new Set(schema.required ?? []);
  for (const [key, prop] of Object.entries(schema.properties ?? {})) {
    if (required.has(key) || r.chance(0.5)) out[key] = validValue(prop, r, key);
  }
  return out;
}

/** Strings an attacker or a careless client sends: unicode edge cases, injections, control bytes. */
export const NASTY_STRINGS: readonly string[] = [
  '',
  ' ',
  '\u0000',
  '\u202e\u0645\u0631\u062d\u0628\u0627',
  '👩‍👩‍👧‍👦🏳️‍🌈',
  '\ud83d',
  'Ｔｈｅ　ｑｕｉｃｋ',
  'é'.normalize('NFD'),
  "' OR '1'='1",
  '1; DROP TABLE users; --',
  '%27%22%3E%3C',
  '../../../../etc/passwd',
  '${7*7}{{7*7}}',
  '<script>alert(1)</script>',
  'null',
  'undefined',
  '-1',
  '1e309',
  '\r\n\r\nHTTP/1.1 200 OK',
  '中'.repeat(141),
];

export const huge = (n: number): string => 'A'.repeat(n);

/** Values of another JSON type than the schema's. */
export function wrongTypeValue(schema: Schema, r: Random): unknown {
  const types = typesOf(schema);
  const candidates: unknown[] = [];
  if (!types.includes('string') && !schema.anyOf && !schema.enum && !('const' in schema))
    candidates.push('not a number', '12abc');
  if (!types.includes('integer') && !types.includes('number')) candidates.push(42, -7.5);
  if (!types.includes('boolean')) candidates.push(true);
  if (!types.includes('object')) candidates.push({ nested: 'object' });
  if (!types.includes('array')) candidates.push([1, 2]);
  if (!types.includes('null')) candidates.push(null);
  return r.pick(candidates.length ? candidates : [{ nested: 'object' }]);
}

/** A number the schema's bounds refuse, or undefined when it has none. */
export function outOfRangeNumber(schema: Schema, r: Random): number | undefined {
  const options: number[] = [];
  if (schema.minimum !== undefined) options.push(schema.minimum - 1, -2147483649, -1e15);
  if (schema.maximum !== undefined) options.push(schema.maximum + 1, 2 ** 53, 1e300);
  if (typesOf(schema).includes('integer')) options.push(1.5);
  return options.length ? r.pick(options) : undefined;
}
