/**
 * Canary releases on the local deploy root: deploy --canary, promote, rollback, `releases` with
 * the client reports (a real local HTTP server stands in for the API) and `release-check`.
 */
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { RemotesManifest } from 'shared/federation';
import { composedRemotesJson } from '../runtime-config';
import type { ReleaseStats } from './client-reports';
import { HELP, run } from './deploy-cli';
import type { ReleaseLog } from './deploy-root';
import { RELEASE_CHECK_DEFAULTS, judgeCanary, releaseCheckSettings } from './release-check';
import { fakeBuild } from './test-builds';

let work: string;
let env: NodeJS.ProcessEnv;
let api: http.Server;
let apiUrl: string;
/** What the stand-in API answers, and the queries it was asked. */
let answer: { status: number; body: unknown };
let asked: URLSearchParams[];

const T0 = new Date('2026-11-25T15:00:00.000Z');
let clock: Date;
const now = () => clock;
const cli = (...argv: string[]) => run(argv, env, { now });

beforeAll(async () => {
  api = http.createServer((request, response) => {
    const url = new URL(request.url!, 'http://localhost');
    if (url.pathname !== '/api/client-reports/releases') {
      response.writeHead(404).end();
      return;
    }
    asked.push(url.searchParams);
    response.writeHead(answer.status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(answer.body));
  });
  api.listen(0, '127.0.0.1');
  await new Promise((resolve) => api.once('listening', resolve));
  apiUrl = `http://127.0.0.1:${(api.address() as net.AddressInfo).port}/api`;
});
afterAll(() => new Promise((resolve) => api.close(resolve)));

beforeEach(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-canary-'));
  env = {
    DEPLOY_ROOT: path.join(work, 'cdn'),
    DEPLOY_PUBLIC_URL: 'http://localhost:3200',
    REPORTS_API_URL: apiUrl,
  };
  clock = T0;
  answer = { status: 200, body: { code: 0, message: 'ok', data: [] } };
  asked = [];
});
afterEach(() => fs.rmSync(work, { recursive: true, force: true }));

const build = (name: string, version: string) =>
  fakeBuild(path.join(work, name), { version, chunk: name });
const remotes = () =>
  JSON.parse(
    fs.readFileSync(path.join(env.DEPLOY_ROOT!, 'remotes.json'), 'utf8'),
  ) as RemotesManifest;
const log = () =>
  JSON.parse(
    fs.readFileSync(path.join(env.DEPLOY_ROOT!, 'mf-exam', 'releases.json'), 'utf8'),
  ) as ReleaseLog;
const idOf = (output: string) =>
  /(\d+\.\d+\.\d+-[0-9a-f]{8}) is (live|the canary)/.exec(output)![1]!;
const later = (minutes: number) => (clock = new Date(T0.getTime() + minutes * 60_000));

/** v1 stable, v2 canary for 10 % and two teams: the two ids. */
async function stableAndCanary(): Promise<[string, string]> {
  const v1 = idOf(await cli('deploy', 'mf-exam', `--from=${build('v1', '1.0.0')}`));
  later(5);
  const v2 = idOf(
    await cli(
      'deploy',
      'mf-exam',
      `--from=${build('v2', '1.1.0')}`,
      '--canary=10',
      '--canary-teams=3,Shop 12',
      '--canary-areas=East',
    ),
  );
  return [v1, v2];
}

const stats = (
  release: string,
  sessions: number,
  errorSessions: number,
  lcp: number | null = 1800,
): ReleaseStats => ({
  remote: 'mf_exam',
  release,
  sessions,
  error_sessions: errorSessions,
  errors: errorSessions,
  error_rate: sessions ? errorSessions / sessions : 0,
  lcp_p75: lcp,
  lcp_count: lcp === null ? 0 : sessions,
});

