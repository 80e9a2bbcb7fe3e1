/** Spec 5: a mainland mobile number, 11 digits, 1 then 2-9. */
export function isMobile(value: string): boolean {
  return /^1[2-9]\d{9}$/.test(value);
}
