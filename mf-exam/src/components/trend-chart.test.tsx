import {
  commonPassPercent,
  readChartTheme,
  trendChartConfig,
  type TrendPoint,
} from './trend-chart';

const texts = { scoreAxis: 'Score (%)', attemptAxis: 'Attempt' };
const pointsOf = (percents: readonly number[]): TrendPoint[] =>
  percents.map((percent, i) => ({ id: i + 1, label: `${i + 1}`, percent, passed: percent >= 60 }));

type Point = { x: number; y: number };
const datasetsOf = (config: ReturnType<typeof trendChartConfig>) =>
  config.data.datasets as unknown as { data: Point[]; borderDash?: number[] }[];
const xAxisOf = (config: ReturnType<typeof trendChartConfig>) =>
  config.options!.scales!.x as { min: number; max: number; title: { text: string } };

describe('trendChartConfig', () => {
  it.each([
    { percents: [84], pass: 60 },
    { percents: [45, 85], pass: 60 },
    { percents: [30, 50, 70, 90, 100], pass: 75 },
  ])(
    'keeps $percents.length attempt(s) off the axis edges, the pass line at $pass%',
    ({ percents, pass }) => {
      const config = trendChartConfig(pointsOf(percents), pass, {}, texts);
      const [scores, passLine] = datasetsOf(config);
      const { min, max } = xAxisOf(config);
      const xs = scores!.data.map((p) => p.x);
      expect(Math.min(...xs)).toBeGreaterThan(min);
      expect(Math.max(...xs)).toBeLessThan(max);
      // Half a step either side: the first and last attempts are as far from their axis edges.
      expect(Math.min(...xs) - min).toBe(max - Math.max(...xs));
      expect(scores!.data.map((p) => p.y)).toEqual(percents);
      expect(passLine!.borderDash).toEqual([6, 4]);
      expect(passLine!.data).toEqual([
        { x: min, y: pass },
        { x: max, y: pass },
      ]);
    },
  );

  it('draws no pass line when there is no single pass mark', () => {
    expect(datasetsOf(trendChartConfig(pointsOf([50, 70]), undefined, {}, texts))).toHaveLength(1);
  });

  it('labels both axes with their units', () => {
    const config = trendChartConfig(pointsOf([50]), 60, {}, texts);
    expect(xAxisOf(config).title.text).toBe('Attempt');
    expect((config.options!.scales!.y as { title: { text: string } }).title.text).toBe('Score (%)');
  });

  it('colours the line, the points and the pass line from the theme', () => {
    const theme = { line: 'brand', passed: 'green', failed: 'red', passLine: 'grey' };
    const config = trendChartConfig(pointsOf([50, 70]), 60, theme, texts);
    const [scores, passLine] = config.data.datasets;
    expect(scores!.borderColor).toBe('brand');
    expect(scores!.pointBackgroundColor).toEqual(['red', 'green']);
    expect(passLine!.borderColor).toBe('grey');
  });
});

describe('readChartTheme', () => {
  afterEach(() => document.documentElement.removeAttribute('style'));

  it('reads the design tokens from the page root at run time', () => {
    document.documentElement.style.setProperty('--color-primary', 'rgb(1, 2, 3)');
    document.documentElement.style.setProperty('--color-success', 'rgb(0, 181, 120)');
    const theme = readChartTheme();
    expect(theme.line).toBe('rgb(1, 2, 3)');
    expect(theme.passed).toBe('rgb(0, 181, 120)');
    // A token the page lacks is left to Chart.js's default rather than guessed.
    expect(theme).not.toHaveProperty('failed');
  });
});

describe('commonPassPercent', () => {
  it.each([
    { attempts: [], expected: undefined },
    { attempts: [{ pass_score: 60, total_score: 100 }], expected: 60 },
    {
      attempts: [
        { pass_score: 60, total_score: 100 },
        { pass_score: 30, total_score: 50 },
      ],
      expected: 60,
    },
    {
      attempts: [
        { pass_score: 60, total_score: 100 },
        { pass_score: 80, total_score: 100 },
      ],
      expected: undefined,
    },
  ])('$attempts → $expected', ({ attempts, expected }) => {
    expect(commonPassPercent(attempts)).toBe(expected);
  });
});
