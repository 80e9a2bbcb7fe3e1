import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { shellContractOfCheckout } from '../shell-contract';
import { parseArgs, run } from './deploy-cli';
import { writeServerHalf } from './test-builds';

const CONTRACT = shellContractOfCheckout();
let work: string;
let env: NodeJS.ProcessEnv;
/** A port nothing listens on: `releases` lists without the client reports. */
let closedPort: number;

beforeAll(async () => {
  const server = net.createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  closedPort = (server.address() as net.AddressInfo).port;
  await new Promise((resolve) => server.close(resolve));
});

/** A production build of mf-exam as webpack leaves it (manifest, entry, one hashed chunk). */
function fakeBuild(
  name: string,
  options: { version?: string; contract?: number | null; chunk?: string } = {},
) {
  const dir = path.join(work, name);
  fs.mkdirSync(dir, { recursive: true });
  const metaData: Record<string, unknown> = {
    name: 'mf_exam',
    buildInfo: { buildVersion: options.version ?? '1.0.0', buildName: 'mf-exam' },
    publicPath: 'auto',
    remoteEntry: { name: 'remoteEntry.js', path: '' },
  };
  const exposes = [
    {
      name: 'routes',
      assets: { js: { sync: ['pages.1a2b3c4d.js'], async: [] }, css: { sync: [] } },
    },
  ];
  if (options.contract !== null) metaData.shellContract = options.contract ?? CONTRACT;
  fs.writeFileSync(
    path.join(dir, 'mf-manifest.json'),
    JSON.stringify({ id: 'mf_exam', name: 'mf_exam', metaData, exposes }),
  );
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), 'var mf_exam;');
  fs.writeFileSync(path.join(dir, 'pages.1a2b3c4d.js'), options.chunk ?? 'console.log(1)');
  fs.writeFileSync(path.join(dir, '.build-stamp'), 'local bookkeeping');
  writeServerHalf(
    dir,
    'mf_exam',
    options.contract === null ? null : (options.contract ?? CONTRACT),
  );
  return dir;
}

const root = () => env.DEPLOY_ROOT!;
const remotesJson = () => JSON.parse(fs.readFileSync(path.join(root(), 'remotes.json'), 'utf8'));
const snapshot = () =>
  fs.existsSync(root())
    ? fs
        .readdirSync(root(), { recursive: true, encoding: 'utf8' })
        .sort()
        .map((f) => {
          const full = path.join(root(), f);
          return fs.statSync(full).isFile() ? `${f}:${fs.readFileSync(full, 'utf8')}` : f;
        })
    : [];

beforeEach(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-test-'));
  env = {
    DEPLOY_ROOT: path.join(work, 'cdn'),
    DEPLOY_PUBLIC_URL: 'https://cdn.example.com/mf/',
    REPORTS_API_URL: `http://127.0.0.1:${closedPort}/api`,
  };
});
afterEach(() => fs.rmSync(work, { recursive: true, force: true }));

