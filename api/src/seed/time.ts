/** Default "now" of the seed: 2026-11-01 10:00 China time. Callers may pass the real time. */
export const SEED_NOW = Date.UTC(2026, 10, 1, 2, 0, 0) / 1000;

export const MINUTE = 60;
export const HOUR = 3600;
export const DAY = 86400;

/** Days are calendar days in China time (UTC+8, no daylight saving). */
const CHINA_OFFSET = 8 * HOUR;

/** 'YYYY-MM-DD' of a Unix-seconds time, in China time. */
export function dayOf(ts: number): string {
  return new Date((ts + CHINA_OFFSET) * 1000).toISOString().slice(0, 10);
}

/** Unix seconds of hh:mm China time on the given day. */
export function atTime(day: string, hour: number, minute = 0): number {
  return Date.parse(`${day}T00:00:00Z`) / 1000 - CHINA_OFFSET + hour * HOUR + minute * MINUTE;
}

export function addDays(day: string, days: number): string {
  return dayOf(atTime(day, 12) + days * DAY);
}

/** Whole days from `from` to `to` (positive when `to` is later). */
export function daysBetween(from: string, to: string): number {
  return Math.round((atTime(to, 12) - atTime(from, 12)) / DAY);
}
