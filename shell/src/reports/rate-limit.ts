/** At most this many reports a device sends in a minute (the API allows twice as many). */
export const REPORTS_PER_MINUTE = 60;
export const RATE_WINDOW_MS = 60_000;
/** The times of the reports accepted in the last minute, shared by the device's tabs and reloads. */
export const RATE_KEY = 'shell.reportTimes';

export type RateLimit = {
  /** True when one more report fits in the last minute (and counts it); false drops it. */
  take(now: number): boolean;
};

/**
 * A sliding minute per device: the accepted reports' times are kept in localStorage, so reloads
 * and other tabs share the budget (in memory when storage is blocked).
 */
export function createRateLimit(
  max = REPORTS_PER_MINUTE,
  windowMs = RATE_WINDOW_MS,
  storage: () => Storage | undefined = () => window.localStorage,
): RateLimit {
  let times: number[] = [];
  const read = (): number[] => {
    try {
      const value: unknown = JSON.parse(storage()?.getItem(RATE_KEY) ?? 'null');
      if (Array.isArray(value)) return value.filter((t): t is number => typeof t === 'number');
    } catch {
      // Blocked or garbled: this page's own count.
    }
    return times;
  };
  return {
    take(now) {
      const recent = read().filter((t) => t > now - windowMs && t <= now);
      if (recent.length >= max) {
        times = recent;
        return false;
      }
      times = [...recent, now];
      try {
        storage()?.setItem(RATE_KEY, JSON.stringify(times));
      } catch {
        // Kept in memory.
      }
      return true;
    },
  };
}
