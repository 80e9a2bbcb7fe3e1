import {
  TARGETS,
  countFigure,
  describe as describeFigure,
  figureTable,
  formatRatio,
  formatValue,
  isMet,
  median,
  medianFigure,
  missedBy,
  missedSummary,
  ratioFigure,
  ratioOf,
  ratiosOf,
  verdict,
  type Figure,
} from './yardstick';

describe('the targets of issues 16 and 19', () => {
  it('are the issues’, and the 170 KB home target is gone', () => {
    expect(TARGETS).toEqual({
      lcpMs: { home: 800, 'news list': 900, 'question-bank home': 1000 },
      lcpOverBarePage: 2,
      lcpServerOverSingleBundle: 0.5,
      interactiveOverClientLcp: 1,
      jsFederatedOverSingleBundle: 1.2,
      librariesLoadedTwice: 0,
      tabTapMs: { preloaded: 150, notPreloaded: 400 },
      homeTbtMs: 100,
      renderP99Ms: 300,
      renderErrors: 0,
    });
  });
});

describe('ratios', () => {
  it.each([
    [3824, 3600, 1.06],
    [461.9, 250, 1.85],
    [12, 0, null],
    [0, 0, 1],
  ])('%p / %p is %p', (federated, single, ratio) => {
    expect(ratioOf(federated, single)).toBe(ratio);
  });

  it('are taken per figure of a page', () => {
    expect(
      ratiosOf({ lcpMs: 2000, tbtMs: 30, jsGzipKb: 300 }, { lcpMs: 1900, tbtMs: 0, jsGzipKb: 200 }),
    ).toEqual({ lcp: 1.05, tbt: null, js: 1.5 });
  });

  it.each([
    [1.05, 1.05, '1.05'],
    [1.06, 1.05, '**1.06**'],
    [1.2, 1.2, '1.20'],
    [1.21, 1.2, '**1.21**'],
    [0.98, 1.05, '0.98'],
    [null, 1.05, '**∞**'],
    [3.4, undefined, '3.40'],
    [null, undefined, '∞'],
  ])('%p against %p shows as %p', (ratio, target, text) => {
    expect(formatRatio(ratio, target)).toBe(text);
  });
});

describe('median', () => {
  it.each([
    [[1510, 1380, 1420, 1700, 1300], 1420],
    [[5], 5],
    [[1, 2, 3, 4], 2.5],
    [[336.3, 336.3, 336.4], 336.3],
  ])('of %p is %p', (values, expected) => {
    expect(median(values)).toBe(expected);
  });

  it('refuses no values', () => {
    expect(() => median([])).toThrow();
  });
});

const figure = (value: number | null, unit: Figure['unit'], target: number): Figure => ({
  name: 'x',
  value,
  unit,
  from: '',
  target,
});

describe('checking a figure against its target', () => {
  it.each([
    // value, unit, target, met, missed by, verdict
    [1300, 'ms', 1300, true, 0, 'met'],
    [1420, 'ms', 1300, false, 120, 'missed by 120 ms (9 % over)'],
    [1300.4, 'ms', 1300, true, 0, 'met'],
    [1501, 'ms', 1500, false, 1, 'missed by 1 ms (< 1 % over)'],
    [99, 'ms', 100, true, 0, 'met'],
    [186, 'ms', 150, false, 36, 'missed by 36 ms (24 % over)'],
    [1.05, 'ratio', 1.05, true, 0, 'met'],
    [1.11, 'ratio', 1.05, false, 0.06, 'missed by 0.06'],
    [1.38, 'ratio', 1.2, false, 0.18, 'missed by 0.18'],
    [3.5, 'ratio', 3.5, true, 0, 'met'],
    [3.51, 'ratio', 3.5, false, 0.01, 'missed by 0.01'],
    [0, 'count', 0, true, 0, 'met'],
    [2, 'count', 0, false, 2, 'missed by 2'],
    [null, 'ratio', 1.2, false, Infinity, 'missed (∞)'],
  ] as const)('%p %s against ≤ %p', (value, unit, target, met, by, text) => {
    const f = figure(value, unit, target);
    expect(isMet(f)).toBe(met);
    expect(missedBy(f)).toBe(by);
    expect(verdict(f)).toBe(text);
  });

  it.each([
    [1420, 'ms', '1420 ms'],
    [1419.5, 'ms', '1420 ms'],
    [336.3, 'KB', '336.3 KB'],
    [1.1, 'ratio', '1.10'],
    [2, 'count', '2'],
    [null, 'ratio', '∞'],
  ] as const)('shows %p %s as %p', (value, unit, text) => {
    expect(formatValue(value, unit)).toBe(text);
  });
});

