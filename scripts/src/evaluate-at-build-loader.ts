import type { LoaderContext } from 'webpack';

/** The query of the copy of a module the loader runs (which the loader's rule leaves alone). */
export const EVALUATED_QUERY = '?evaluated-at-build';

/**
 * A webpack loader that runs its module at build time (through the build's own rules) and
 * replaces it by its exports written as JSON: a module computing plain data from large inputs
 * (a part of a text catalogue selected from the whole) ships as the result alone.
 */
export default function evaluateAtBuild(this: LoaderContext<Record<string, never>>): void {
  const callback = this.async();
  this.importModule(`${this.resourcePath}${EVALUATED_QUERY}`).then(
    (exports: Record<string, unknown>) => {
      const names = Object.keys(exports).filter((name) => name !== '__esModule');
      for (const name of names) {
        if (!/^[A-Za-z_$][\w$]*$/.test(name) || name === 'default')
          return callback(new Error(`${this.resourcePath}: cannot write the export "${name}"`));
      }
      callback(
        null,
        names.map((name) => `export const ${name} = ${JSON.stringify(exports[name])};`).join('\n'),
      );
    },
    (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
  );
}