describe('npm run deploy -- --canary', () => {
  it('puts the canary beside the stable release with its rule and start time', async () => {
    const [v1, v2] = await stableAndCanary();
    const entry = remotes().mf_exam!;
    expect(entry).toEqual({
      entry: `http://localhost:3200/mf-exam/${v1}/mf-manifest.json`,
      serverEntry: `http://localhost:3200/mf-exam/${v1}/server/remoteEntry.js`,
      version: '1.0.0',
      contract: 1,
      files: { routes: ['pages.1a2b3c4d.js', 'pages.5e6f7a8b.css'] },
      release: v1,
      canary: {
        entry: `http://localhost:3200/mf-exam/${v2}/mf-manifest.json`,
        serverEntry: `http://localhost:3200/mf-exam/${v2}/server/remoteEntry.js`,
        version: '1.1.0',
        contract: 1,
        files: { routes: ['pages.1a2b3c4d.js', 'pages.5e6f7a8b.css'] },
        release: v2,
        rule: { percent: 10, teams: ['3', 'Shop 12'], areas: ['East'] },
        since: '2026-11-25T15:05:00.000Z',
      },
    });
    // npm start's remotes.json passes it through as it is.
    expect(composedRemotesJson(env).mf_exam).toEqual(entry);
    expect(log().events).toEqual([
      { at: '2026-11-25T15:00:00.000Z', action: 'deploy', release: v1 },
      {
        at: '2026-11-25T15:05:00.000Z',
        action: 'canary',
        release: v2,
        rule: { percent: 10, teams: ['3', 'Shop 12'], areas: ['East'] },
      },
    ]);
  });

  it('replaces the first canary with a second one, the stable release unchanged', async () => {
    const [v1, v2] = await stableAndCanary();
    later(10);
    const output = await cli('deploy', 'mf-exam', `--from=${build('v3', '1.2.0')}`, '--canary=25');
    const v3 = idOf(output);
    expect(output.split('\n').slice(0, 2)).toEqual([
      `mf-exam: ${v3} is the canary (new release folder); it replaces the canary ${v2}`,
      `  live: stable ${v1} (75 %), canary ${v3} (25 % of users)`,
    ]);
    expect(remotes().mf_exam).toMatchObject({
      release: v1,
      canary: { release: v3, rule: { percent: 25 }, since: '2026-11-25T15:10:00.000Z' },
    });
  });

  it.each([
    [['--canary=0'], '--canary must be a whole percentage from 1 to 99, got "0"'],
    [['--canary=100'], 'got "100"'],
    [['--canary=12.5'], 'got "12.5"'],
    [['--canary=ten'], 'got "ten"'],
    [['--canary-teams=3'], '--canary-teams and --canary-areas go with --canary=<percent>.'],
  ])('refuses %j and changes nothing', async (flags, message) => {
    await cli('deploy', 'mf-exam', `--from=${build('v1', '1.0.0')}`);
    const before = fs.readFileSync(path.join(env.DEPLOY_ROOT!, 'remotes.json'), 'utf8');
    await expect(
      cli('deploy', 'mf-exam', `--from=${build('v2', '1.1.0')}`, ...flags),
    ).rejects.toThrow(message);
    expect(fs.readFileSync(path.join(env.DEPLOY_ROOT!, 'remotes.json'), 'utf8')).toBe(before);
  });

  it('refuses a canary of a remote with no stable release, or of the stable release itself', async () => {
    await expect(
      cli('deploy', 'mf-exam', `--from=${build('v1', '1.0.0')}`, '--canary=10'),
    ).rejects.toThrow('mf-exam has no stable release in');
    expect(fs.existsSync(path.join(env.DEPLOY_ROOT!, 'remotes.json'))).toBe(false);
    await cli('deploy', 'mf-exam', `--from=${build('v1', '1.0.0')}`);
    await expect(
      cli('deploy', 'mf-exam', `--from=${build('v1', '1.0.0')}`, '--canary=10'),
    ).rejects.toThrow("is already mf-exam's stable release");
  });

  it('a plain deploy makes the new release live for everyone and drops the canary', async () => {
    const [, v2] = await stableAndCanary();
    const output = await cli('deploy', 'mf-exam', `--from=${build('v3', '1.2.0')}`);
    expect(output.split('\n')[0]).toMatch(
      new RegExp(`is live \\(new release folder\\); the canary ${v2} was dropped$`),
    );
    expect(remotes().mf_exam).not.toHaveProperty('canary');
  });
});