describe('npm run deploy', () => {
  it('publishes a build into an immutable versioned folder and switches remotes.json to it', async () => {
    const output = await run(['deploy', 'mf-exam', `--from=${fakeBuild('v1')}`], env);
    const [release] = fs
      .readdirSync(path.join(root(), 'mf-exam'))
      .filter((f) => f !== 'releases.json');
    expect(release).toMatch(/^1\.0\.0-[0-9a-f]{8}$/);
    expect(output).toContain(`${release} is live`);
    expect(remotesJson()).toEqual({
      mf_exam: {
        entry: `https://cdn.example.com/mf/mf-exam/${release}/mf-manifest.json`,
        serverEntry: `https://cdn.example.com/mf/mf-exam/${release}/server/remoteEntry.js`,
        version: '1.0.0',
        contract: CONTRACT,
        // What the shell's page preloads of it, beside the manifest.
        files: { routes: ['pages.1a2b3c4d.js'] },
        // The release id: the tag of the client reports of the sessions that run it.
        release,
      },
    });
    // What is served, without the local build's bookkeeping.
    expect(fs.readdirSync(path.join(root(), 'mf-exam', release!)).sort()).toEqual([
      'mf-manifest.json',
      'pages.1a2b3c4d.js',
      'remoteEntry.js',
      'server',
    ]);
    // No temporary file is left beside the switched remotes.json.
    expect(fs.readdirSync(root()).sort()).toEqual(['mf-exam', 'remotes.json']);
  });

  it("keeps the other remotes' entries and every earlier release folder", async () => {
    fs.mkdirSync(root(), { recursive: true });
    const other = {
      entry: 'https://cdn.example.com/mf/mf-user/1.0.0-aaaaaaaa/mf-manifest.json',
      version: '1.0.0',
      contract: CONTRACT,
    };
    fs.writeFileSync(path.join(root(), 'remotes.json'), JSON.stringify({ mf_user: other }));
    await run(['deploy', 'mf-exam', `--from=${fakeBuild('v1')}`], env);
    await run(
      ['deploy', 'mf-exam', `--from=${fakeBuild('v2', { version: '1.1.0', chunk: 'v2' })}`],
      env,
    );
    expect(remotesJson().mf_user).toEqual(other);
    expect(remotesJson().mf_exam.version).toBe('1.1.0');
    expect(
      fs.readdirSync(path.join(root(), 'mf-exam')).filter((f) => f !== 'releases.json'),
    ).toHaveLength(2);
  });

  it('names the folder after the version given and the content, so the same build is one folder', async () => {
    const build = fakeBuild('v1');
    await run(['deploy', 'mf-exam', `--from=${build}`, '--version=1.0.0-rc.1'], env);
    const again = await run(['deploy', 'mf-exam', `--from=${build}`, '--version=1.0.0-rc.1'], env);
    expect(again).toContain('release folder already there');
    const folders = fs
      .readdirSync(path.join(root(), 'mf-exam'))
      .filter((f) => f !== 'releases.json');
    expect(folders).toEqual([expect.stringMatching(/^1\.0\.0-rc\.1-[0-9a-f]{8}$/)]);
  });

  it('refuses a remote built against another shell contract, and changes nothing', async () => {
    await run(['deploy', 'mf-exam', `--from=${fakeBuild('v1')}`], env);
    const before = snapshot();
    await expect(
      run(['deploy', 'mf-exam', `--from=${fakeBuild('v9', { contract: CONTRACT + 1 })}`], env),
    ).rejects.toThrow(
      `mf-exam was built against shell contract ${CONTRACT + 1}, but the shell provides contract ${CONTRACT}`,
    );
    await expect(
      run(['deploy', 'mf-exam', `--from=${fakeBuild('old', { contract: null })}`], env),
    ).rejects.toThrow('declares no shell contract');
    expect(snapshot()).toEqual(before);
  });

  it('refuses a build without its server half, or with halves of two contracts, and changes nothing', async () => {
    await run(['deploy', 'mf-exam', `--from=${fakeBuild('v1')}`], env);
    const before = snapshot();
    const browserOnly = fakeBuild('browser-only');
    fs.rmSync(path.join(browserOnly, 'server'), { recursive: true });
    await expect(run(['deploy', 'mf-exam', `--from=${browserOnly}`], env)).rejects.toThrow(
      `${browserOnly} has no server build (server/remoteEntry.js): build it with npm run build -w mf-exam.`,
    );
    const mixed = fakeBuild('mixed');
    writeServerHalf(mixed, 'mf_exam', CONTRACT + 1);
    await expect(run(['deploy', 'mf-exam', `--from=${mixed}`], env)).rejects.toThrow(
      `its server build declares shell contract ${CONTRACT + 1}, its browser build ${CONTRACT}`,
    );
    expect(snapshot()).toEqual(before);
  });

  it.each([
    [['deploy'], 'Name the remote, one of: mf-content, mf-exam, mf-train, mf-user, mf-clockin.'],
    [['deploy', 'mf-nope'], 'Unknown remote "mf-nope"'],
    [['deploy', 'shell'], 'shell is the host'],
    [['deploy', 'mf-exam', 'mf-user'], 'one remote at a time'],
    [['deploy', 'mf-exam', '--to=ftp://x/y'], 'Unknown deploy target "ftp://x/y"'],
    [['rollback', 'mf-exam', '--canary=10'], 'rollback does not take --canary'],
    [['deploy', 'mf-exam', '--from=/no/such/folder'], '/no/such/folder does not exist'],
    [['deploy', 'mf-exam', '--version=../x'], 'not a usable version'],
    [['ship', 'mf-exam'], 'Unknown command "ship"'],
  ])('%j fails clearly and changes nothing', async (argv, message) => {
    // A version that could climb out of the release folder is refused before anything is copied.
    const args = argv.includes('--version=../x') ? [...argv, `--from=${fakeBuild('v1')}`] : argv;
    await expect(run(args, env)).rejects.toThrow(message);
    expect(snapshot()).toEqual([]);
  });

  it('refuses a folder that is not a build of that remote', async () => {
    const build = fakeBuild('v1');
    await expect(run(['deploy', 'mf-user', `--from=${build}`], env)).rejects.toThrow(
      'is a build of "mf_exam", not of mf-user (mf_user)',
    );
    fs.rmSync(path.join(build, 'remoteEntry.js'));
    await expect(run(['deploy', 'mf-exam', `--from=${build}`], env)).rejects.toThrow(
      'remoteEntry.js is missing',
    );
    expect(snapshot()).toEqual([]);
  });
});

