import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import type { Configuration } from 'webpack';
import { appByDir, appDir, distDir } from './apps';
import {
  cssModuleOptions,
  manifestWithContract,
  typescriptRule,
  type BuildMode,
} from './create-webpack-config';
import type { FederationDefinition } from './define-federation';
import { SERVER_FOLDER } from './server-half';
import { sharedDependencies } from './shared-dependencies';

/** The shell's server build: the module its Node server requires (shell/server). */
export const SERVER_MAIN_FILE = 'main.js';
const SERVER_ENTRY = './src/server/index.ts';

/** Where an app's server build goes. */
export const serverDistDir = (dir: string): string =>
  path.join(distDir(appByDir(dir)), SERVER_FOLDER);

/**
 * The same app built for Node (Module Federation's Node runtime, `@module-federation/node`):
 * the same modules exposed under the same names and the same shared singletons, so the shell's
 * server renders a page from the very route tables and widgets the browser runs. Its chunks are
 * CommonJS, loaded from the files beside it or, for a remote, over HTTP from its release's
 * folder. Stylesheets are not emitted: CSS Modules give the same class names as the browser
 * build (`cssModuleOptions`), and the page carries the browser build's stylesheets
 * (shell/server/page-styles.ts).
 */
export function createServerWebpackConfig(
  definition: FederationDefinition,
  mode: BuildMode,
): Configuration {
  const app = appByDir(definition.app);
  const root = appDir(app);
  const production = mode === 'production';
  const host = app.kind === 'host';
  return {
    mode,
    target: 'async-node',
    context: root,
    // The shell's server entry is what its Node server requires; a remote's is its container.
    entry: host ? { main: SERVER_ENTRY } : {},
    devtool: false,
    output: {
      path: serverDistDir(app.dir),
      // Chunk URLs are resolved against the container's own URL by the Node runtime plugin.
      publicPath: '',
      filename: '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      uniqueName: `${app.federationName}_server`,
      library: { type: 'commonjs-module' },
      chunkFormat: 'commonjs',
      chunkLoading: 'async-node',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
    module: {
      rules: [
        typescriptRule(root),
        {
          test: /\.css$/,
          use: {
            loader: 'css-loader',
            options: { modules: { ...cssModuleOptions(app, production), exportOnlyLocals: true } },
          },
        },
        { test: /antd-mobile[\\/]es[\\/]index\.js$/, sideEffects: false },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name: app.federationName,
        filename: 'remoteEntry.js',
        exposes: definition.exposes ?? {},
        remotes: {},
        shared: sharedDependencies({ treeShake: false }),
        shareStrategy: 'loaded-first',
        library: { type: 'commonjs-module', name: app.federationName },
        remoteType: 'script',
        runtimePlugins: [
          require.resolve('@module-federation/node/runtimePlugin'),
          ...(definition.serverRuntimePlugins ?? []).map((p) => path.join(root, p)),
        ],
        manifest: manifestWithContract,
        dts: false,
      }),
    ],
    optimization: { minimize: false },
    performance: { hints: false },
  };
}
