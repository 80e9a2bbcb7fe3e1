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

  it('shares antd-mobile only through the shared/ui-kit modules, never as a whole', () => {
    expect(config['antd-mobile']).toBeUndefined();
    expect(config['antd-mobile/']).toBeUndefined();
  });

  // A build provides only the shared modules it imports; the shell registers first, so when it
  // provides all three, every remote gets them from one build: one antd-mobile, one context.
  it.each(['shared/ui-kit-core', 'shared/ui-kit', 'shared/ui-kit-forms'])(
    'the shell imports %s, so its build provides it',
    (specifier) => {
      const shellSources = (dir: string): string[] =>
        fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
          const full = path.join(dir, entry.name);
          if (entry.isDirectory()) return shellSources(full);
          return /\.tsx?$/.test(entry.name) && !/\.test\./.test(entry.name) ? [full] : [];
        });
      const importing = shellSources(path.join(repoRoot, 'shell', 'src')).filter((file) =>
        fs.readFileSync(file, 'utf8').includes(`from '${specifier}'`),
      );
      expect(importing.length).toBeGreaterThan(0);
    },
  );
});
