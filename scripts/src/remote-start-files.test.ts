import { startFilesOf } from './remote-start-files';

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
