import { payableMethods } from './cashier-link';

const all = (available: { balance: boolean; points: boolean; wechat: boolean }) =>
  (['balance', 'points', 'wechat'] as const).map((method) => ({
    method,
    available: available[method],
    reason: available[method] ? null : 'not now',
  }));

describe('payableMethods', () => {
  it.each([
    ['recharge', all({ balance: false, points: false, wechat: true }), ['wechat']],
    // Even if the server offered them, a recharge is never paid from the balance or points.
    ['recharge', all({ balance: true, points: true, wechat: true }), ['wechat']],
    ['recharge', all({ balance: false, points: false, wechat: false }), []],
    ['course', all({ balance: true, points: true, wechat: true }), ['balance', 'points', 'wechat']],
    ['course', all({ balance: false, points: false, wechat: true }), ['wechat']],
    ['course', all({ balance: true, points: false, wechat: true }), ['balance', 'wechat']],
  ] as const)('%s order, %j → %j', (kind, methods, expected) => {
    expect(payableMethods(kind, methods)).toEqual(expected);
  });
});
