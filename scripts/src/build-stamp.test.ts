import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inputsDigest, isUpToDate, writeStamp } from './build-stamp';

let work: string;
beforeEach(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'build-stamp-'));
});
afterEach(() => fs.rmSync(work, { recursive: true, force: true }));

function tree(name: string, files: Record<string, string>): string {
  const dir = path.join(work, name);
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

describe('build stamps', () => {
  it('change with a source, not with tests, built output or installed packages', () => {
    const app = tree('app', { 'src/a.ts': 'export const a = 1;' });
    const before = inputsDigest([app]);
    tree('app', {
      'src/a.test.ts': 'test',
      'dist/main.js': 'built',
      'node_modules/x/index.js': 'installed',
    });
    expect(inputsDigest([app])).toBe(before);
    tree('app', { 'src/a.ts': 'export const a = 2;' });
    expect(inputsDigest([app])).not.toBe(before);
  });

  it('cover every directory of a build made from several', () => {
    const one = tree('one', { 'x.ts': '1' });
    const two = tree('two', { 'y.ts': '2' });
    const before = inputsDigest([one, two]);
    tree('two', { 'y.ts': '3' });
    expect(inputsDigest([one, two])).not.toBe(before);
  });

  it('tell an output built from these inputs from one built from others, or none', () => {
    const dist = tree('dist', { 'index.html': '<html>' });
    expect(isUpToDate(dist, 'abc')).toBe(false);
    writeStamp(dist, 'abc');
    expect(isUpToDate(dist, 'abc')).toBe(true);
    expect(isUpToDate(dist, 'def')).toBe(false);
  });
});
