import { payableMethods } from './cashier-link';

type Flags = { balance: boolean; points: boolean; wechat: boolean };
const ALL_ALLOWED: Flags = { balance: true, points: true, wechat: true };
const all = (available: Flags, allowed: Flags = ALL_ALLOWED) =>
  (['balance', 'points', 'wechat'] as const).map((method) => ({
    method,
    allowed: allowed[method],
    available: available[method],
    reason: available[method] ? null : 'not now',
  }));
const RECHARGE_ALLOWED: Flags = { balance: false, points: false, wechat: true };

describe('payableMethods', () => {
  it.each([
    // As the API answers for a recharge: the balance and points are not allowed.
    [
      'recharge',
      all({ balance: false, points: false, wechat: true }, RECHARGE_ALLOWED),
      ['wechat'],
    ],
    // Even if a server offered them, a recharge is never paid from the balance or points.
    ['recharge', all({ balance: true, points: true, wechat: true }), ['wechat']],
    ['recharge', all({ balance: false, points: false, wechat: false }, RECHARGE_ALLOWED), []],
    // A method the API does not allow is not offered, available or not.
    [
      'course',
      all(ALL_ALLOWED, { balance: false, points: true, wechat: true }),
      ['points', 'wechat'],
    ],
    ['course', all({ balance: true, points: true, wechat: true }), ['balance', 'points', 'wechat']],
    ['course', all({ balance: false, points: false, wechat: true }), ['wechat']],
    ['course', all({ balance: true, points: false, wechat: true }), ['balance', 'wechat']],
  ] as const)('%s order, %j → %j', (kind, methods, expected) => {
    expect(payableMethods(kind, methods)).toEqual(expected);
  });
});
