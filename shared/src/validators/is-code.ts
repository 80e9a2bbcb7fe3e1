import { CODE_LENGTH } from 'shared/constants';

/** Spec 5 and 9: a verification code of exactly `length` digits (6 by default). */
export function isCode(value: string, length: number = CODE_LENGTH): boolean {
  return Number.isInteger(length) && length > 0 && new RegExp(`^\\d{${length}}$`).test(value);
}
