/**
 * `npm run deploy|rollback|releases|promote -- … --to=s3://…` over a real S3-protocol server
 * (s3rver, started and stopped here; see s3-test-server.ts for the conditional writes it is
 * taught).
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import type { RemotesManifest } from 'shared/federation';
import { shellContractOfCheckout } from '../shell-contract';
import { run } from './deploy-cli';
import type { ReleaseLog } from './deploy-root';
import { answerInternalError, startS3TestServer, type S3TestServer } from './s3-test-server';
import { fakeBuild } from './test-builds';

jest.setTimeout(30_000);

let s3: S3TestServer;
let work: string;
let env: NodeJS.ProcessEnv;
let prefix: string;
let closedPort: number;
let testNumber = 0;

beforeAll(async () => {
  s3 = await startS3TestServer();
  const server = net.createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  closedPort = (server.address() as net.AddressInfo).port;
  await new Promise((resolve) => server.close(resolve));
});
afterAll(() => s3.stop());

beforeEach(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-s3-'));
  // Each test deploys under a prefix of its own in the one bucket.
  prefix = `team/t${++testNumber}`;
  env = {
    ...s3.env,
    DEPLOY_TARGET: `s3://cdn/${prefix}`,
    DEPLOY_PUBLIC_URL: 'https://cdn.example.com/mf',
    REPORTS_API_URL: `http://127.0.0.1:${closedPort}/api`,
  };
});
afterEach(() => {
  s3.clearHooks();
  fs.rmSync(work, { recursive: true, force: true });
});

const build = (name: string, options: Parameters<typeof fakeBuild>[1] = {}) =>
  fakeBuild(path.join(work, name), options);
const remotesJson = async () =>
  JSON.parse((await s3.text(`${prefix}/remotes.json`)) ?? 'null') as RemotesManifest | null;
const releaseLog = async (remote = 'mf-exam') =>
  JSON.parse((await s3.text(`${prefix}/${remote}/releases.json`)) ?? 'null') as ReleaseLog | null;
const head = (key: string) =>
  s3.client.send(new HeadObjectCommand({ Bucket: 'cdn', Key: `${prefix}/${key}` }));
const releaseOf = (output: string) =>
  /(\d+\.\d+\.\d+-[0-9a-f]{8}) is (live|the canary)/.exec(output)![1]!;

describe('a deploy to an S3 bucket', () => {
  it('uploads an immutable release with its content types and variants, then remotes.json with no-store', async () => {
    const output = await run(['deploy', 'mf-exam', `--from=${build('v1')}`], env);
    const id = releaseOf(output);
    expect(output).toBe(
      [
        `mf-exam: ${id} is live (new release folder)`,
        `  live: ${id} for everyone`,
        `  s3://cdn/${prefix}/remotes.json → https://cdn.example.com/mf/mf-exam/${id}/mf-manifest.json`,
      ].join('\n'),
    );
    expect(await s3.keys(`${prefix}/`)).toEqual(
      [
        `mf-exam/${id}/images/logo.0a1b2c3d.png`,
        `mf-exam/${id}/mf-manifest.json`,
        `mf-exam/${id}/pages.1a2b3c4d.js`,
        `mf-exam/${id}/pages.1a2b3c4d.js.br`,
        `mf-exam/${id}/pages.1a2b3c4d.js.gz`,
        `mf-exam/${id}/pages.5e6f7a8b.css`,
        `mf-exam/${id}/remoteEntry.js`,
        `mf-exam/${id}/server/mf-manifest.json`,
        `mf-exam/${id}/server/pages.9f8e7d6c.js`,
        `mf-exam/${id}/server/remoteEntry.js`,
        'mf-exam/releases.json',
        'remotes.json',
      ].map((k) => `${prefix}/${k}`),
    );
    expect(await remotesJson()).toEqual({
      mf_exam: {
        entry: `https://cdn.example.com/mf/mf-exam/${id}/mf-manifest.json`,
        serverEntry: `https://cdn.example.com/mf/mf-exam/${id}/server/remoteEntry.js`,
        version: '1.0.0',
        contract: shellContractOfCheckout(),
        files: { routes: ['pages.1a2b3c4d.js', 'pages.5e6f7a8b.css'] },
        release: id,
      },
    });

    const immutable = 'public, max-age=31536000, immutable';
    const headers = async (key: string) => {
      const h = await head(`mf-exam/${id}/${key}`);
      return [h.ContentType, h.CacheControl, h.ContentEncoding];
    };
    expect(await headers('pages.1a2b3c4d.js')).toEqual([
      'text/javascript; charset=utf-8',
      immutable,
      undefined,
    ]);
    expect(await headers('pages.1a2b3c4d.js.br')).toEqual([
      'text/javascript; charset=utf-8',
      immutable,
      'br',
    ]);
    expect(await headers('pages.1a2b3c4d.js.gz')).toEqual([
      'text/javascript; charset=utf-8',
      immutable,
      'gzip',
    ]);
    expect(await headers('pages.5e6f7a8b.css')).toEqual([
      'text/css; charset=utf-8',
      immutable,
      undefined,
    ]);
    expect(await headers('images/logo.0a1b2c3d.png')).toEqual(['image/png', immutable, undefined]);
    expect(await headers('mf-manifest.json')).toEqual([
      'application/json; charset=utf-8',
      immutable,
      undefined,
    ]);
    const remotes = await head('remotes.json');
    expect([remotes.ContentType, remotes.CacheControl]).toEqual([
      'application/json; charset=utf-8',
      'no-store',
    ]);
    expect((await head('mf-exam/releases.json')).CacheControl).toBe('no-store');
  });

  it('lists the releases, rolls back one step, and refuses when there is nothing before', async () => {
    const v1 = releaseOf(await run(['deploy', 'mf-exam', `--from=${build('v1')}`], env));
    const v2 = releaseOf(
      await run(
        ['deploy', 'mf-exam', `--from=${build('v2', { version: '1.1.0', chunk: 'v2' })}`],
        env,
      ),
    );
    expect(v2).not.toBe(v1);
    const listed = (await run(['releases', 'mf-exam'], env)).split('\n');
    expect(listed.slice(0, 3).map((l) => l.replace(/deployed \S+/, 'deployed …'))).toEqual([
      `  ${v1.padEnd(24)} not live 0 %   deployed …`,
      `* ${v2.padEnd(24)} stable 100 %   deployed …`,
      `live: ${v2} for everyone`,
    ]);

    expect(await run(['rollback', 'mf-exam'], env)).toBe(
      [
        `mf-exam: rolled back from ${v2} to ${v1}`,
        `  s3://cdn/${prefix}/remotes.json → https://cdn.example.com/mf/mf-exam/${v1}/mf-manifest.json`,
      ].join('\n'),
    );
    expect((await remotesJson())!.mf_exam!.release).toBe(v1);
    // The files of the release live again, read from its manifest in the bucket.
    expect((await remotesJson())!.mf_exam!.files).toEqual({
      routes: ['pages.1a2b3c4d.js', 'pages.5e6f7a8b.css'],
    });
    expect((await releaseLog())!.events!.map((e) => [e.action, e.release])).toEqual([
      ['deploy', v1],
      ['deploy', v2],
      ['rollback', v2],
    ]);
    const before = await s3.keys(`${prefix}/`);
    await expect(run(['rollback', 'mf-exam'], env)).rejects.toThrow(
      `mf-exam has nothing to roll back to: ${v1} is the only release that has been live.`,
    );
    expect(await s3.keys(`${prefix}/`)).toEqual(before);
  });

  it('keeps both of two deploys of different remotes at once (a 412 is read again and re-applied)', async () => {
    // Both deploys read remotes.json before either writes it: the second write gets a 412.
    let arrivals = 0;
    let release!: () => void;
    const bothArrived = new Promise<void>((resolve) => (release = resolve));
    s3.hooks.push(async (key) => {
      if (key !== `${prefix}/remotes.json`) return;
      if (++arrivals === 2) release();
      if (arrivals <= 2) await bothArrived;
    });
    const [exam, user] = await Promise.all([
      run(['deploy', 'mf-exam', `--from=${build('exam')}`], env),
      run(['deploy', 'mf-user', `--from=${build('user', { name: 'mf_user' })}`], env),
    ]);
    expect(arrivals).toBe(3);
    const remotes = (await remotesJson())!;
    expect(Object.keys(remotes).sort()).toEqual(['mf_exam', 'mf_user']);
    expect(remotes.mf_exam!.release).toBe(releaseOf(exam));
    expect(remotes.mf_user!.release).toBe(releaseOf(user));
  });

  it("re-applies its change when another remote's entry changed between its read and its write", async () => {
    await run(['deploy', 'mf-exam', `--from=${build('v1')}`], env);
    const other = {
      entry: 'https://cdn.example.com/mf/mf-user/9.9.9-aaaaaaaa/mf-manifest.json',
      version: '9.9.9',
    };
    let injected = false;
    s3.hooks.push(async (key) => {
      if (key !== `${prefix}/remotes.json` || injected) return;
      injected = true;
      const remotes = (await remotesJson())!;
      await s3.client.send(
        new PutObjectCommand({
          Bucket: 'cdn',
          Key: `${prefix}/remotes.json`,
          Body: JSON.stringify({ ...remotes, mf_user: other }),
        }),
      );
    });
    const v2 = releaseOf(
      await run(
        ['deploy', 'mf-exam', `--from=${build('v2', { version: '1.1.0', chunk: '2' })}`],
        env,
      ),
    );
    const remotes = (await remotesJson())!;
    expect(remotes.mf_user).toEqual(other);
    expect(remotes.mf_exam!.release).toBe(v2);
  });

  it("refuses when the same remote's entry changed between its read and its write, and changes nothing", async () => {
    const v1 = releaseOf(await run(['deploy', 'mf-exam', `--from=${build('v1')}`], env));
    const logBefore = await releaseLog();
    const theirs = {
      entry: 'https://cdn.example.com/mf/mf-exam/7.0.0-bbbbbbbb/mf-manifest.json',
      version: '7.0.0',
    };
    let injected = false;
    s3.hooks.push(async (key) => {
      if (key !== `${prefix}/remotes.json` || injected) return;
      injected = true;
      await s3.client.send(
        new PutObjectCommand({
          Bucket: 'cdn',
          Key: `${prefix}/remotes.json`,
          Body: JSON.stringify({ mf_exam: theirs }),
        }),
      );
    });
    await expect(
      run(['deploy', 'mf-exam', `--from=${build('v2', { version: '1.1.0', chunk: '2' })}`], env),
    ).rejects.toThrow(
      `mf_exam's entry in s3://cdn/${prefix}/remotes.json changed while this command ran (another deploy, promote or rollback of mf-exam?): not overwriting it`,
    );
    expect((await remotesJson())!.mf_exam).toEqual(theirs);
    // Its release log is as it was (put back).
    expect(await releaseLog()).toEqual(logBefore);
    expect(logBefore!.live).toEqual([v1]);
  });

  it('leaves remotes.json on the live release when an upload fails mid-release, and a new try completes it', async () => {
    const v1 = releaseOf(await run(['deploy', 'mf-exam', `--from=${build('v1')}`], env));
    const before = await remotesJson();
    const logBefore = await releaseLog();
    const v2Build = build('v2', { version: '1.1.0', chunk: '2' });
    // The server fails every upload of the release's stylesheet (after the SDK's retries).
    s3.hooks.push((key, ctx) => (key.endsWith('.css') ? answerInternalError(ctx) : false));
    await expect(
      run(['deploy', 'mf-exam', `--from=${v2Build}`], { ...env, AWS_MAX_ATTEMPTS: '1' }),
    ).rejects.toThrow(
      /^Uploading s3:\/\/cdn\/team\/t\d+\/mf-exam\/1\.1\.0-[0-9a-f]{8}\/pages\.5e6f7a8b\.css: http:\/\/127\.0\.0\.1:\d+ answered InternalError \(HTTP 500\): We encountered an internal error\. Please try again\. The release is incomplete and the live release was not changed; deploy again\.$/,
    );
    expect(await remotesJson()).toEqual(before);
    expect(await releaseLog()).toEqual(logBefore);
    // Without its manifest, the incomplete release is not taken for a published one.
    expect(
      (await s3.keys(`${prefix}/mf-exam/`)).filter(
        (k) => k.endsWith('mf-manifest.json') && !k.includes('/server/'),
      ),
    ).toHaveLength(1);

    // A file of the build that cannot be read half-way through: the same.
    s3.clearHooks();
    s3.hooks.push((key) => {
      if (key.endsWith('logo.0a1b2c3d.png'))
        fs.rmSync(path.join(v2Build, 'pages.1a2b3c4d.js.gz'), { force: true });
    });
    const v2Copy = build('v2-copy', { version: '1.1.0', chunk: '2' });
    fs.rmSync(v2Build, { recursive: true });
    fs.cpSync(v2Copy, v2Build, { recursive: true });
    await expect(
      run(['deploy', 'mf-exam', `--from=${v2Build}`], {
        ...env,
        DEPLOY_UPLOAD_CONCURRENCY: '1',
      }),
    ).rejects.toThrow(
      /Could not read .*pages\.1a2b3c4d\.js\.gz \(ENOENT\): the release is incomplete/,
    );
    expect(await remotesJson()).toEqual(before);

    s3.clearHooks();
    const v2 = releaseOf(await run(['deploy', 'mf-exam', `--from=${v2Copy}`], env));
    expect(v2).not.toBe(v1);
    expect((await remotesJson())!.mf_exam!.release).toBe(v2);
  });

  it('makes a canary live beside the stable release, promotes it, and says so', async () => {
    const v1 = releaseOf(await run(['deploy', 'mf-exam', `--from=${build('v1')}`], env));
    const canaryOutput = await run(
      [
        'deploy',
        'mf-exam',
        `--from=${build('v2', { version: '1.1.0', chunk: '2' })}`,
        '--canary=10',
      ],
      env,
    );
    const v2 = releaseOf(canaryOutput);
    expect(canaryOutput.split('\n')[1]).toBe(
      `  live: stable ${v1} (90 %), canary ${v2} (10 % of users)`,
    );
    expect((await remotesJson())!.mf_exam!.canary).toMatchObject({
      release: v2,
      rule: { percent: 10 },
    });
    expect((await run(['promote', 'mf-exam'], env)).split('\n')[0]).toBe(
      `mf-exam: promoted the canary ${v2} to stable (was ${v1}); it is live for everyone`,
    );
    expect((await remotesJson())!.mf_exam).toMatchObject({ release: v2 });
    expect((await remotesJson())!.mf_exam).not.toHaveProperty('canary');
  });
});

describe('refusals over S3 name the problem and change nothing', () => {
  const untouched = async (
    argv: string[],
    changes: NodeJS.ProcessEnv,
    message: string | RegExp,
  ) => {
    await run(['deploy', 'mf-exam', `--from=${build('v1')}`], env);
    const before = await s3.keys(`${prefix}/`);
    const remotes = await remotesJson();
    await expect(run(argv, { ...env, ...changes })).rejects.toThrow(message);
    expect(await s3.keys(`${prefix}/`)).toEqual(before);
    expect(await remotesJson()).toEqual(remotes);
  };

  it.each<[string, string[], NodeJS.ProcessEnv, string | RegExp]>([
    [
      'missing credentials',
      ['deploy', 'mf-exam'],
      { AWS_SECRET_ACCESS_KEY: '' },
      'needs credentials: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY (missing: AWS_SECRET_ACCESS_KEY)',
    ],
    [
      'no public URL',
      ['deploy', 'mf-exam'],
      { DEPLOY_PUBLIC_URL: '' },
      /^Deploying to s3:\/\/cdn\/team\/t\d+ needs DEPLOY_PUBLIC_URL/,
    ],
    ['unknown remote', ['deploy', 'mf-nope'], {}, 'Unknown remote "mf-nope"'],
    [
      'bucket that does not exist',
      ['rollback', 'mf-exam', '--to=s3://no-such-bucket/x'],
      {},
      /^Checking s3:\/\/no-such-bucket\/x: bucket "no-such-bucket" does not exist at http:\/\/127\.0\.0\.1:\d+\.$/,
    ],
    [
      'wrong credentials',
      ['rollback', 'mf-exam'],
      { AWS_ACCESS_KEY_ID: 'NOBODY' },
      /refused access to bucket "cdn" \(\w+\)\. Check AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY and the bucket's policy\.$/,
    ],
    [
      'a canary of 0 %',
      ['deploy', 'mf-exam', '--canary=0'],
      {},
      '--canary must be a whole percentage from 1 to 99, got "0"',
    ],
    ['a canary of 100 %', ['deploy', 'mf-exam', '--canary=100'], {}, 'got "100"'],
    [
      'promote without a canary',
      ['promote', 'mf-exam'],
      {},
      /^mf-exam has no canary in s3:\/\/cdn\/team\/t\d+ to promote/,
    ],
  ])('%s', async (_what, argv, changes, message) => {
    await untouched(argv, changes, message);
  });

  it('a bucket that cannot be reached', async () => {
    await untouched(
      ['deploy', 'mf-exam', `--from=${build('v2', { version: '2.0.0' })}`],
      { AWS_ENDPOINT_URL: `http://127.0.0.1:${closedPort}`, AWS_MAX_ATTEMPTS: '1' },
      `Checking s3://cdn/${prefix}: cannot reach http://127.0.0.1:${closedPort} (ECONNREFUSED). Check AWS_ENDPOINT_URL and the network.`,
    );
  });

  it('a build against another shell contract', async () => {
    await untouched(
      ['deploy', 'mf-exam', `--from=${build('v9', { contract: shellContractOfCheckout() + 1 })}`],
      {},
      `but the shell provides contract ${shellContractOfCheckout()}`,
    );
  });
});
