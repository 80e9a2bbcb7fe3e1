/**
 * Builds apps for production, each for the browser and for Node (its server half, `dist/server/`):
 * `tsx scripts/src/build.ts [app…] [--force]`. With no app, all of them. An app whose inputs have
 * not changed since its last build is skipped.
 */
import webpack, { type Configuration, type Stats } from 'webpack';
import { APPS, appByDir, distDir, type AppDefinition } from './apps';
import { buildInputsDigest, isUpToDate, writeStamp } from './build-stamp';
import { createRuntimeCoreConfig, createWebpackConfig } from './create-webpack-config';
import { createServerWebpackConfig } from './create-server-webpack-config';
import { loadFederationDefinition } from './load-federation-definition';

export function compile(config: Configuration): Promise<Stats> {
  return new Promise((resolve, reject) => {
    webpack(config, (error, stats) => {
      if (error || !stats) return reject(error ?? new Error('webpack returned no stats'));
      if (stats.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true })));
      resolve(stats);
    });
  });
}

export async function buildApp(app: AppDefinition, force = false): Promise<'built' | 'up to date'> {
  const digest = buildInputsDigest(app);
  if (!force && isUpToDate(distDir(app), digest)) return 'up to date';
  const definition = loadFederationDefinition(app.dir);
  await compile(createWebpackConfig(definition, 'production'));
  if (app.kind === 'remote') await compile(createRuntimeCoreConfig(definition));
  // After the browser half, whose build empties dist/: a release is both halves.
  await compile(createServerWebpackConfig(definition, 'production'));
  writeStamp(distDir(app), digest);
  return 'built';
}

export async function buildApps(dirs: readonly string[], force = false): Promise<void> {
  const apps = dirs.length ? dirs.map(appByDir) : APPS;
  // One at a time: two webpack builds at once only fight over this machine's two cores.
  for (const app of apps) {
    const started = Date.now();
    const result = await buildApp(app, force);
    console.log(
      `${app.dir}: ${result}${result === 'built' ? ` in ${((Date.now() - started) / 1000).toFixed(1)} s` : ''}`,
    );
  }
}

if (require.main === module) {
  const args = process.argv.slice(2);
  buildApps(
    args.filter((a) => !a.startsWith('--')),
    args.includes('--force'),
  ).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
