import { clockSkewMs } from './clock-skew';

// server_now is in whole seconds (rounded down); the reply arrives on the device's clock in ms.
describe('clockSkewMs', () => {
  it.each([
    ['same clocks, the reply 400 ms into the second', 1_000, 1_000_400, 0],
    ['same clocks, the reply 999 ms into the second', 1_000, 1_000_999, 0],
    ['the server 5 s ahead', 1_005, 1_000_000, 5_000],
    ['the server 3 s behind, plus the rounding', 997, 1_000_250, -3_250],
    ['exactly a second behind: counted', 999, 1_000_000, -1_000],
  ])('%s', (_case, serverNow, receivedAt, skew) => {
    expect(clockSkewMs(serverNow, receivedAt)).toBe(skew);
  });
});
