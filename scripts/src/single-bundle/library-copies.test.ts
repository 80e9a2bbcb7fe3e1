import { librariesBundledTwice } from './library-copies';

describe('librariesBundledTwice', () => {
  it('names a package bundled from two folders, scoped ones included', () => {
    expect(
      librariesBundledTwice([
        '/repo/node_modules/react/index.js',
        '/repo/node_modules/react/cjs/react.production.js',
        '/repo/node_modules/@scope/lib/index.js',
        '/repo/node_modules/antd-mobile/node_modules/@scope/lib/index.js',
        '/repo/node_modules/antd-mobile/es/index.js',
        '/repo/shared/src/ui/index.ts',
      ]),
    ).toEqual(['@scope/lib']);
  });

  it('names nothing when each package comes from one folder', () => {
    expect(
      librariesBundledTwice([
        '/repo/node_modules/react/index.js',
        '/repo/node_modules/react-dom/client.js',
      ]),
    ).toEqual([]);
  });
});
