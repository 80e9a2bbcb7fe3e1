import { decodeJwtExp, decodeJwtPayload } from './jwt';
import { makeJwt } from './testing/make-jwt';

describe('decodeJwtExp', () => {
  it.each([
    ['a JWT with exp', makeJwt({ sub: '1', exp: 1_900_000_000 }), 1_900_000_000],
    ['a fractional exp', makeJwt({ exp: 1_900_000_000.5 }), 1_900_000_000.5],
    // '?' and '>' in the payload produce the base64url-only characters '-' and '_'.
    ['base64url characters', makeJwt({ note: '?>?>?>~~~', exp: 42 }), 42],
    ['a non-ASCII payload', makeJwt({ name: '张三', exp: 7 }), 7],
    ['no exp', makeJwt({ sub: '1' }), null],
    ['a string exp', makeJwt({ exp: '1900000000' }), null],
    ['not a JWT', 'opaque-token', null],
    ['a broken payload', 'a.%%%.c', null],
    ['a payload that is not an object', `a.${btoa('[1]')}.c`, null],
    ['an empty token', '', null],
  ])('%s', (_name, token, exp) => {
    expect(decodeJwtExp(token)).toBe(exp);
  });

  it('decodes the payload as UTF-8', () => {
    expect(decodeJwtPayload(makeJwt({ name: '张三' }))).toEqual({ name: '张三' });
  });
});
