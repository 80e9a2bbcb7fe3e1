import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startFilesOf, startFilesOfBuild } from './remote-start-files';

describe("a remote's start files (remotes.json `files`)", () => {
  it.each([
    [
      'an expose with a stylesheet, one without',
      {
        exposes: [
          {
            name: 'widgets/latest-news',
            assets: {
              js: { sync: ['news.a1b2c3d4.js'], async: ['other.b2c3d4e5.js'] },
              css: { sync: ['news.c3d4e5f6.css'], async: ['other.d4e5f6a7.css'] },
            },
          },
          { name: 'routes', assets: { js: { sync: ['routes.e5f6a7b8.js'] }, css: { sync: [] } } },
        ],
      },
      {
        'widgets/latest-news': ['news.a1b2c3d4.js', 'news.c3d4e5f6.css'],
        routes: ['routes.e5f6a7b8.js'],
      },
    ],
    ['no exposes', {}, {}],
  ])('%s', (_case, manifest, files) => {
    expect(startFilesOf(manifest)).toEqual(files);
  });
});

describe("a build's start files", () => {
  it("are none before the build, then its manifest's, read again once the manifest changes", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'start-files-'));
    const manifest = path.join(dir, 'mf-manifest.json');
    const write = (file: string, at: number) => {
      const routes = { name: 'routes', assets: { js: { sync: [file] }, css: { sync: [] } } };
      fs.writeFileSync(manifest, JSON.stringify({ exposes: [routes] }));
      fs.utimesSync(manifest, at, at);
    };
    expect(startFilesOfBuild(dir)).toBeUndefined();
    write('routes.1a2b3c4d.js', 1_700_000_000);
    expect(startFilesOfBuild(dir)).toEqual({ routes: ['routes.1a2b3c4d.js'] });
    write('routes.5e6f7a8b.js', 1_700_000_060);
    expect(startFilesOfBuild(dir)).toEqual({ routes: ['routes.5e6f7a8b.js'] });
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
