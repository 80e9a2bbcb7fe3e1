import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { compile } from './build';
import { ShellPage } from './shell-page-plugin';
import {
  RENDERED_MARKER_ID,
  START_CONFIG_ID,
  START_SCRIPT,
  includeOf,
  startConfigOf,
  textsFilesFor,
  type StartConfig,
} from './shell-page';

/**
 * A tiny app shaped like the shell's texts: a catalogue (all.ts) and its parts as modules of
 * shared/src/i18n/parts, each imported into a chunk of its own, built for production (the
 * minifier and all) with the plugin.
 */
let dist: string;
let html: string;

/** The remote modules the test page starts with (the shell's come from its federation.config.ts). */
const START_MODULES = {
  '/': [
    { remote: 'mf_content', expose: 'widgets/banner-carousel' },
    { remote: 'mf_user', expose: 'widgets/check-in', signedIn: true as const },
    { remote: 'mf_content', expose: 'widgets/latest-news' },
  ],
  '/pages/news/list': [{ remote: 'mf_content', expose: 'routes' }],
};

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
      new ShellPage(START_MODULES),
    ],
  });
  html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
}, 60_000);

const config = (): StartConfig => startConfigOf(html);

describe("the shell's built page", () => {
  it('carries the start script byte for byte, after the minifier (the CSP names its hash)', () => {
    expect(html).toContain(`<script>${START_SCRIPT}</script>`);
    // Before main.js, so the texts are requested with the first scripts.
    expect(html.indexOf(START_SCRIPT)).toBeLessThan(html.indexOf('main.js'));
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

describe('the start script', () => {
  /** Runs the script on a page at `pathname` and returns the scripts it added. */
  function run(options: {
    pathname: string;
    stored?: string | null;
    languages?: string[];
    storageThrows?: boolean;
    /** The page the shell's server rendered (its marker in the head), with its texts' preloads. */
    rendered?: { preloaded: string[] };
  }): string[] {
    const added: string[] = [];
    const block = { textContent: JSON.stringify(config()) };
    const context = {
      window: {},
      document: {
        addEventListener: () => {},
        getElementById: (id: string) =>
          id === START_CONFIG_ID
            ? block
            : id === RENDERED_MARKER_ID && options.rendered
              ? { textContent: '' }
              : null,
        querySelector: (selector: string) =>
          options.rendered?.preloaded.some(
            (file) => selector === `link[rel=preload][href="${file}"]`,
          )
            ? {}
            : null,
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
      // No paint timing, no frames: a rendered page's start runs at once, after this task.
      setTimeout: (callback: () => void) => callback(),
    };
    vm.runInNewContext(START_SCRIPT, context);
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

  it('keeps the browser from submitting any form itself, before anything else', () => {
    const listeners: { type: string; listener: (event: unknown) => void; capture: unknown }[] = [];
    const context = {
      // Nothing else: whatever the script does next fails, and the guard is already in place.
      document: {
        addEventListener: (type: string, listener: (event: unknown) => void, capture: unknown) =>
          listeners.push({ type, listener, capture }),
      },
    };
    vm.runInNewContext(START_SCRIPT, context);
    expect(listeners.map(({ type, capture }) => [type, capture])).toEqual([['submit', true]]);
    const submit = { preventDefault: jest.fn() };
    listeners[0]!.listener(submit);
    expect(submit.preventDefault).toHaveBeenCalled();
  });

  it('requests the whole catalogue for any other page', () => {
    expect(run({ pathname: '/pagesUser/set/index', stored: 'zh-CN' })).toEqual([
      'zh-cn-start',
      'zh-cn-rest',
    ]);
  });

  it("requests none that a page the shell's server rendered preloads, and the others", () => {
    const en = config().files.en!;
    const zh = config().files['zh-CN']!;
    const rendered = { preloaded: [...en.start, ...en.rest] };
    expect(run({ pathname: '/', rendered })).toEqual([]);
    expect(run({ pathname: '/pages/news/list', rendered })).toEqual([]);
    // Rendered in English, stored Chinese (no cookie said so): the browser renders it in Chinese.
    expect(run({ pathname: '/', stored: 'zh-CN', rendered })).toEqual(['zh-cn-start']);
    expect(run({ pathname: '/', rendered: { preloaded: zh.start } })).toEqual(['en-start']);
  });
});

describe("the start script's record of an action lost before hydration", () => {
  type Listener = (event: object) => void;
  type Event = {
    type: string;
    target: object;
    isTrusted: boolean;
    key?: string;
    isComposing?: boolean;
  };
  /** Runs the script on a page; answers its listeners and the window it wrote to. */
  function run(rendered: boolean) {
    const listeners: { type: string; capture: boolean; listener: Listener }[] = [];
    const block = { textContent: JSON.stringify(config()) };
    const window: Record<string, unknown> = {};
    const context = {
      window,
      document: {
        addEventListener: (type: string, listener: Listener, capture: boolean) => {
          if (type !== 'submit') listeners.push({ type, capture, listener });
        },
        getElementById: (id: string) =>
          id === START_CONFIG_ID ? block : id === RENDERED_MARKER_ID && rendered ? {} : null,
        querySelector: () => null,
        createElement: () => ({}),
        head: { appendChild: () => {} },
      },
      localStorage: { getItem: () => null },
      navigator: { languages: ['en-US'] },
      location: { pathname: '/pagesUser/team/list', protocol: 'https:', host: 'app.example.com' },
      Object,
      JSON,
    };
    vm.runInNewContext(START_SCRIPT, context);
    /** The event through the document: capture listeners, then (unless a handler stopped it) the others. */
    const send = (event: Event, { stopped = false } = {}) => {
      for (const { type, capture, listener } of listeners)
        if (type === event.type && (capture || !stopped)) listener(event);
    };
    const tap = (target: object, options: { isTrusted?: boolean; stopped?: boolean } = {}) =>
      send({ type: 'click', target, isTrusted: options.isTrusted ?? true }, options);
    const press = (target: object, key: string, options: { isComposing?: boolean } = {}) =>
      send({ type: 'keydown', target, key, isTrusted: true, ...options });
    const noted = () => window.__earlyAction as { target: unknown; type: string };
    return { listeners, tap, press, window, noted };
  }

  /** An element as the browser has it: hydrated (React's props on it) or not, in a link or not. */
  const element = ({ hydrated = false, native = false } = {}) => ({
    nodeType: 1,
    ...(hydrated ? { __reactProps$x1y2: {} } : {}),
    closest: (selector: string) => {
      expect(selector).toBe(config().nativeTaps);
      return native ? {} : null;
    },
  });

  it('notes the last tap or Enter no handler took, on a page the shell server rendered', () => {
    const { tap, press, noted } = run(true);
    expect(noted().target).toBeNull();
    const [button, tab, field] = [element(), element(), element({ native: true })];
    tap(button);
    expect(noted()).toEqual({ target: button, type: 'click' });
    tap(tab);
    expect(noted()).toEqual({ target: tab, type: 'click' });
    press(field, 'Enter');
    expect(noted()).toEqual({ target: field, type: 'enter' });
  });

  it("clears it at one React took (hydrated; stopped or not), or the browser's own tap", () => {
    const { tap, press, noted } = run(true);
    for (const taken of [
      () => tap(element({ hydrated: true })),
      () => tap(element(), { stopped: true }),
      () => tap(element({ native: true })),
      () => press(element({ hydrated: true }), 'Enter'),
    ]) {
      tap(element());
      taken();
      expect(noted().target).toBeNull();
    }
  });

  it("ignores other keys, Enter that ends a composition (an IME's), and the page's own clicks", () => {
    const { tap, press, noted } = run(true);
    const lost = element();
    tap(lost);
    press(element(), 'a');
    press(element(), 'Enter', { isComposing: true });
    tap(element(), { isTrusted: false });
    expect(noted().target).toBe(lost);
  });

  it('stops once the shell has removed its record, and records nothing on a page rendered in the browser', () => {
    const { tap, window } = run(true);
    const record = window.__earlyAction as { target: unknown };
    delete window.__earlyAction;
    tap(element());
    expect(record.target).toBeNull();
    expect(window.__earlyAction).toBeUndefined();
    expect(run(false).listeners).toEqual([]);
  });
});

describe('textsFilesFor', () => {
  it.each<[string, string, string[]]>([
    ['/', 'en', ['/texts-en-start']],
    ['/pages/index/index/', 'zh-CN', ['/texts-zh-cn-start']],
    ['/pages/news/list', 'en', ['/texts-en-start', '/texts-en-rest']],
    ['/pagesUser/set/index', 'zh-CN', ['/texts-zh-cn-start', '/texts-zh-cn-rest']],
    ['/', 'klingon', []],
  ])('on %s in %s: the files START_SCRIPT would request', (pathname, language, files) => {
    const picked = textsFilesFor(config(), language, pathname);
    expect(picked.map((file) => file.replace(/\.[0-9a-f]{8}\.js$/, ''))).toEqual(files);
  });
});

describe("the start script's early requests", () => {
  type Sent = { url: string; headers: Record<string, string>; mode?: string; priority?: string };
  type Link = { rel: string; as: string; href: string; fetchPriority: string };

  /** Runs the script at `pathname` with the API's answers; resolves what it sent and kept. */
  async function run(options: {
    pathname: string;
    search?: string;
    appConfig?: string;
    /** The remotes.json block as the server wrote it (none by default). */
    remotes?: string;
    session?: unknown;
    userAgent?: string;
    /** The page the shell's server rendered (its marker in the head). */
    rendered?: boolean;
    answer?: (url: string) => { status: number; body: unknown } | 'network';
    /** What happens before the page's first contentful paint (the runtime asking for a manifest). */
    beforePaint?: (window: Record<string, unknown>) => void;
    /** A browser without paint timing: the script waits for the first frame instead. */
    noPaintTiming?: boolean;
    /** The document's parse ends before its first contentful paint (its readystatechange). */
    parsedBeforePaint?: boolean;
  }) {
    const sent: Sent[] = [];
    const listeners: Record<string, (() => void)[]> = {};
    const links: Link[] = [];
    const blocks: Record<string, { textContent: string }> = {
      [START_CONFIG_ID]: { textContent: JSON.stringify(config()) },
      'app-config.json': {
        textContent: options.appConfig ?? '{"apiBaseUrl":"https://api.example.com/"}',
      },
      ...(options.remotes === undefined
        ? {}
        : { 'remotes.json': { textContent: options.remotes } }),
      ...(options.rendered ? { [RENDERED_MARKER_ID]: { textContent: '' } } : {}),
    };
    const answer = options.answer ?? (() => ({ status: 200, body: { code: '0', data: {} } }));
    const window: Record<string, unknown> = {};
    const context = {
      window,
      document: {
        addEventListener: (type: string, listener: () => void) =>
          (listeners[type] ??= []).push(listener),
        getElementById: (id: string) => blocks[id] ?? null,
        querySelector: () => null,
        createElement: (tag: string) => ({ tag }),
        head: {
          appendChild: (element: { tag: string } & Link) => {
            if (element.tag === 'link') links.push(element);
          },
        },
      },
      localStorage: {
        getItem: (key: string) =>
          key === 'shared.language'
            ? 'zh-CN'
            : key === 'shared.session' && options.session
              ? JSON.stringify(options.session)
              : null,
      },
      navigator: { languages: ['en-US'], userAgent: options.userAgent ?? 'Mozilla/5.0 Mobile' },
      location: {
        pathname: options.pathname,
        search: options.search ?? '',
        protocol: 'https:',
        host: 'app.example.com',
      },
      Object,
      JSON,
      String,
      RegExp,
      Date,
      fetch: (
        url: string,
        init?: { headers?: Record<string, string>; mode?: string; priority?: string },
      ) => {
        sent.push({
          url,
          headers: init?.headers ?? {},
          ...(init?.mode ? { mode: init.mode } : {}),
          ...(init?.priority ? { priority: init.priority } : {}),
        });
        const reply = answer(url);
        if (reply === 'network') return Promise.reject(new TypeError('Failed to fetch'));
        return Promise.resolve({
          status: reply.status,
          text: () => Promise.resolve(JSON.stringify(reply.body)),
        });
      },
    };
    context.window.fetch = context.fetch;
    // The browser's first paints, in order: a blank one (the page's background), then content.
    const paints: ((names: string[]) => void)[] = [];
    const frames: (() => void)[] = [];
    context.window.requestAnimationFrame = (callback: () => void) => frames.push(callback);
    if (!options.noPaintTiming)
      context.window.PerformanceObserver = class {
        static supportedEntryTypes = ['mark', 'paint'];
        private on = true;
        constructor(callback: (list: object, observer: object) => void) {
          paints.push((names) => {
            if (this.on) callback({ getEntries: () => names.map((name) => ({ name })) }, this);
          });
        }
        observe(options: object) {
          expect(options).toEqual({ type: 'paint', buffered: true });
        }
        disconnect() {
          this.on = false;
        }
      };
    vm.runInNewContext(START_SCRIPT, {
      ...context,
      setTimeout: (callback: () => void) => callback(),
    });
    for (const paint of paints) paint(['first-paint']);
    if (options.parsedBeforePaint)
      for (const listener of listeners.readystatechange ?? []) listener();
    const sentBeforePaint = sent.map((s) => s.url);
    options.beforePaint?.(window);
    for (const paint of paints) paint(['first-contentful-paint']);
    for (const paint of paints) paint(['first-contentful-paint']);
    for (const frame of frames) frame();
    const replies = (window.__earlyReplies ?? {}) as Record<
      string,
      { authorization: string; channel: string; language: string; reply: Promise<unknown> }
    >;
    const settled = Object.fromEntries(
      await Promise.all(
        Object.entries(replies).map(async ([url, entry]) => [url, await entry.reply] as const),
      ),
    );
    const manifests = (window.__earlyManifests ?? {}) as Record<string, Promise<unknown>>;
    const manifestReplies = Object.fromEntries(
      await Promise.all(
        Object.entries(manifests).map(async ([url, reply]) => [url, await reply] as const),
      ),
    );
    return { sent, sentBeforePaint, links, replies, settled, manifestReplies };
  }

  const banner = { code: '0', data: { list: [{ image: '/api/media/banner-1.png' }] } };

  it("sends none on a page the shell's server rendered (its data is in the HTML)", async () => {
    const { sent, replies } = await run({ pathname: '/', rendered: true });
    expect(sent).toEqual([]);
    expect(replies).toEqual({});
  });

  it("sends home's first calls to the API with the client's headers, and keeps their replies", async () => {
    const { sent, replies, settled } = await run({
      pathname: '/',
      answer: (url) => ({ status: 200, body: url.includes('banners') ? banner : { code: '0' } }),
    });
    expect(sent.map((s) => s.url)).toEqual([
      'https://api.example.com/api/banners?position=home',
      'https://api.example.com/api/news?page=1&pageSize=5',
      'https://api.example.com/api/courses?recommended=1&page=1&pageSize=4',
    ]);
    expect(sent[0]!.headers).toEqual({
      Authorization: 'visitor',
      'X-Channel': 'h5',
      'Accept-Language': 'zh-CN',
    });
    const entry = replies['https://api.example.com/api/banners?position=home']!;
    expect([entry.authorization, entry.channel, entry.language]).toEqual([
      'visitor',
      'h5',
      'zh-CN',
    ]);
    expect(settled['https://api.example.com/api/banners?position=home']).toEqual({
      status: 200,
      body: JSON.stringify(banner),
    });
  });

  it("sends a live session's token, in WeChat as the wechat channel; an ended one as a visitor", async () => {
    const exp = Math.floor(Date.now() / 1000) + 3600;
    const live = await run({
      pathname: '/pages/index/index',
      session: { state: { token: 'tok-1', exp } },
      userAgent: 'Mozilla/5.0 MicroMessenger/8.0',
    });
    expect(live.sent[0]!.headers).toMatchObject({ Authorization: 'tok-1', 'X-Channel': 'wechat' });
    const ended = await run({ pathname: '/', session: { state: { token: 'tok-1', exp: 1 } } });
    expect(ended.sent[0]!.headers.Authorization).toBe('visitor');
  });

  it("preloads the largest image the banners' reply names, at high priority, behind the API's origin", async () => {
    const { links } = await run({
      pathname: '/',
      answer: (url) => ({ status: 200, body: url.includes('banners') ? banner : { code: '0' } }),
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(links).toEqual([
      expect.objectContaining({
        rel: 'preload',
        as: 'image',
        fetchPriority: 'high',
        href: 'https://api.example.com/api/media/banner-1.png',
      }),
    ]);
  });

  it('keeps a failed request as no reply, preloading nothing', async () => {
    const { settled, links } = await run({ pathname: '/', answer: () => 'network' });
    expect(Object.values(settled)).toEqual([null, null, null]);
    expect(links).toEqual([]);
  });

  it('starts nothing on a page without early requests, or without the API origin written in', async () => {
    expect((await run({ pathname: '/pagesUser/set/index' })).sent).toEqual([]);
    const unfilled = await run({
      pathname: '/',
      appConfig: '<!--# include virtual="/app-config.json" -->',
    });
    expect(unfilled.sent).toEqual([]);
  });

  it("sends another route's first calls, and none for its URL with a query (other data)", async () => {
    expect((await run({ pathname: '/pages/news/list' })).sent.map((s) => s.url)).toEqual([
      'https://api.example.com/api/news/categories',
      'https://api.example.com/api/news?page=1&pageSize=10',
    ]);
    expect((await run({ pathname: '/pages/news/list', search: '?category_id=2' })).sent).toEqual(
      [],
    );
  });

  it("sends a members route's calls only with a live session: a visitor's page never asks", async () => {
    expect((await run({ pathname: '/pages/exam/index' })).sent).toEqual([]);
    const live = { state: { token: 'tok-1', exp: Date.now() / 1000 + 3600 } };
    const { sent } = await run({ pathname: '/pages/exam/index', session: live });
    expect(sent.map((s) => [s.url, s.headers.Authorization])).toEqual([
      ['https://api.example.com/api/exam/home', 'tok-1'],
      ['https://api.example.com/api/banners?position=exam', 'tok-1'],
    ]);
  });

  it("calls the page's own origin when the API shares it", async () => {
    const { sent } = await run({ pathname: '/', appConfig: '{"apiBaseUrl":""}' });
    expect(sent[0]!.url).toBe('https://app.example.com/api/banners?position=home');
  });

  describe('remote modules', () => {
    const contract = () => config().contract;
    const remotes = (mfContentContract = contract()) =>
      JSON.stringify({
        mf_content: {
          entry: 'https://cdn.example.com/mf-content/1.0.0-ab12cd34/mf-manifest.json',
          version: '1.0.0',
          contract: mfContentContract,
          files: {
            'widgets/banner-carousel': ['banner.1a1a1a1a.js'],
            'widgets/latest-news': ['news.2b2b2b2b.js', 'news.3c3c3c3c.css'],
            routes: ['routes.4d4d4d4d.js'],
          },
        },
        mf_user: {
          entry: 'https://user.example.com/mf-manifest.json',
          version: '1.0.0',
          contract: contract(),
          files: { 'widgets/check-in': ['check-in.5e5e5e5e.js'] },
        },
      });
    const manifest = { name: 'mf_content', exposes: [] };
    const answer = (url: string) => ({
      status: 200,
      body: url.endsWith('mf-manifest.json') ? manifest : { code: '0', data: {} },
    });
    /** What the script fetched of the remotes: manifests plainly, files quietly into the cache. */
    const code = (sent: Sent[]) =>
      sent
        .filter((s) => !s.url.startsWith('https://api.example.com/'))
        .map((s) => `${s.url}${s.mode ? ` ${s.mode} ${s.priority}` : ''}`);
    const content = 'https://cdn.example.com/mf-content/1.0.0-ab12cd34/';

    it("fetches a visitor's home widgets' files beside their manifest, and keeps the manifest's reply", async () => {
      const { sent, links, manifestReplies } = await run({
        pathname: '/',
        remotes: remotes(),
        answer,
      });
      expect(code(sent)).toEqual([
        `${content}mf-manifest.json`,
        `${content}banner.1a1a1a1a.js no-cors low`,
        `${content}news.2b2b2b2b.js no-cors low`,
        `${content}news.3c3c3c3c.css no-cors low`,
      ]);
      // No preload elements: a failed one would be handed to the runtime's script later.
      expect(links.filter((l) => l.as !== 'image')).toEqual([]);
      expect(manifestReplies).toEqual({
        [`${content}mf-manifest.json`]: { status: 200, body: JSON.stringify(manifest) },
      });
    });

    it.each([
      ['after its first contentful paint', {}, false],
      ['after its first frame, in a browser without paint timing', { noPaintTiming: true }, false],
      [
        'as soon as its parse ends, when that comes before its first contentful paint',
        { parsedBeforePaint: true },
        true,
      ],
    ])(
      "starts them on a page the shell's server rendered %s, once, without the stylesheets it carries",
      async (_when, browser, beforePaint) => {
        const { sent, sentBeforePaint } = await run({
          pathname: '/',
          remotes: remotes(),
          answer,
          rendered: true,
          ...browser,
        });
        const expected = [
          `${content}mf-manifest.json`,
          `${content}banner.1a1a1a1a.js no-cors low`,
          `${content}news.2b2b2b2b.js no-cors low`,
        ];
        expect(code(sent)).toEqual(expected);
        expect(sentBeforePaint).toEqual(
          beforePaint ? expected.map((line) => line.split(' ')[0]) : [],
        );
      },
    );

    it('leaves a remote whose manifest the runtime asked for before that paint to the runtime', async () => {
      const { sent, manifestReplies } = await run({
        pathname: '/',
        remotes: remotes(),
        answer,
        rendered: true,
        session: { state: { token: 'member-token', exp: Date.now() / 1000 + 3600 } },
        // What takeEarlyManifest (shell/src/federation/early-manifests.ts) does for a URL the page has not asked for.
        beforePaint: (window) => {
          (window.__earlyManifests as Record<string, unknown>)[`${content}mf-manifest.json`] =
            undefined;
        },
      });
      expect(code(sent)).toEqual([
        'https://user.example.com/mf-manifest.json',
        'https://user.example.com/check-in.5e5e5e5e.js no-cors low',
      ]);
      expect(Object.keys(manifestReplies)).toEqual([
        `${content}mf-manifest.json`,
        'https://user.example.com/mf-manifest.json',
      ]);
    });

    it("adds a logged-in reader's own widgets", async () => {
      const live = { state: { token: 'tok-1', exp: Date.now() / 1000 + 3600 } };
      const { sent, manifestReplies } = await run({
        pathname: '/',
        remotes: remotes(),
        answer,
        session: live,
      });
      expect(code(sent)).toContain('https://user.example.com/check-in.5e5e5e5e.js no-cors low');
      expect(Object.keys(manifestReplies)).toEqual([
        `${content}mf-manifest.json`,
        'https://user.example.com/mf-manifest.json',
      ]);
    });

    it("fetches another page's route table", async () => {
      const { sent } = await run({ pathname: '/pages/news/list', remotes: remotes(), answer });
      expect(code(sent)).toEqual([
        `${content}mf-manifest.json`,
        `${content}routes.4d4d4d4d.js no-cors low`,
      ]);
    });

    it('starts nothing of a release built against another shell contract (the shell refuses it)', async () => {
      const { sent, manifestReplies } = await run({
        pathname: '/',
        remotes: remotes(contract() + 1),
        answer,
      });
      expect(code(sent)).toEqual([]);
      expect(manifestReplies).toEqual({});
    });

    it('asks for the manifest alone when remotes.json lists no files, and nothing without remotes.json', async () => {
      const bare = JSON.stringify({
        mf_content: { entry: `${content}mf-manifest.json`, version: '1', contract: contract() },
      });
      const listed = await run({ pathname: '/', remotes: bare, answer });
      expect(code(listed.sent)).toEqual([`${content}mf-manifest.json`]);
      for (const unfilled of [undefined, '<!--# include virtual="/remotes.json" -->']) {
        const none = await run({ pathname: '/', remotes: unfilled, answer });
        expect(code(none.sent)).toEqual([]);
      }
    });

    it("keeps a manifest that could not be fetched as no reply, and still makes the page's calls", async () => {
      const { manifestReplies, sent } = await run({
        pathname: '/',
        remotes: remotes(),
        answer: (url) => (url.startsWith('https://cdn.example.com/') ? 'network' : answer(url)),
      });
      expect(Object.values(manifestReplies)).toEqual([null]);
      expect(sent.map((s) => s.url)).toContain('https://api.example.com/api/banners?position=home');
    });
  });
});