describe('npm run promote and npm run rollback', () => {
  it('promote makes the canary the stable release; rollback then goes back to the one before', async () => {
    const [v1, v2] = await stableAndCanary();
    later(30);
    expect(await cli('promote', 'mf-exam')).toBe(
      `mf-exam: promoted the canary ${v2} to stable (was ${v1}); it is live for everyone\n  ${path.join(env.DEPLOY_ROOT!, 'remotes.json')} → http://localhost:3200/mf-exam/${v2}/mf-manifest.json`,
    );
    expect(remotes().mf_exam).toEqual({
      entry: `http://localhost:3200/mf-exam/${v2}/mf-manifest.json`,
      serverEntry: `http://localhost:3200/mf-exam/${v2}/server/remoteEntry.js`,
      version: '1.1.0',
      contract: 1,
      files: { routes: ['pages.1a2b3c4d.js', 'pages.5e6f7a8b.css'] },
      release: v2,
    });
    await expect(cli('promote', 'mf-exam')).rejects.toThrow(
      `mf-exam has no canary in ${env.DEPLOY_ROOT} to promote (live: ${v2} for everyone).`,
    );
    later(40);
    expect((await cli('rollback', 'mf-exam')).split('\n')[0]).toBe(
      `mf-exam: rolled back from ${v2} to ${v1}`,
    );
    expect(remotes().mf_exam!.release).toBe(v1);
    expect(log().events!.map((e) => [e.at.slice(11, 16), e.action, e.release])).toEqual([
      ['15:00', 'deploy', v1],
      ['15:05', 'canary', v2],
      ['15:30', 'promote', v2],
      ['15:40', 'rollback', v2],
    ]);
  });

  it('rollback drops the canary first, then goes back one stable release, then refuses', async () => {
    const [v1, v2] = await stableAndCanary();
    const stableEntry = { ...remotes().mf_exam! };
    delete stableEntry.canary;
    expect(await cli('rollback', 'mf-exam')).toBe(
      `mf-exam: dropped the canary ${v2}; ${v1} is live for everyone\n  ${path.join(env.DEPLOY_ROOT!, 'remotes.json')} → http://localhost:3200/mf-exam/${v1}/mf-manifest.json`,
    );
    expect(remotes().mf_exam).toEqual(stableEntry);
    await expect(cli('rollback', 'mf-exam')).rejects.toThrow(
      `mf-exam has nothing to roll back to: ${v1} is the only release that has been live.`,
    );
  });
});

describe('npm run releases', () => {
  it('shows each release with its share of users and its client reports', async () => {
    const [v1, v2] = await stableAndCanary();
    later(65);
    answer = {
      status: 200,
      body: { code: 0, message: 'ok', data: [stats(v1, 400, 8, 1834), stats(v2, 60, 12, 2410.4)] },
    };
    const lines = (await cli('releases', 'mf-exam')).split('\n');
    expect(lines).toEqual([
      `* ${v1.padEnd(24)} stable 90 %    deployed 2026-11-25T15:00:00.000Z, 400 sessions, error rate 2.0 %, p75 LCP 1834 ms`,
      `+ ${v2.padEnd(24)} canary 10 %    deployed 2026-11-25T15:05:00.000Z, 60 sessions, error rate 20.0 %, p75 LCP 2410 ms`,
      `live: stable ${v1} (90 %), canary ${v2} (10 % of users, teams 3, Shop 12, areas East)`,
      `Client reports since 2026-11-24T16:05:00.000Z (last 24 h) from ${apiUrl}.`,
    ]);
    expect(Object.fromEntries(asked[0]!)).toEqual({
      remote: 'mf_exam',
      since: '2026-11-24T16:05:00.000Z',
    });
  });

  it('still lists the releases when the reports cannot be read, and says from where', async () => {
    const [v1] = await stableAndCanary();
    answer = { status: 500, body: { status_code: 500, message: 'database is locked' } };
    const lines = (await cli('releases', 'mf-exam', '--window-hours=2')).split('\n');
    expect(lines[0]).toBe(`* ${v1.padEnd(24)} stable 90 %    deployed 2026-11-25T15:00:00.000Z`);
    expect(lines.at(-1)).toBe(
      `The client reports could not be read from ${apiUrl}/client-reports/releases?remote=mf_exam&since=2026-11-25T13%3A05%3A00.000Z: HTTP 500, database is locked; releases listed without them.`,
    );
  });
});

