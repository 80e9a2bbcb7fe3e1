import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Chunk, ChunkGroup, Compilation, Compiler, Module } from 'webpack';

const NAME = 'PreloadStartupScripts';
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

/**
 * Adds `<link rel="preload">` for the host's startup scripts to its page, so they download while
 * main.js (the federation runtime) is still being parsed instead of one round after it.
 */
export class PreloadStartupScripts {
  /** `entryFile`: the absolute path of the entry's source file. */
  constructor(
    private readonly entryFile: string,
    private readonly publicPath = '/',
  ) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        // main.js first: the runtime in it must be parsed before any of the others can run.
        for (const tag of data.headTags)
          if (tag.tagName === 'script') tag.attributes.fetchpriority = 'high';
        const links = startupScriptFiles(compilation, this.entryFile).map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', {
            rel: 'preload',
            as: 'script',
            href: `${this.publicPath}${file}`,
            fetchpriority: 'low',
          }),
        );
        data.headTags.push(...links);
        return data;
      });
    });
  }
}
