/**
 * How far the server's clock is ahead of this device's (ms, negative when behind), from a reply's
 * `server_now` (whole seconds) and when that reply arrived here. server_now is rounded down to the
 * second, so a difference under a second is its rounding, not the clocks': counting it would give
 * the reader up to a second more than the server does ("Tap within 21 s").
 */
export function clockSkewMs(serverNowSeconds: number, receivedAtMs: number): number {
  const skew = serverNowSeconds * 1000 - receivedAtMs;
  return Math.abs(skew) < 1000 ? 0 : skew;
}
