import fs from 'node:fs';
import path from 'node:path';
import { loadMessages } from 'shared/i18n';

// The texts are looked up by plain strings (t is not typed by key), so a key missing from a
// catalogue would only show up as a raw key on screen. This reads the area's source for every
// key it names and looks each up in both catalogues.

const SOURCE = __dirname;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const sources = sourceFiles(SOURCE).map((file) => fs.readFileSync(file, 'utf8'));
const KEY_SHAPE = /['"]((?:train|page|area)\.[A-Za-z0-9_.]+)['"]/g;
/** `train.media.${kind}`: keys built at run time, checked by their fixed start. */
const KEY_PREFIX = /`((?:train|page|area)\.[A-Za-z0-9_.]*\.)\$\{/g;

const literalKeys = [
  ...new Set(sources.flatMap((text) => [...text.matchAll(KEY_SHAPE)].map((m) => m[1]!))),
].sort();
const keyPrefixes = [
  ...new Set(sources.flatMap((text) => [...text.matchAll(KEY_PREFIX)].map((m) => m[1]!))),
].sort();

describe.each(['en', 'zh-CN'] as const)('the %s catalogue', (language) => {
  let catalogue: Record<string, string>;
  beforeAll(async () => {
    catalogue = await loadMessages(language);
  });

  it('finds the keys the area names (so the search itself works)', () => {
    expect(literalKeys).toEqual(
      expect.arrayContaining(['page.train.index', 'train.test.finishFirst']),
    );
    expect(keyPrefixes).toContain('train.media.');
  });

  it('has every text key the area names (a plural key as its _other form)', () => {
    const missing = literalKeys.filter(
      (key) => catalogue[key] === undefined && catalogue[`${key}_other`] === undefined,
    );
    expect(missing).toEqual([]);
  });

  it('has texts for every key the area builds at run time', () => {
    const keys = Object.keys(catalogue);
    const missing = keyPrefixes.filter((prefix) => !keys.some((key) => key.startsWith(prefix)));
    expect(missing).toEqual([]);
  });
});
