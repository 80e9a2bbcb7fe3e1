import { createHash } from 'node:crypto';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import {
  Compilation,
  sources,
  type Chunk,
  type ChunkGroup,
  type Compiler,
  type Module,
} from 'webpack';

const NAME = 'StartupBundle';
/** The bundle's place in the page until its name is known. */
const PLACEHOLDER = 'startup-bundle-placeholder.js';
/** Module Federation's module types: a shared library as a chunk uses it, and as the host offers it. */
const CONSUME_SHARED_MODULE = 'consume-shared-module';
const PROVIDE_SHARED_MODULE = 'provide-module';

type ConsumeShared = Module & { options: { shareKey: string } };
type ProvideShared = Module & { _name: string };

/**
 * The scripts the host loads before it can render: the chunks its entry file imports (the
 * bootstrap, and whatever else it starts at once) and every shared library those chunks consume,
 * as the host provides it, and so on down the libraries' own shared imports. The browser would
 * otherwise only ask for them once main.js has run.
 */
export function startupScriptFiles(compilation: Compilation, entryFile: string): string[] {
  const imported = (compilation.entrypoints.get('main')?.getChildren() ?? []).filter((group) =>
    group.origins.some(
      (origin) => (origin.module as { resource?: string } | undefined)?.resource === entryFile,
    ),
  );
  const { chunkGraph } = compilation;
  // At start only the host's libraries are registered, so a consumed library loads through the
  // host's provide module (its async block), not the consume module's own fallback copy.
  const provided = new Map<string, ChunkGroup[]>();
  for (const module of compilation.modules) {
    if (module.type !== PROVIDE_SHARED_MODULE) continue;
    const groups = module.blocks.flatMap((block) => chunkGraph.getBlockChunkGroup(block) ?? []);
    provided.set((module as ProvideShared)._name, groups);
  }
  const chunks = new Set<Chunk>();
  const visit = (group: ChunkGroup): void => {
    for (const chunk of group.chunks) {
      if (chunks.has(chunk)) continue;
      chunks.add(chunk);
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        if (module.type !== CONSUME_SHARED_MODULE) continue;
        for (const library of provided.get((module as ConsumeShared).options.shareKey) ?? [])
          visit(library);
      }
    }
  };
  imported.forEach(visit);
  return [...chunks].flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')));
}

/** The build's record of its startup bundle: the file, and the chunk files it holds in order. */
export const STARTUP_BUNDLE_MANIFEST = 'startup-bundle.json';

export type StartupBundleManifest = { file: string; parts: string[] };

/** The shared libraries the bundle holds: those of the chunk files it is made of, once each. */
export const librariesInBundle = (
  bundle: StartupBundleManifest,
  librariesIn: (part: string) => readonly string[],
): string[] => [...new Set(bundle.parts.flatMap(librariesIn))];

/**
 * One script of the chunk files, each run as it would run alone: in a function of its own, so a
 * file's `"use strict"` stays its own (the first file's would otherwise hold for all of them).
 */
export function bundleOf(parts: readonly string[]): string {
  return parts.map((source) => `(function () {\n${source}\n})();`).join('\n');
}

/** A content-hashed name, as webpack names the build's other files (caching-rules.ts). */
export const startupBundleName = (bundle: string): string =>
  `startup.${createHash('sha256').update(bundle).digest('hex').slice(0, 8)}.js`;

/** The names startupBundleName gives. */
export const STARTUP_BUNDLE_NAME = /^startup\.[0-9a-f]{8}\.js$/;

/**
 * Puts the host's startup scripts (startupScriptFiles) in one file, which its page loads before
 * main.js: each chunk registers itself with webpack as it runs, so when the runtime in main.js
 * asks for one, it is there and nothing is requested. One request instead of thirty-odd: on a
 * slow phone each script the page names costs its main thread a few milliseconds to request,
 * before the first paint, and each response its share of the network and the CPU. Should the
 * bundle fail to load, the runtime requests the chunks it needs one by one, as without it.
 * The chunk files are still written, for that.
 */
export class StartupBundle {
  /** `entryFile`: the absolute path of the entry's source file. */
  constructor(
    private readonly entryFile: string,
    private readonly publicPath = '/',
  ) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        // main.js at high priority: the runtime in it must be parsed before anything can run.
        for (const tag of data.headTags)
          if (tag.tagName === 'script') tag.attributes.fetchpriority = 'high';
        // Deferred scripts run in the page's order: the chunks are registered before main.js
        // runs. Named once the chunks are final (below).
        data.headTags.unshift(
          HtmlWebpackPlugin.createHtmlTagObject('script', {
            defer: true,
            src: `${this.publicPath}${PLACEHOLDER}`,
            fetchpriority: 'low',
          }),
        );
        return data;
      });
      // Once the chunks are final: minified, and named by their real content hash (both
      // OPTIMIZE_HASH), before the files are precompressed (OPTIMIZE_TRANSFER).
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 1 },
        () => {
          const page = compilation.getAsset('index.html');
          if (!page) return;
          const parts = startupScriptFiles(compilation, this.entryFile);
          const bundle = bundleOf(
            parts.map((file) => compilation.getAsset(file)!.source.source().toString()),
          );
          const file = startupBundleName(bundle);
          // Minified already, part by part: not again (the minifier takes assets added later too).
          compilation.emitAsset(file, new sources.RawSource(bundle), { minimized: true });
          const manifest: StartupBundleManifest = { file, parts };
          compilation.emitAsset(
            STARTUP_BUNDLE_MANIFEST,
            new sources.RawSource(JSON.stringify(manifest, null, 2)),
          );
          const html = page.source.source().toString();
          if (!html.includes(PLACEHOLDER)) throw new Error(`${NAME}: the page lost its bundle`);
          compilation.updateAsset(
            'index.html',
            new sources.RawSource(html.replace(PLACEHOLDER, () => file)),
          );
        },
      );
    });
  }
}
