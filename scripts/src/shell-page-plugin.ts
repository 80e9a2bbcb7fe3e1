import HtmlWebpackPlugin from 'html-webpack-plugin';
import { HOME_PATHS } from 'shared/paths';
import type { Compilation, Compiler } from 'webpack';
// The files themselves: shared/i18n's index also holds the catalogues' dynamic imports.
import { LANGUAGE_STORAGE_KEY, SUPPORTED_LANGUAGES } from '../../shared/src/i18n/language';
import { TEXT_PARTS } from '../../shared/src/i18n/text-parts';
import { CHANNEL_HEADER, VISITOR_AUTHORIZATION } from '../../shared/src/constants';
import { WECHAT_USER_AGENT } from '../../shared/src/platform/detect-platform';
import { SHELL_CONTRACT_VERSION } from '../../shared/src/federation/contract-version';
import { EARLY_REPLIES_GLOBAL } from '../../shared/src/request/early-replies';
import { EARLY_REQUESTS, earlyRequestUrl } from '../../shared/src/request/early-requests';
import { SESSION_STORAGE_KEY } from '../../shared/src/session/session-storage-key';
import { ABSOLUTE_URL } from '../../shared/src/standalone/absolute-url';
import { EARLY_MANIFESTS_GLOBAL } from '../../shell/src/federation/early-manifests';
import {
  EARLY_ACTION_GLOBAL,
  NATIVE_TAP_TARGETS,
  REACT_PROPS_KEY,
} from '../../shell/src/rendering/early-action';
import type { StartModule } from './define-federation';
import { EVALUATED_QUERY } from './evaluate-at-build-loader';
import {
  RUNTIME_DOCUMENTS,
  START_CONFIG_ID,
  START_SCRIPT,
  includeOf,
  jsonForScript,
  type StartConfig,
} from './shell-page';

const NAME = 'ShellPage';
/** The element the start script replaces once the page is minified. */
const SCRIPT_PLACEHOLDER_TYPE = 'text/x-start-script';

/** The catalogue parts' modules (shared/src/i18n/parts), whose texts the build selects itself. */
export const TEXT_PART_MODULE = /[\\/]shared[\\/]src[\\/]i18n[\\/]parts[\\/][^\\/]+\.ts$/;

/** The chunk of a part of a language's catalogue (shared/src/i18n/catalogues.ts names them). */
export const textChunkName = (language: string, part: string): string =>
  `texts-${language.toLowerCase()}-${part}`;

/** Each language's parts' files, from the build's named chunks; a missing one fails the build. */
export function startConfig(
  compilation: Compilation,
  publicPath: string,
  startModules: Record<string, StartModule[]> = {},
): StartConfig {
  const filesOf = (language: string, part: string): string[] => {
    const name = textChunkName(language, part);
    const chunk = compilation.namedChunks.get(name);
    if (!chunk)
      throw new Error(`${NAME}: the build has no chunk "${name}" (catalogues.ts names them)`);
    return [...chunk.files].filter((f) => f.endsWith('.js')).map((f) => `${publicPath}${f}`);
  };
  const files: StartConfig['files'] = {};
  for (const language of SUPPORTED_LANGUAGES) {
    const [start, rest] = TEXT_PARTS.map((part) => filesOf(language, part));
    files[language] = { start: start!, rest: rest! };
  }
  const requests: StartConfig['requests'] = {};
  for (const [route, list] of Object.entries(EARLY_REQUESTS))
    requests[route] = list.map((request) => ({
      url: earlyRequestUrl(request),
      ...(request.largestImage ? { image: request.largestImage } : {}),
      ...(request.signedIn ? { signedIn: true } : {}),
    }));
  return {
    key: LANGUAGE_STORAGE_KEY,
    home: HOME_PATHS,
    files,
    requests,
    session: SESSION_STORAGE_KEY,
    visitor: VISITOR_AUTHORIZATION,
    channelHeader: CHANNEL_HEADER,
    wechat: WECHAT_USER_AGENT.source,
    absolute: ABSOLUTE_URL.source,
    appConfig: 'app-config.json' satisfies (typeof RUNTIME_DOCUMENTS)[number],
    replies: EARLY_REPLIES_GLOBAL,
    modules: startModules,
    remotesJson: 'remotes.json' satisfies (typeof RUNTIME_DOCUMENTS)[number],
    manifests: EARLY_MANIFESTS_GLOBAL,
    contract: SHELL_CONTRACT_VERSION,
    action: EARLY_ACTION_GLOBAL,
    nativeTaps: NATIVE_TAP_TARGETS,
    reactProps: REACT_PROPS_KEY,
  };
}

/**
 * The shell's page (shell-page.ts): a block per run-time document for its server to fill, and
 * the script that starts the reader's texts and the route's first API calls, with its block (the
 * texts' files, the routes' early requests). The catalogue
 * parts are evaluated at build time (evaluate-at-build-loader.ts), so each part's chunk holds its
 * own texts only, not the whole catalogue it selects from.
 */
export class ShellPage {
  constructor(
    /** Path → the remote modules its first load shows (the shell's federation.config.ts). */
    private readonly startModules: Record<string, StartModule[]> = {},
    private readonly publicPath = '/',
  ) {}

  apply(compiler: Compiler): void {
    compiler.options.module.rules.push({
      test: TEXT_PART_MODULE,
      resourceQuery: { not: [new RegExp(`\\${EVALUATED_QUERY}`)] },
      enforce: 'pre',
      use: [{ loader: require.resolve('./evaluate-at-build-loader') }],
    });
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        const block = (type: string, id: string | undefined, content: string) =>
          HtmlWebpackPlugin.createHtmlTagObject('script', { type, ...(id ? { id } : {}) }, content);
        data.headTags.unshift(
          ...RUNTIME_DOCUMENTS.map((name) => block('application/json', name, includeOf(name))),
          block(
            'application/json',
            START_CONFIG_ID,
            jsonForScript(startConfig(compilation, this.publicPath, this.startModules)),
          ),
          // Where the script goes, once the page is minified (below).
          block(SCRIPT_PLACEHOLDER_TYPE, undefined, ''),
        );
        return data;
      });
      // The CSP names the script by its hash, so the page must carry it byte for byte: it is
      // written in after the minifier (which rewrites inline scripts), before the compression.
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH },
        () => {
          const page = compilation.getAsset('index.html');
          if (!page) return;
          const html = page.source.source().toString();
          const placeholder = new RegExp(`<script type="?${SCRIPT_PLACEHOLDER_TYPE}"?></script>`);
          if (!placeholder.test(html))
            throw new Error(`${NAME}: the page lost the start script's place`);
          for (const name of RUNTIME_DOCUMENTS)
            if (!html.includes(includeOf(name)))
              throw new Error(`${NAME}: the page lost the include of ${name} (minifier?)`);
          const filled = html.replace(placeholder, () => `<script>${START_SCRIPT}</script>`);
          compilation.updateAsset('index.html', new compiler.webpack.sources.RawSource(filled));
        },
      );
    });
  }
}
