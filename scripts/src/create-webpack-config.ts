import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import CssMinimizerPlugin from 'css-minimizer-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import type { Configuration, RuleSetRule } from 'webpack';
// Adds devServer to webpack's Configuration type.
import type {} from 'webpack-dev-server';
import { appByDir, appDir, distDir, portOf, repoRoot, type AppDefinition } from './apps';
import type { FederationDefinition } from './define-federation';
import { StartupBundle } from './startup-bundle';
import { precompressionPlugins } from './precompression';
import { ShellPage } from './shell-page-plugin';
import { CONTRACT_FIELD, shellContractOfCheckout } from './shell-contract';
import { sharedDependencies } from './shared-dependencies';
import { StyleIndexPlugin } from './style-index-plugin';
import { FAVICON_FILE, FaviconPlugin } from './favicon';
import { PAGE_BACKGROUND, THEME_COLOR } from 'shared/constants';

export type BuildMode = 'production' | 'development';

function htmlPage(title: string, headScripts: string[] = []): string {
  return `<!doctype html>
<html lang="zh-CN">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
    <meta name="theme-color" content="${THEME_COLOR}" />
    <title>${title}</title>
    <link rel="icon" type="image/svg+xml" href="/${FAVICON_FILE}" />
    <style>html,body{margin:0;background:${PAGE_BACKGROUND};-webkit-text-size-adjust:100%}</style>
    ${headScripts.map((src) => `<script src="${src}"></script>`).join('\n    ')}
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;
}

export const RUNTIME_CORE_FILE = 'runtime-core.js';
const ENTRY_FILE = './src/index.ts';

/** A remote's dist/runtime-core.js: the federation runtime for pages other than the shell. */
export function createRuntimeCoreConfig(definition: FederationDefinition): Configuration {
  return {
    mode: 'production',
    entry: path.join(__dirname, '..', 'runtime', 'runtime-core-global.mjs'),
    output: {
      path: distDir(appByDir(definition.app)),
      filename: RUNTIME_CORE_FILE,
      clean: false,
    },
    devtool: false,
    plugins: precompressionPlugins(),
    performance: { hints: false },
  };
}

/**
 * The one webpack + Module Federation configuration every app is built with, so the shell and
 * the five remotes cannot drift apart. An app's own file only names what it exposes.
 */
/**
 * The shell's federation runtime is imported as ES modules, while the plugin that hands it to the
 * remotes (`provideExternalRuntime`) requires the CommonJS build: without this, main.js carried
 * both builds of runtime-core and ran both at start-up. Pointing the plugin's request at the ES
 * build makes it hand over the very runtime the shell runs.
 */
function oneFederationRuntime(): Record<string, string> {
  // The package exports `./runtime-core` as runtime-core.cjs (require) and runtime-core.js (import).
  const commonJs = require.resolve('@module-federation/runtime-tools/runtime-core', {
    paths: [repoRoot],
  });
  return {
    '@module-federation/runtime-tools/runtime-core$': commonJs.replace(/\.cjs$/, '.js'),
  };
}

/** TypeScript, transpiled only: types are checked once by `npm run typecheck`. */
export const typescriptRule = (root: string): RuleSetRule => ({
  test: /\.tsx?$/,
  exclude: /node_modules/,
  use: {
    loader: 'ts-loader',
    options: { transpileOnly: true, configFile: path.join(root, 'tsconfig.json') },
  },
});

/**
 * CSS Modules (name.module.css beside a component: class names scoped to it). The server build
 * takes the same options, so a page rendered on the server names the classes the browser's
 * stylesheets define.
 */
export const cssModuleOptions = (app: AppDefinition, production: boolean) => ({
  auto: true,
  namedExport: false,
  exportLocalsConvention: 'as-is' as const,
  localIdentName: production ? '[hash:base64:6]' : '[name]__[local]__[hash:base64:4]',
  // Remotes share one page: the same file path in two apps must not share names.
  localIdentHashSalt: app.federationName,
});

/** The manifest declares the shell contract the build expects (shell-contract.ts); both halves'. */
export const manifestWithContract: ConstructorParameters<
  typeof ModuleFederationPlugin
>[0]['manifest'] = {
  additionalData: ({ stats }) => {
    Object.assign(stats.metaData, { [CONTRACT_FIELD]: shellContractOfCheckout() });
    return stats;
  },
};

export function createWebpackConfig(
  definition: FederationDefinition,
  mode: BuildMode,
): Configuration {
  const app = appByDir(definition.app);
  const root = appDir(app);
  const production = mode === 'production';
  return {
    mode,
    context: root,
    entry: { main: ENTRY_FILE },
    devtool: production ? false : 'eval-cheap-module-source-map',
    output: {
      path: distDir(app),
      publicPath: 'auto',
      // Entries keep stable names (served no-cache); every other chunk is content-hashed.
      filename: '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      uniqueName: app.federationName,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      ...(production && app.kind === 'host' ? { alias: oneFederationRuntime() } : {}),
    },
    module: {
      rules: [
        typescriptRule(root),
        // Stylesheets are extracted into .css files that load with their chunks, in the shell,
        // in a remote loaded at run time (its own webpack runtime loads them) and on its own page.
        {
          test: /\.css$/,
          use: [
            MiniCssExtractPlugin.loader,
            {
              loader: 'css-loader',
              options: { modules: cssModuleOptions(app, production) },
            },
          ],
        },
        // antd-mobile flags its barrel as having side effects (it imports the global styles), which
        // keeps every component in the shared copy; shared/ui imports those styles itself.
        { test: /antd-mobile[\\/]es[\\/]index\.js$/, sideEffects: false },
        { test: /\.(png|jpe?g|gif|svg|webp)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new FaviconPlugin(),
      new MiniCssExtractPlugin({
        filename: '[name].css',
        chunkFilename: production ? '[name].[contenthash:8].css' : '[name].css',
        // Order between chunks is set by the tokens' specificity, not by import order.
        ignoreOrder: true,
      }),
      new ModuleFederationPlugin({
        name: app.federationName,
        filename: 'remoteEntry.js',
        exposes: definition.exposes ?? {},
        // Remotes are registered at run time from remotes.json; nothing is known at build time.
        remotes: {},
        shared: sharedDependencies({ treeShake: production }),
        shareStrategy: 'loaded-first',
        runtimePlugins: (definition.runtimePlugins ?? []).map((p) => path.join(root, p)),
        manifest: manifestWithContract,
        dts: false,
        // One copy of the federation runtime in the browser: the shell's. Remotes leave it out
        // (about 18 KB gzip each); their own page loads runtime-core.js instead.
        ...(production
          ? {
              experiments: {
                ...(app.kind === 'host'
                  ? { provideExternalRuntime: true }
                  : { externalRuntime: true }),
                // Browser-only: leaves the runtime's Node.js script loading out of the bundles.
                optimization: { target: 'web' as const },
              },
            }
          : {}),
      }),
      // Absolute, because history routes such as /pages/news/list serve this same page.
      new HtmlWebpackPlugin({
        publicPath: '/',
        // The page runs the app (or the remote alone); the container entry is for hosts only.
        chunks: ['main'],
        templateContent:
          app.kind === 'host'
            ? htmlPage('员工学习')
            : htmlPage(`${app.dir} (standalone)`, production ? [`/${RUNTIME_CORE_FILE}`] : []),
      }),
      ...(production && app.kind === 'host'
        ? [new StartupBundle(path.join(root, ENTRY_FILE)), new ShellPage(definition.startModules)]
        : []),
      // Which stylesheet styles which class, for pages the shell's server renders.
      ...(production ? [new StyleIndexPlugin()] : []),
      // .br and .gz beside every text file, served as they are (serve-app.ts, nginx).
      ...(production ? precompressionPlugins() : []),
    ],
    // webpack minifies only scripts by itself ('...'); stylesheets went out as written, comments
    // and all, and a page the shell's server renders carries its stylesheets inline.
    ...(production ? { optimization: { minimizer: ['...', new CssMinimizerPlugin()] } } : {}),
    performance: { hints: false },
    devServer: {
      port: portOf(app),
      hot: true,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      client: { overlay: { warnings: false } },
    },
  };
}
