import {
  errorRate,
  nearestRank,
  summariseReleases,
  type ReportFact,
} from '../src/features/client-reports/release-stats';

describe('nearestRank (the percentile the releases view reports)', () => {
  it.each([
    [[], 75, null],
    [[1834], 75, 1834],
    [[1000, 2000], 75, 2000],
    [[1000, 2000, 3000, 4000], 75, 3000],
    [[1000, 2000, 3000, 4000, 5000], 75, 4000],
    [[5000, 1000, 4000, 2000, 3000], 75, 4000],
    [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 75, 8],
    [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 50, 5],
    [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 100, 10],
    [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 1, 1],
    [[300, 300, 300, 900], 75, 300],
    [[15, 20, 35, 40, 50], 40, 20],
  ])('of %j at %i %% is %p', (values, percent, expected) => {
    expect(nearestRank(values, percent)).toBe(expected);
  });

  it('does not reorder what it is given', () => {
    const values = [3, 1, 2];
    nearestRank(values, 75);
    expect(values).toEqual([3, 1, 2]);
  });

  it.each([0, -5, 101, Number.NaN])('refuses percent %p', (percent) => {
    expect(() => nearestRank([1, 2], percent)).toThrow(RangeError);
  });
});

describe('errorRate', () => {
  it.each([
    [0, 0, 0],
    [0, 4, 0],
    [1, 4, 0.25],
    [3, 12, 0.25],
    [2, 2, 1],
  ])('%i of %i sessions is %p', (errorSessions, sessions, expected) => {
    expect(errorRate(errorSessions, sessions)).toBe(expected);
  });
});

describe('summariseReleases', () => {
  const fact = (
    release: string,
    session: string,
    kind: ReportFact['kind'],
    value: number | null = null,
  ): ReportFact => ({ release, session, kind, value });

  it.each<[string, ReportFact[], object[]]>([
    ['no reports', [], []],
    [
      'a healthy session',
      [fact('v1', 's1', 'lcp', 1200)],
      [
        {
          release: 'v1',
          sessions: 1,
          error_sessions: 0,
          errors: 0,
          error_rate: 0,
          lcp_p75: 1200,
          lcp_count: 1,
        },
      ],
    ],
    [
      'a page the server did not render: counted as a session, not as an error',
      [fact('v3', 's1', 'render-fallback'), fact('v3', 's1', 'lcp', 1500)],
      [
        {
          release: 'v3',
          sessions: 1,
          error_sessions: 0,
          errors: 0,
          error_rate: 0,
          lcp_p75: 1500,
          lcp_count: 1,
        },
      ],
    ],
    [
      'a session with errors but no timing',
      [fact('v2', 's1', 'boundary'), fact('v2', 's1', 'unhandled')],
      [
        {
          release: 'v2',
          sessions: 1,
          error_sessions: 1,
          errors: 2,
          error_rate: 1,
          lcp_p75: null,
          lcp_count: 0,
        },
      ],
    ],
    [
      'two releases in the order first reported',
      [
        fact('v2', 's1', 'lcp', 900),
        fact('v1', 's2', 'lcp', 1000),
        fact('v1', 's3', 'remote-load'),
        fact('v1', 's3', 'lcp', 3000),
        fact('v1', 's4', 'lcp', 2000),
        fact('v1', 's5', 'lcp', 4000),
        fact('v2', 's6', 'boundary'),
      ],
      [
        {
          release: 'v2',
          sessions: 2,
          error_sessions: 1,
          errors: 1,
          error_rate: 0.5,
          lcp_p75: 900,
          lcp_count: 1,
        },
        {
          release: 'v1',
          sessions: 4,
          error_sessions: 1,
          errors: 1,
          error_rate: 0.25,
          lcp_p75: 3000,
          lcp_count: 4,
        },
      ],
    ],
  ])('%s', (_name, facts, expected) => {
    expect(summariseReleases('mf_exam', facts)).toEqual(
      expected.map((row) => ({ remote: 'mf_exam', ...row })),
    );
  });
});
