// Resident identity card of the People's Republic of China (GB 11643-1999): 6-digit region code,
// 8-digit birth date, 3-digit sequence, then an ISO 7064 MOD 11-2 check character (0-9 or X).
// The 15-digit cards issued before 1999 are no longer valid and are refused.

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
const CHECK_CHARACTERS = '10X98765432';
const EARLIEST_BIRTH_YEAR = 1900;

export function idCardCheckCharacter(first17Digits: string): string {
  const sum = WEIGHTS.reduce((total, weight, i) => total + weight * Number(first17Digits[i]), 0);
  return CHECK_CHARACTERS.charAt(sum % 11);
}

function isValidBirthDate(yyyymmdd: string, now: number): boolean {
  const year = Number(yyyymmdd.slice(0, 4));
  const month = Number(yyyymmdd.slice(4, 6));
  const day = Number(yyyymmdd.slice(6, 8));
  const date = new Date(year, month - 1, day);
  const isCalendarDate =
    date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
  return isCalendarDate && year >= EARLIEST_BIRTH_YEAR && date.getTime() <= now;
}

/** A lower-case x is accepted as X: phone keyboards often offer only that. */
export function isIdCard(value: string, now: number = Date.now()): boolean {
  if (!/^[1-9]\d{16}[\dXx]$/.test(value)) return false;
  if (!isValidBirthDate(value.slice(6, 14), now)) return false;
  return idCardCheckCharacter(value.slice(0, 17)) === value.charAt(17).toUpperCase();
}
