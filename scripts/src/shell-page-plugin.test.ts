import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { compile } from './build';
import { ShellPage } from './shell-page-plugin';
import { START_TEXTS_ID, START_TEXTS_SCRIPT, includeOf, type StartTextsConfig } from './shell-page';

/**
 * A tiny app shaped like the shell's texts: a catalogue (all.ts) and its parts as modules of
 * shared/src/i18n/parts, each imported into a chunk of its own, built for production (the
 * minifier and all) with the plugin.
 */
let dist: string;
let html: string;

beforeAll(async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-page-'));
  const i18n = path.join(root, 'shared', 'src', 'i18n');
  fs.mkdirSync(path.join(i18n, 'parts'), { recursive: true });
  fs.writeFileSync(
    path.join(i18n, 'all.ts'),
    `export const all: Record<string, string> = { 'start.a': 'Start A', 'rest.b': 'Only in the rest' };\n`,
  );
  const imports: string[] = [];
  for (const language of ['en', 'zh-cn']) {
    for (const part of ['start', 'rest']) {
      fs.writeFileSync(
        path.join(i18n, 'parts', `${part}-${language}.ts`),
        `import { all } from '../all';\nexport const texts = Object.fromEntries(Object.entries(all).filter(([key]) => key.startsWith('${part}.')));\n`,
      );
      imports.push(
        `import(/* webpackChunkName: "texts-${language}-${part}" */ './shared/src/i18n/parts/${part}-${language}')`,
      );
    }
  }
  fs.writeFileSync(
    path.join(root, 'tsconfig.json'),
    JSON.stringify({ compilerOptions: { module: 'esnext', target: 'es2020', strict: true } }),
  );
  fs.writeFileSync(path.join(root, 'index.ts'), `void Promise.all([${imports.join(', ')}]);\n`);
  dist = path.join(root, 'dist');
  await compile({
    mode: 'production',
    context: root,
    entry: { main: './index.ts' },
    output: { path: dist, publicPath: 'auto', chunkFilename: '[name].[contenthash:8].js' },
    resolve: { extensions: ['.ts', '.js'] },
    module: {
      rules: [
        {
          test: /\.ts$/,
          use: {
            loader: require.resolve('ts-loader'),
            options: { transpileOnly: true, configFile: path.join(root, 'tsconfig.json') },
          },
        },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({
        publicPath: '/',
        templateContent:
          '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
      }),
      new ShellPage(),
    ],
  });
  html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
}, 60_000);

const config = (): StartTextsConfig => {
  const match = new RegExp(
    `<script type="?application/json"? id="?${START_TEXTS_ID}"?>(.*?)</script>`,
  ).exec(html);
  return JSON.parse(match![1]!) as StartTextsConfig;
};

describe("the shell's built page", () => {
  it('carries the start-texts script byte for byte, after the minifier (the CSP names its hash)', () => {
    expect(html).toContain(`<script>${START_TEXTS_SCRIPT}</script>`);
    // Before main.js, so the texts are requested with the first scripts.
    expect(html.indexOf(START_TEXTS_SCRIPT)).toBeLessThan(html.indexOf('main.js'));
  });

  it('holds a block per run-time document, with the include its server fills', () => {
    for (const name of ['app-config.json', 'remotes.json']) {
      expect(html).toMatch(
        new RegExp(
          `<script type="?application/json"? id="?${name.replace('.', '\\.')}"?>${includeOf(name)}</script>`,
        ),
      );
    }
  });

  it("lists each language's parts' files, and home's paths", () => {
    const { key, home, files } = config();
    expect(key).toBe('shared.language');
    expect(home).toEqual(['/', '/pages/index/index']);
    expect(Object.keys(files).sort()).toEqual(['en', 'zh-CN']);
    for (const [language, parts] of Object.entries(files)) {
      for (const [part, list] of Object.entries(parts)) {
        expect(list).toEqual([
          expect.stringMatching(
            new RegExp(`^/texts-${language.toLowerCase()}-${part}\\.[0-9a-f]{8}\\.js$`),
          ),
        ]);
        expect(fs.existsSync(path.join(dist, list[0]!))).toBe(true);
      }
    }
  });

  it("ships each part's texts alone, evaluated at build time", () => {
    const { files } = config();
    const start = fs.readFileSync(path.join(dist, files.en!.start[0]!), 'utf8');
    const rest = fs.readFileSync(path.join(dist, files.en!.rest[0]!), 'utf8');
    expect(start).toContain('Start A');
    expect(start).not.toContain('Only in the rest');
    expect(start).not.toContain('filter');
    expect(rest).toContain('Only in the rest');
    expect(rest).not.toContain('Start A');
  });
});

describe('the start-texts script', () => {
  /** Runs the script on a page at `pathname` and returns the scripts it added. */
  function run(options: {
    pathname: string;
    stored?: string | null;
    languages?: string[];
    storageThrows?: boolean;
  }): string[] {
    const added: string[] = [];
    const block = { textContent: JSON.stringify(config()) };
    const context = {
      document: {
        getElementById: (id: string) => (id === START_TEXTS_ID ? block : null),
        createElement: () => ({ src: '', async: false }),
        head: { appendChild: (element: { src: string }) => added.push(element.src) },
      },
      localStorage: {
        getItem: () => {
          if (options.storageThrows) throw new Error('SecurityError');
          return options.stored ?? null;
        },
      },
      navigator: { languages: options.languages ?? ['en-US'], language: options.languages?.[0] },
      location: { pathname: options.pathname, protocol: 'https:', host: 'app.example.com:8443' },
      Object,
      JSON,
    };
    vm.runInNewContext(START_TEXTS_SCRIPT, context);
    for (const src of added) expect(src).toMatch(/^https:\/\/app\.example\.com:8443\/texts-/);
    return added.map((src) => /texts-([a-z-]+)\./.exec(src)![1]!);
  }

  it("requests home's start part of the stored language, else of the browser's", () => {
    expect(run({ pathname: '/' })).toEqual(['en-start']);
    expect(run({ pathname: '/pages/index/index/', stored: 'zh-CN' })).toEqual(['zh-cn-start']);
    expect(run({ pathname: '/', languages: ['zh-TW', 'en'] })).toEqual(['zh-cn-start']);
    expect(run({ pathname: '/', stored: 'en', languages: ['zh-CN'] })).toEqual(['en-start']);
    expect(run({ pathname: '/', stored: 'klingon', languages: ['zh'] })).toEqual(['zh-cn-start']);
    expect(run({ pathname: '/', storageThrows: true, languages: ['zh-CN'] })).toEqual([
      'zh-cn-start',
    ]);
  });

  it('requests the whole catalogue for any other page', () => {
    expect(run({ pathname: '/pagesUser/set/index', stored: 'zh-CN' })).toEqual([
      'zh-cn-start',
      'zh-cn-rest',
    ]);
  });
});