describe('npm run release-check', () => {
  it('rolls a canary back when its error rate is worse by more than the threshold, with the evidence', async () => {
    const [v1, v2] = await stableAndCanary();
    later(65);
    answer = {
      status: 200,
      body: { code: 0, message: 'ok', data: [stats(v1, 400, 8), stats(v2, 60, 12)] },
    };
    const output = await cli('release-check', 'mf-exam');
    expect(output).toBe(
      [
        `mf-exam: canary ${v2} (10 %, live since 2026-11-25T15:05:00.000Z) against stable ${v1}, client reports since 2026-11-25T15:05:00.000Z from ${apiUrl}/client-reports/releases?remote=mf_exam&since=2026-11-25T15%3A05%3A00.000Z`,
        `  canary ${v2}: 60 sessions, 12 with errors, error rate 20.0 %`,
        `  stable ${v1}: 400 sessions, 8 with errors, error rate 2.0 %`,
        '  difference +18.0 points; threshold +2.0 points (max error rate increase 0.02), at least 50 sessions each',
        "The canary's error rate is 18.0 points above the stable release's (more than 2.0 points): the canary is rolled back.",
        `mf-exam: dropped the canary ${v2}; ${v1} is live for everyone`,
        `  ${path.join(env.DEPLOY_ROOT!, 'remotes.json')} → http://localhost:3200/mf-exam/${v1}/mf-manifest.json`,
      ].join('\n'),
    );
    expect(remotes().mf_exam).not.toHaveProperty('canary');
    expect(log().events!.at(-1)).toEqual({
      at: '2026-11-25T16:05:00.000Z',
      action: 'rollback',
      release: v2,
      to: v1,
      reason: `release-check: error rate 20.0 % (12/60 sessions) against 2.0 % (8/400) for ${v1}, threshold +2.0 points`,
    });
  });

  it('leaves a healthy canary, or one without enough sessions yet, and says so', async () => {
    const [v1, v2] = await stableAndCanary();
    const before = fs.readFileSync(path.join(env.DEPLOY_ROOT!, 'remotes.json'), 'utf8');
    answer = {
      status: 200,
      body: { code: 0, message: 'ok', data: [stats(v1, 400, 8), stats(v2, 60, 2)] },
    };
    expect((await cli('release-check', 'mf-exam')).split('\n').at(-1)).toBe(
      "The canary is healthy: its error rate is not more than 2.0 points above the stable release's. Nothing was changed.",
    );
    answer = {
      status: 200,
      body: { code: 0, message: 'ok', data: [stats(v1, 400, 8), stats(v2, 20, 10)] },
    };
    expect((await cli('release-check', 'mf-exam')).split('\n').at(-1)).toBe(
      'Not enough sessions yet to judge (50 each needed): the canary stays.',
    );
    // Thresholds from the environment, then from the flags.
    const strict = { ...env, RELEASE_CHECK_MIN_SESSIONS: '10', RELEASE_CHECK_MAX_INCREASE: '0.5' };
    expect((await run(['release-check', 'mf-exam'], strict, { now })).split('\n').at(-1)).toMatch(
      /^The canary is healthy/,
    );
    expect(fs.readFileSync(path.join(env.DEPLOY_ROOT!, 'remotes.json'), 'utf8')).toBe(before);
    expect(
      await run(['release-check', 'mf-exam', '--max-error-rate-increase=0.1'], strict, { now }),
    ).toContain(`dropped the canary ${v2}`);
  });

  it('judges only the window since the canary went live, or the last --window-hours of it', async () => {
    await stableAndCanary();
    later(600);
    await cli('release-check', 'mf-exam');
    await cli('release-check', 'mf-exam', '--window-hours=2');
    expect(asked.map((q) => q.get('since'))).toEqual([
      '2026-11-25T15:05:00.000Z',
      '2026-11-25T23:00:00.000Z',
    ]);
  });

  it('says so without a canary, and fails (changing nothing) when the reports cannot be read', async () => {
    const v1 = idOf(await cli('deploy', 'mf-exam', `--from=${build('v1', '1.0.0')}`));
    expect(await cli('release-check', 'mf-exam')).toBe(
      `mf-exam has no canary in ${env.DEPLOY_ROOT}: nothing to check (live: ${v1} for everyone).`,
    );
    later(5);
    await cli('deploy', 'mf-exam', `--from=${build('v2', '1.1.0')}`, '--canary=50');
    const before = fs.readFileSync(path.join(env.DEPLOY_ROOT!, 'remotes.json'), 'utf8');
    answer = { status: 422, body: { code: 422, message: 'remote is required' } };
    await expect(cli('release-check', 'mf-exam')).rejects.toThrow(
      /^mf-exam: the client reports could not be read from http:\/\/127\.0\.0\.1:\d+\/api\/client-reports\/releases\?remote=mf_exam&since=\S+: HTTP 422, remote is required\. Nothing was changed\.$/,
    );
    await expect(cli('release-check', 'mf-exam', '--min-sessions=0')).rejects.toThrow(
      '--min-sessions must be a whole number ≥ 1, got "0".',
    );
    expect(fs.readFileSync(path.join(env.DEPLOY_ROOT!, 'remotes.json'), 'utf8')).toBe(before);
  });

  it('documents its defaults in --help', async () => {
    expect(await cli('release-check', '--help')).toBe(HELP['release-check']);
    expect(HELP['release-check']).toContain('RELEASE_CHECK_MAX_INCREASE, default 0.02');
    expect(HELP['release-check']).toContain('RELEASE_CHECK_MIN_SESSIONS, default 50');
  });
});