describe('figures with the numbers they were computed from', () => {
  it.each([
    [
      medianFigure('home LCP', [1510, 1380, 1420, 1700, 1300], 'ms', 1300),
      'home LCP 1420 ms (median of 1300, 1380, 1420, 1510, 1700 ms); target ≤ 1300 ms: missed by 120 ms (9 % over)',
    ],
    [
      medianFigure('news list LCP', [1400, 1490, 1450], 'ms', 1500),
      'news list LCP 1450 ms (median of 1400, 1450, 1490 ms); target ≤ 1500 ms: met',
    ],
    [
      medianFigure('home total blocking time', [4, 120], 'ms', TARGETS.homeTbtMs),
      'home total blocking time 62 ms (median of 4, 120 ms); target ≤ 100 ms: met',
    ],
    [
      medianFigure('tab tap, preloaded', [420], 'ms', TARGETS.tabTapMs.preloaded),
      'tab tap, preloaded 420 ms (one run); target ≤ 150 ms: missed by 270 ms (180 % over)',
    ],
    [
      ratioFigure(
        'home LCP, federated / single bundle',
        { label: 'federated', value: 2716 },
        { label: 'single bundle', value: 2440 },
        'ms',
        1.05,
      ),
      'home LCP, federated / single bundle 1.11 (federated 2716 ms / single bundle 2440 ms); target ≤ 1.05: missed by 0.06',
    ],
    [
      ratioFigure(
        'home LCP / bare page LCP',
        { label: 'home', value: 2716 },
        { label: 'bare page', value: 900 },
        'ms',
        3.5,
      ),
      'home LCP / bare page LCP 3.02 (home 2716 ms / bare page 900 ms); target ≤ 3.50: met',
    ],
    [
      ratioFigure(
        'news list JS, federated / single bundle',
        { label: 'federated', value: 355.9 },
        { label: 'single bundle', value: 247.2 },
        'KB',
        TARGETS.jsFederatedOverSingleBundle,
      ),
      'news list JS, federated / single bundle 1.44 (federated 355.9 KB / single bundle 247.2 KB); target ≤ 1.20: missed by 0.24',
    ],
    [
      countFigure('home: shared libraries loaded twice', [], TARGETS.librariesLoadedTwice),
      'home: shared libraries loaded twice 0 (none); target 0: met',
    ],
    [
      countFigure(
        'home: shared libraries loaded twice',
        ['react (shell, mf-user)'],
        TARGETS.librariesLoadedTwice,
      ),
      'home: shared libraries loaded twice 1 (react (shell, mf-user)); target 0: missed by 1',
    ],
  ])('%#: %p', (f, text) => {
    expect(describeFigure(f)).toBe(text);
  });

  it('tables every figure and lists every miss, never hiding one', () => {
    const met = medianFigure('news list LCP', [1400], 'ms', 1500);
    const missed = medianFigure('home LCP', [1420, 1380, 1510], 'ms', 1300);
    expect(figureTable([met, missed])).toEqual([
      '| figure | measured | computed from | target | result |',
      '|---|---|---|---|---|',
      '| news list LCP | 1400 ms | one run | ≤ 1500 ms | met |',
      '| home LCP | 1420 ms | median of 1380, 1420, 1510 ms | ≤ 1300 ms | **missed by 120 ms (9 % over)** |',
    ]);
    expect(missedSummary([met, missed])).toEqual([
      'Targets missed: 1 of 2.',
      '',
      '- home LCP 1420 ms (median of 1380, 1420, 1510 ms); target ≤ 1300 ms: missed by 120 ms (9 % over)',
    ]);
    expect(missedSummary([met])).toEqual(['Every target met (1 of 1).']);
  });
});
