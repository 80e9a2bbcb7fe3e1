/**
 * `npm start`'s deploy root: served as its CDN would be, its live releases in the shell's
 * remotes.json in place of the local builds, a deploy or rollback seen without a restart.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { composedRemotesJson, localRemotesJson } from '../runtime-config';
import { serveFolder } from '../serve-app';
import { shellContractOfCheckout } from '../shell-contract';
import { run } from './deploy-cli';
import { writeServerHalf } from './test-builds';

let work: string;
let env: NodeJS.ProcessEnv;
let server: FastifyInstance;
const SHELL_ORIGIN = 'http://localhost:3000';

/** A production build of mf-exam as webpack leaves it (manifest, entry, a hashed chunk and its brotli). */
function fakeBuild(name: string, version: string): string {
  const dir = path.join(work, name);
  fs.mkdirSync(dir, { recursive: true });
  const manifest = {
    id: 'mf_exam',
    name: 'mf_exam',
    metaData: {
      name: 'mf_exam',
      buildInfo: { buildVersion: version, buildName: 'mf-exam' },
      publicPath: 'auto',
      remoteEntry: { name: 'remoteEntry.js', path: '' },
      shellContract: shellContractOfCheckout(),
    },
    exposes: [
      { name: 'routes', assets: { js: { sync: ['routes.1a2b3c4d.js'] }, css: { sync: [] } } },
    ],
  };
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), `var mf_exam = "${version}";`);
  const chunk = `console.log("routes of ${version}");`;
  fs.writeFileSync(path.join(dir, 'routes.1a2b3c4d.js'), chunk);
  fs.writeFileSync(path.join(dir, 'routes.1a2b3c4d.js.br'), zlib.brotliCompressSync(chunk));
  writeServerHalf(dir, 'mf_exam', shellContractOfCheckout());
  return dir;
}

beforeEach(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'local-deploy-'));
  const root = path.join(work, 'deploy');
  fs.mkdirSync(root);
  server = await serveFolder({ port: 0, root, allowedOrigins: [SHELL_ORIGIN] });
  const port = (server.server.address() as { port: number }).port;
  env = { DEPLOY_ROOT: root, DEPLOY_PORT: String(port) };
});
afterEach(async () => {
  await server.close();
  fs.rmSync(work, { recursive: true, force: true });
});

const deployUrl = () => `http://localhost:${env.DEPLOY_PORT}`;

describe("npm start's remotes.json", () => {
  it('is the local builds until a remote is deployed, then names its live release, and follows a rollback', async () => {
    expect(composedRemotesJson(env)).toEqual(localRemotesJson(env));

    await run(['deploy', 'mf-exam', `--from=${fakeBuild('v1', '1.0.0')}`], env);
    const first = composedRemotesJson(env);
    expect(first.mf_exam).toEqual({
      entry: expect.stringMatching(
        new RegExp(`^${deployUrl()}/mf-exam/1\\.0\\.0-[0-9a-f]{8}/mf-manifest\\.json$`),
      ),
      serverEntry: expect.stringMatching(
        new RegExp(`^${deployUrl()}/mf-exam/1\\.0\\.0-[0-9a-f]{8}/server/remoteEntry\\.js$`),
      ),
      version: '1.0.0',
      contract: shellContractOfCheckout(),
      files: { routes: ['routes.1a2b3c4d.js'] },
      release: expect.stringMatching(/^1\.0\.0-[0-9a-f]{8}$/),
    });
    // Every remote never deployed stays on its local build.
    const { mf_exam: _deployed, ...others } = first;
    const { mf_exam: _local, ...localOthers } = localRemotesJson(env);
    expect(others).toEqual(localOthers);

    await run(['deploy', 'mf-exam', `--from=${fakeBuild('v2', '1.1.0')}`], env);
    expect(composedRemotesJson(env).mf_exam!.version).toBe('1.1.0');
    await run(['rollback', 'mf-exam'], env);
    expect(composedRemotesJson(env).mf_exam).toEqual(first.mf_exam);
  });

  it("keeps the local builds, and says which file to fix, when the deploy root's remotes.json is broken", () => {
    fs.writeFileSync(path.join(env.DEPLOY_ROOT!, 'remotes.json'), '{ "mf_exam": ');
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(composedRemotesJson(env)).toEqual(localRemotesJson(env));
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining(`${path.join(env.DEPLOY_ROOT!, 'remotes.json')} is not valid JSON`),
    );
    error.mockRestore();
  });
});

describe("the deploy root's server", () => {
  it('serves a release as the CDN would: CORS for the app, caching rules, brotli files, 404 for the rest', async () => {
    await run(['deploy', 'mf-exam', `--from=${fakeBuild('v1', '1.0.0')}`], env);
    const manifestUrl = composedRemotesJson(env).mf_exam!.entry;
    const manifest = await fetch(manifestUrl, { headers: { origin: SHELL_ORIGIN } });
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('access-control-allow-origin')).toBe(SHELL_ORIGIN);
    expect(manifest.headers.get('cache-control')).toBe('no-store');
    expect(((await manifest.json()) as { name: string }).name).toBe('mf_exam');

    const chunk = await fetch(manifestUrl.replace('mf-manifest.json', 'routes.1a2b3c4d.js'), {
      headers: { 'accept-encoding': 'br' },
    });
    expect(chunk.status).toBe(200);
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(chunk.headers.get('content-encoding')).toBe('br');
    expect(await chunk.text()).toBe('console.log("routes of 1.0.0");');

    const remotes = await fetch(`${deployUrl()}/remotes.json`);
    expect(remotes.headers.get('cache-control')).toBe('no-store');
    expect((await fetch(`${deployUrl()}/mf-exam/none/remoteEntry.js`)).status).toBe(404);
  });
});
