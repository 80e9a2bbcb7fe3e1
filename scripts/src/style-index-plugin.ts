import { Compilation, sources, type Compiler } from 'webpack';
import { STYLE_INDEX_FILE, indexStyles } from './style-index';

/** Writes the build's style index (`style-index.json`) beside its stylesheets. */
export class StyleIndexPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('StyleIndexPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'StyleIndexPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ANALYSE },
        (assets) => {
          const styles = new Map<string, string>();
          for (const [name, source] of Object.entries(assets)) {
            if (name.endsWith('.css')) styles.set(name, source.source().toString());
          }
          const json = JSON.stringify(indexStyles(styles));
          compilation.emitAsset(STYLE_INDEX_FILE, new sources.RawSource(json));
        },
      );
    });
  }
}
