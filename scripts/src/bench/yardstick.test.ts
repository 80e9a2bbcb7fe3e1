import { formatRatio, missedRatios, ratioMet, ratioOf, ratiosOf } from './yardstick';

describe('the federated / single-bundle yardstick', () => {
  it('rounds ratios to two decimals', () => {
    expect(ratioOf(3824, 3600)).toBe(1.06);
    expect(ratioOf(461.9, 250)).toBe(1.85);
  });

  it('has no finite ratio over a single bundle’s 0, unless both are 0', () => {
    expect(ratioOf(12, 0)).toBeNull();
    expect(ratioOf(0, 0)).toBe(1);
  });

  it('meets the target at 1.10 and misses it above', () => {
    expect(ratioMet(1.1)).toBe(true);
    expect(ratioMet(1.11)).toBe(false);
    expect(ratioMet(null)).toBe(false);
    expect(formatRatio(1.1)).toBe('1.10');
    expect(formatRatio(0.98)).toBe('0.98');
    expect(formatRatio(1.5)).toBe('**1.50**');
    expect(formatRatio(null)).toBe('**∞**');
  });

  it('lists the missed ratios of a page', () => {
    const ratios = ratiosOf(
      { lcpMs: 2000, tbtMs: 30, jsGzipKb: 300 },
      { lcpMs: 1900, tbtMs: 0, jsGzipKb: 200 },
    );
    expect(ratios).toEqual({ lcp: 1.05, tbt: null, js: 1.5 });
    expect(missedRatios('home', ratios)).toEqual([
      'home: total blocking time federated / single bundle ∞ > 1.10',
      'home: JS federated / single bundle 1.50 > 1.10',
    ]);
  });
});
