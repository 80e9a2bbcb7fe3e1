/**
 * The API's one clock. Tests move it (expiry, rate limits, SMS windows) instead of sleeping.
 */
let offsetMs = 0;

export const nowMs = (): number => Date.now() + offsetMs;
export const nowSeconds = (): number => Math.floor(nowMs() / 1000);

export function advanceClock(ms: number): void {
  offsetMs += ms;
}

export function resetClock(): void {
  offsetMs = 0;
}
