/** A positive amount of money as typed: no sign, no leading zeros, at most 2 decimals. */
export function isAmount(value: string): boolean {
  return /^(?:0|[1-9]\d*)(?:\.\d{1,2})?$/.test(value) && Number(value) > 0;
}
