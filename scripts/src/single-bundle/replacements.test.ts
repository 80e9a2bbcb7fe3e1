import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../apps';
import { REPLACED_SHELL_MODULES } from './create-single-bundle-config';
import { REPLACEMENTS_DIR } from './single-bundle-paths';

const shellSrc = path.join(repoRoot, 'shell', 'src');
const read = (file: string) => fs.readFileSync(file, 'utf8');

/** The value names a module exports (types are erased, so they need no stand-in). */
const exportedValues = (source: string): string[] =>
  [...source.matchAll(/^export\s+(?:async\s+)?(?:function\*?|const|let|class)\s+(\w+)/gm)].map(
    ([, name]) => name!,
  );

function shellFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return shellFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('the single bundle’s stand-ins', () => {
  it.each(REPLACED_SHELL_MODULES)('replacements/%s.ts exports what the shell’s does', (name) => {
    const original = exportedValues(read(path.join(shellSrc, 'federation', `${name}.ts`)));
    const replacement = exportedValues(read(path.join(REPLACEMENTS_DIR, `${name}.ts`)));
    expect(original.length).toBeGreaterThan(0);
    expect(replacement.sort()).toEqual(original.sort());
  });

  it('the federation runtime stand-in has every value the shell imports from the runtime', () => {
    const replaced = new Set(
      REPLACED_SHELL_MODULES.map((name) => path.join(shellSrc, 'federation', `${name}.ts`)),
    );
    const imported = new Set<string>();
    for (const file of shellFiles(shellSrc).filter((f) => !replaced.has(f))) {
      const pattern =
        /import\s+(type\s+)?\{([^}]*)\}\s*from\s*'@module-federation\/enhanced\/runtime'/g;
      for (const [, typeOnly, names] of read(file).matchAll(pattern)) {
        if (typeOnly) continue;
        for (const part of names!.split(',').map((p) => p.trim()))
          if (part && !part.startsWith('type ')) imported.add(part.split(/\s+as\s+/)[0]!);
      }
    }
    expect(imported.size).toBeGreaterThan(0);
    const provided = exportedValues(read(path.join(REPLACEMENTS_DIR, 'federation-runtime.ts')));
    expect(provided).toEqual(expect.arrayContaining([...imported]));
  });
});
