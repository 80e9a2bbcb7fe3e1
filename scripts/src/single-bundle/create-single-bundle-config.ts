import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import webpack, { type Configuration } from 'webpack';
import { appByDir, appDir } from '../apps';
import { createWebpackConfig } from '../create-webpack-config';
import { loadFederationDefinition } from '../load-federation-definition';
import { StartupBundle } from '../startup-bundle';
import { GENERATED_MODULE, REPLACEMENTS_DIR, SINGLE_BUNDLE_DIR } from './single-bundle-paths';

/**
 * The shell's modules replaced by replacements/<name>.ts: those that read remotes.json, which an
 * ordinary app has no reason to fetch. Every other federation call of the shell goes to
 * replacements/federation-runtime.ts.
 */
export const REPLACED_SHELL_MODULES = ['remotes-manifest'];

/**
 * The shell and the five areas as one ordinary webpack app, for the benchmark's yardstick: the
 * federated shell's production configuration (same loaders, rules, html page, chunk names) minus
 * Module Federation. The federation runtime the shell calls is swapped for replacements/, whose
 * `import()` of each exposed file gives the code splitting an ordinary app with lazy areas has.
 */
export function createSingleBundleConfig(): Configuration {
  const shellDir = appDir(appByDir('shell'));
  const federated = createWebpackConfig(loadFederationDefinition('shell'), 'production');
  const federationDir = path.join(shellDir, 'src', 'federation');
  const replaced = new Map(
    REPLACED_SHELL_MODULES.map((name) => [
      path.join(federationDir, name),
      path.join(REPLACEMENTS_DIR, `${name}.ts`),
    ]),
  );
  return {
    ...federated,
    // An ordinary app starts at its bootstrap: no async boundary for share-scope negotiation.
    entry: { main: './src/bootstrap.tsx' },
    output: {
      ...federated.output,
      path: SINGLE_BUNDLE_DIR,
      publicPath: '/',
      uniqueName: 'single_bundle',
    },
    resolve: {
      ...federated.resolve,
      alias: {
        '@single-bundle/generated$': GENERATED_MODULE,
        '@module-federation/enhanced/runtime$': path.join(
          REPLACEMENTS_DIR,
          'federation-runtime.ts',
        ),
      },
    },
    plugins: [
      // (The start-up preloads name the federated entry's chunks: this build has its own entry.)
      ...(federated.plugins ?? []).filter(
        (p) => !(p instanceof ModuleFederationPlugin || p instanceof StartupBundle),
      ),
      // Matched on the resolved path, so any relative import of these modules is swapped.
      new webpack.NormalModuleReplacementPlugin(
        new RegExp(`(^|[\\\\/])(${REPLACED_SHELL_MODULES.join('|')})(\\.ts)?$`),
        (resolveData) => {
          const target = path
            .resolve(resolveData.context, resolveData.request)
            .replace(/\.ts$/, '');
          const replacement = replaced.get(target);
          if (replacement) resolveData.request = replacement;
        },
      ),
    ],
    devServer: undefined,
  };
}
