import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './apps';
import { sharedDependencies } from './shared-dependencies';

const root = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};

describe('the shared singletons', () => {
  const config = sharedDependencies({ treeShake: true });

  it.each([
    'react',
    'react-dom',
    'react-router',
    'react-router-dom',
    'zustand',
    'axios',
    'i18next',
    'react-i18next',
  ])('%s is a singleton at the version of the root package.json', (name) => {
    expect(config[name]).toMatchObject({
      singleton: true,
      requiredVersion: root.dependencies[name],
    });
  });

  it('shares subpaths too, so react-dom/client or shared/request are never bundled twice', () => {
    for (const name of ['react/', 'react-dom/', 'react-router/', 'zustand/', 'shared/']) {
      expect(config[name]).toMatchObject({ singleton: true });
    }
  });

  it('shares the workspace package holding the request client and the user store, with its version', () => {
    const version = (
      JSON.parse(fs.readFileSync(path.join(repoRoot, 'shared', 'package.json'), 'utf8')) as {
        version: string;
      }
    ).version;
    expect(config.shared).toEqual({ singleton: true, requiredVersion: version, version });
  });

  it('keeps in the shared copy of react-router every name the apps import', () => {
    expect(config['react-router']!.treeShaking!.usedExports).toEqual(
      expect.arrayContaining(['RouterProvider', 'createBrowserRouter']),
    );
    expect(sharedDependencies({ treeShake: false })['react-router']!.treeShaking).toBeUndefined();
  });

  it('shares antd-mobile only through shared/ui-kit-core and shared/ui-kit, never as a whole', () => {
    expect(config['antd-mobile']).toBeUndefined();
    expect(config['antd-mobile/']).toBeUndefined();
  });
});
