import { startFilesOf } from './remote-start-files';

describe("a remote's start files (remotes.json `files`)", () => {
  it.each([
    [
      'entry at the root, an expose with a stylesheet, one without',
      {
        metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
        exposes: [
          {
            name: 'widgets/latest-news',
            assets: {
              js: { sync: ['news.a1.js'], async: ['other.b2.js'] },
              css: { sync: ['news.c3.css'], async: ['other.d4.css'] },
            },
          },
          { name: 'routes', assets: { js: { sync: ['routes.e5.js'] }, css: { sync: [] } } },
        ],
      },
      {
        '': ['remoteEntry.js'],
        'widgets/latest-news': ['news.a1.js', 'news.c3.css'],
        routes: ['routes.e5.js'],
      },
    ],
    [
      'entry in a sub-folder, no exposes',
      { metaData: { remoteEntry: { name: 'remoteEntry.js', path: 'static' } } },
      { '': ['static/remoteEntry.js'] },
    ],
    ['no entry named', { metaData: {} }, undefined],
  ])('%s', (_case, manifest, files) => {
    expect(startFilesOf(manifest)).toEqual(files);
  });
});
