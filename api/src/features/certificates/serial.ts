import { randomBytes } from 'node:crypto';

/** Crockford's base32: no I, L, O or U, so a serial read aloud or typed is not misread. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** `YJ-XXXX-XXXX-XXXX`: the shape every serial has (the contract's params pattern too). */
export const SERIAL_PATTERN = '^YJ(-[0-9A-HJKMNP-TV-Z]{4}){3}$';

/** Formats 60 bits (the low 60 of `bits`) as a serial, 5 bits a character. */
export function serialFromBits(bits: bigint): string {
  let chars = '';
  for (let i = 11; i >= 0; i--) chars += ALPHABET[Number((bits >> BigInt(i * 5)) & 31n)];
  return `YJ-${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8, 12)}`;
}

/**
 * A new serial from 60 bits of `crypto.randomBytes`: the verification page and the PDF are
 * public by serial, so it must not be guessable (2^60 serials, a handful issued).
 */
export function newSerial(): string {
  return serialFromBits(randomBytes(8).readBigUInt64BE() & ((1n << 60n) - 1n));
}

export const isSerial = (value: string): boolean => new RegExp(SERIAL_PATTERN).test(value);