describe('two deploys at once', () => {
  it('keep both remotes.json changes (the root is locked while one switches)', async () => {
    const user = fakeBuild('user');
    const manifest = JSON.parse(fs.readFileSync(path.join(user, 'mf-manifest.json'), 'utf8'));
    manifest.name = manifest.id = manifest.metaData.name = 'mf_user';
    fs.writeFileSync(path.join(user, 'mf-manifest.json'), JSON.stringify(manifest));
    await Promise.all([
      run(['deploy', 'mf-exam', `--from=${fakeBuild('exam')}`], env),
      run(['deploy', 'mf-user', `--from=${user}`], env),
    ]);
    expect(Object.keys(remotesJson()).sort()).toEqual(['mf_exam', 'mf_user']);
    expect(fs.existsSync(path.join(root(), '.lock'))).toBe(false);
  });
});

describe('npm run rollback and npm run releases', () => {
  it('points the entry back to the previous live release, one step at a time', async () => {
    await run(['deploy', 'mf-exam', `--from=${fakeBuild('v1')}`], env);
    const v1 = remotesJson().mf_exam;
    await run(
      ['deploy', 'mf-exam', `--from=${fakeBuild('v2', { version: '1.1.0', chunk: '2' })}`],
      env,
    );
    const v2 = remotesJson().mf_exam;
    await run(
      ['deploy', 'mf-exam', `--from=${fakeBuild('v3', { version: '1.2.0', chunk: '3' })}`],
      env,
    );

    const listed = (await run(['releases', 'mf-exam'], env)).split('\n');
    expect(listed.map((l) => l.slice(0, 8))).toEqual([
      '  1.0.0-',
      '  1.1.0-',
      '* 1.2.0-',
      'live: 1.',
      'The clie',
    ]);
    expect(listed.at(-1)).toMatch(
      /^The client reports could not be read from http:\/\/127\.0\.0\.1:\d+\/api\/client-reports\/releases\?remote=mf_exam&since=2026-\S+Z: ECONNREFUSED; releases listed without them\.$/,
    );

    expect(await run(['rollback', 'mf-exam'], env)).toMatch(
      /rolled back from 1\.2\.0-\w+ to 1\.1\.0-/,
    );
    expect(remotesJson().mf_exam).toEqual(v2);
    await run(['rollback', 'mf-exam'], env);
    expect(remotesJson().mf_exam).toEqual(v1);
    expect((await run(['releases', 'mf-exam'], env)).split('\n')[0]).toMatch(/^\* 1\.0\.0-/);

    const before = snapshot();
    await expect(run(['rollback', 'mf-exam'], env)).rejects.toThrow(
      /mf-exam has nothing to roll back to: 1\.0\.0-\w+ is the only release that has been live/,
    );
    expect(snapshot()).toEqual(before);
  });

  it('says so when a remote was never deployed', async () => {
    await expect(run(['rollback', 'mf-train'], env)).rejects.toThrow(
      'mf-train has never been deployed',
    );
    expect(await run(['releases', 'mf-train'], env)).toContain('mf-train has no releases');
    expect(snapshot()).toEqual([]);
  });

  it('reads the command line strictly', () => {
    expect(parseArgs(['deploy', 'mf-exam', '--version=2.0.0'])).toEqual({
      command: 'deploy',
      remote: 'mf-exam',
      flags: { version: '2.0.0' },
    });
    expect(() => parseArgs(['rollback', 'mf-exam', '--from=x'])).toThrow(
      'rollback does not take --from',
    );
    expect(() => parseArgs(['releases', 'mf-exam', '-v'])).toThrow('Unknown option "-v"');
  });
});
