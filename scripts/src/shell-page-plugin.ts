import HtmlWebpackPlugin from 'html-webpack-plugin';
import { HOME_PATHS } from 'shared/paths';
import type { Compilation, Compiler } from 'webpack';
// The files themselves: shared/i18n's index also holds the catalogues' dynamic imports.
import { LANGUAGE_STORAGE_KEY, SUPPORTED_LANGUAGES } from '../../shared/src/i18n/language';
import { TEXT_PARTS } from '../../shared/src/i18n/text-parts';
import { EVALUATED_QUERY } from './evaluate-at-build-loader';
import {
  RUNTIME_DOCUMENTS,
  START_TEXTS_ID,
  START_TEXTS_SCRIPT,
  includeOf,
  jsonForScript,
  type StartTextsConfig,
} from './shell-page';

const NAME = 'ShellPage';
/** The element the start-texts script replaces once the page is minified. */
const SCRIPT_PLACEHOLDER_TYPE = 'text/x-start-texts';

/** The catalogue parts' modules (shared/src/i18n/parts), whose texts the build selects itself. */
export const TEXT_PART_MODULE = /[\\/]shared[\\/]src[\\/]i18n[\\/]parts[\\/][^\\/]+\.ts$/;

/** The chunk of a part of a language's catalogue (shared/src/i18n/catalogues.ts names them). */
export const textChunkName = (language: string, part: string): string =>
  `texts-${language.toLowerCase()}-${part}`;

/** Each language's parts' files, from the build's named chunks; a missing one fails the build. */
export function startTextsConfig(compilation: Compilation, publicPath: string): StartTextsConfig {
  const filesOf = (language: string, part: string): string[] => {
    const name = textChunkName(language, part);
    const chunk = compilation.namedChunks.get(name);
    if (!chunk)
      throw new Error(`${NAME}: the build has no chunk "${name}" (catalogues.ts names them)`);
    return [...chunk.files].filter((f) => f.endsWith('.js')).map((f) => `${publicPath}${f}`);
  };
  const files: StartTextsConfig['files'] = {};
  for (const language of SUPPORTED_LANGUAGES) {
    const [start, rest] = TEXT_PARTS.map((part) => filesOf(language, part));
    files[language] = { start: start!, rest: rest! };
  }
  return { key: LANGUAGE_STORAGE_KEY, home: HOME_PATHS, files };
}

/**
 * The shell's page (shell-page.ts): a block per run-time document for its server to fill, and
 * the script that requests the reader's texts with the list of the texts' files. The catalogue
 * parts are evaluated at build time (evaluate-at-build-loader.ts), so each part's chunk holds its
 * own texts only, not the whole catalogue it selects from.
 */
export class ShellPage {
  constructor(private readonly publicPath = '/') {}

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
            START_TEXTS_ID,
            jsonForScript(startTextsConfig(compilation, this.publicPath)),
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
            throw new Error(`${NAME}: the page lost the start-texts script's place`);
          for (const name of RUNTIME_DOCUMENTS)
            if (!html.includes(includeOf(name)))
              throw new Error(`${NAME}: the page lost the include of ${name} (minifier?)`);
          const filled = html.replace(placeholder, () => `<script>${START_TEXTS_SCRIPT}</script>`);
          compilation.updateAsset('index.html', new compiler.webpack.sources.RawSource(filled));
        },
      );
    });
  }
}
