/**
 * Packages bundled from more than one folder (two copies of a library), from the resolved paths
 * of a build's modules: `node_modules/<name>` or `node_modules/@scope/<name>`, innermost wins.
 */
export function librariesBundledTwice(modulePaths: readonly string[]): string[] {
  const folders = new Map<string, Set<string>>();
  for (const file of modulePaths) {
    const match = /^(.*[\\/]node_modules[\\/])((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(file);
    if (!match) continue;
    const name = match[2]!.replace(/\\/g, '/');
    folders.set(name, (folders.get(name) ?? new Set()).add(match[1]! + match[2]!));
  }
  return [...folders]
    .filter(([, where]) => where.size > 1)
    .map(([name]) => name)
    .sort();
}