describe("release-check's decision", () => {
  const settings = { minSessions: 50, maxIncrease: 0.02 };
  it.each<[string, [number, number], [number, number], typeof settings, string]>([
    ['much worse, enough sessions', [60, 12], [400, 8], settings, 'roll back'],
    ['worse by exactly the threshold', [100, 7], [100, 5], settings, 'healthy'],
    ['worse by just over the threshold', [1000, 71], [1000, 50], settings, 'roll back'],
    ['better than stable', [100, 0], [100, 10], settings, 'healthy'],
    ['equal', [80, 4], [80, 4], settings, 'healthy'],
    ['worse, too few canary sessions', [49, 40], [400, 8], settings, 'not enough sessions'],
    ['worse, too few stable sessions', [400, 200], [10, 0], settings, 'not enough sessions'],
    ['no reports at all', [0, 0], [0, 0], settings, 'not enough sessions'],
    ['exactly the minimum sessions', [50, 10], [50, 0], settings, 'roll back'],
    ['a looser threshold', [100, 20], [100, 5], { minSessions: 50, maxIncrease: 0.2 }, 'healthy'],
  ])('%s', (_what, [cs, ce], [ss, se], given, decision) => {
    expect(judgeCanary(stats('c', cs, ce), stats('s', ss, se), given).decision).toBe(decision);
  });

  it('reads its thresholds from the flags, then the environment, then the defaults', () => {
    expect(releaseCheckSettings({}, {})).toEqual({
      ...RELEASE_CHECK_DEFAULTS,
      windowHours: undefined,
    });
    expect(
      releaseCheckSettings(
        { 'min-sessions': '20' },
        { RELEASE_CHECK_MIN_SESSIONS: '10', RELEASE_CHECK_MAX_INCREASE: '0.05' },
      ),
    ).toEqual({ minSessions: 20, maxIncrease: 0.05, windowHours: undefined });
    expect(() => releaseCheckSettings({}, { RELEASE_CHECK_MAX_INCREASE: '2' })).toThrow(
      'RELEASE_CHECK_MAX_INCREASE must be a rate from 0 to below 1 (0.02 = 2 points), got "2".',
    );
    expect(() => releaseCheckSettings({ 'window-hours': '-1' }, {})).toThrow('--window-hours');
  });
});
