import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './apps';

type SharedConfig = Record<
  string,
  {
    singleton: true;
    requiredVersion: string;
    version?: string;
    treeShaking?: { mode: 'runtime-infer'; usedExports: string[] };
  }
>;

/**
 * Libraries the browser must hold exactly once, whatever the number of remotes: with their
 * subpaths (`react-dom/client`, `shared/request`), or those would be bundled again per app.
 */
const SINGLETON_LIBRARIES = [
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
  'zustand',
  'axios',
  'i18next',
  'react-i18next',
] as const;

/** Every name any app or shared imports from a package: the shared copy keeps exactly those. */
function usedExportsOf(pkg: string): string[] {
  const names = new Set<string>();
  const pattern = new RegExp(`import\\s*(?:type\\s*)?\\{([^}]*)\\}\\s*from\\s*'${pkg}'`, 'g');
  const visit = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist') continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(full);
      else if (/\.tsx?$/.test(entry.name)) {
        for (const match of fs.readFileSync(full, 'utf8').matchAll(pattern)) {
          for (const part of match[1]!.split(',')) {
            const name = part
              .trim()
              .replace(/^type\s+/, '')
              .split(/\s+as\s+/)[0]!
              .trim();
            if (name && !part.trim().startsWith('type ')) names.add(name);
          }
        }
      }
    }
  };
  for (const dir of [
    'shared',
    'shell',
    'mf-content',
    'mf-exam',
    'mf-train',
    'mf-user',
    'mf-clockin',
  ]) {
    if (fs.existsSync(path.join(repoRoot, dir, 'src'))) visit(path.join(repoRoot, dir, 'src'));
  }
  return [...names].sort();
}

const TREE_SHAKEN = new Set<string>(['react-router', 'react-i18next']);

function readJson<T>(file: string): T {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
}

export function sharedPackageVersion(): string {
  return readJson<{ version: string }>(path.join(repoRoot, 'shared', 'package.json')).version;
}

/** Versions come from the root package.json, the one list of versions for the whole repo. */
export function sharedDependencies(options: { treeShake: boolean }): SharedConfig {
  const root = readJson<{ dependencies: Record<string, string> }>(
    path.join(repoRoot, 'package.json'),
  );
  const config: SharedConfig = {};
  for (const name of SINGLETON_LIBRARIES) {
    const requiredVersion = root.dependencies[name];
    if (!requiredVersion)
      throw new Error(`${name} is shared but not in the root package.json dependencies.`);
    config[name] = { singleton: true, requiredVersion };
    // Only what the apps import is kept of these libraries (production builds).
    if (options.treeShake && TREE_SHAKEN.has(name)) {
      config[name]!.treeShaking = { mode: 'runtime-infer', usedExports: usedExportsOf(name) };
    }
    config[`${name}/`] = { singleton: true, requiredVersion };
  }
  // The workspace package holding the request client and the user store: sharing zustand alone
  // would not make one store. It also holds the UI library in three shared modules the shell's
  // build provides (`shared/ui-kit-core`, what home needs first; `shared/ui-kit-forms`; and
  // `shared/ui-kit`), so antd-mobile is in the browser once without any page carrying all of it.
  const version = sharedPackageVersion();
  config.shared = { singleton: true, requiredVersion: version, version };
  config['shared/'] = { singleton: true, requiredVersion: version, version };
  return config;
}
