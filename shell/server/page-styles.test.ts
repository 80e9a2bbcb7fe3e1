import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { STYLE_INDEX_FILE, indexStyles } from '../../scripts/src/style-index';
import { canCarry, createPageStyles, readOnce } from './page-styles';

describe('canCarry: whether a stylesheet means the same written into the page', () => {
  it.each([
    ['.a{color:var(--adm-color-primary)}', true],
    ['.a{background:url(data:image/svg+xml;base64,PHN2Zz4=)}', true],
    ['.a{background:url("data:image/png;base64,AAAA")}', true],
    ['.a{background:url(./banner.png)}', false],
    ['.a{background:url( "/media/banner.png" )}', false],
    ['@font-face{src:url(fonts/a.woff2)}', false],
    ['@import "tokens.css";', false],
  ])('%s: %s', (css, carried) => {
    expect(canCarry(css)).toBe(carried);
  });
});

describe('readOnce: release files read once, failures read again after a while', () => {
  afterEach(() => jest.restoreAllMocks());

  it('reads a key once, then answers what it read', async () => {
    const read = jest.fn(async (key: string) => `text of ${key}`);
    const once = readOnce(read);
    expect(await once('a.css')).toBe('text of a.css');
    expect(await once('a.css')).toBe('text of a.css');
    expect(await once('b.css')).toBe('text of b.css');
    expect(read.mock.calls.map(([key]) => key)).toEqual(['a.css', 'b.css']);
  });

  it.each([
    ['nothing (null)', async () => null],
    [
      'a failure (a throw)',
      async () => {
        throw new Error('timed out');
      },
    ],
  ])('keeps %s for 10 s only, then reads again', async (_name, fails) => {
    const now = jest.spyOn(Date, 'now').mockReturnValue(1_000_000);
    const read = jest.fn(fails as (key: string) => Promise<string | null>);
    const once = readOnce(read);
    expect(await once('index.json')).toBeNull();
    now.mockReturnValue(1_000_000 + 9_999);
    expect(await once('index.json')).toBeNull();
    expect(read).toHaveBeenCalledTimes(1);
    read.mockImplementation(async () => 'read at last');
    now.mockReturnValue(1_000_000 + 10_000);
    expect(await once('index.json')).toBe('read at last');
    expect(read).toHaveBeenCalledTimes(2);
  });
});

describe('createPageStyles', () => {
  it('names the twins of a stylesheet it carries, so no script loads the same rules again later', async () => {
    const build = fs.mkdtempSync(path.join(os.tmpdir(), 'page-styles-'));
    const image = '.image{width:100%}';
    const files = new Map([
      ['6421.aa.css', image],
      ['8802.aa.css', image],
      ['tokens.css', ':root{--x:1}'],
    ]);
    for (const [file, css] of files) fs.writeFileSync(path.join(build, file), css);
    fs.writeFileSync(path.join(build, STYLE_INDEX_FILE), JSON.stringify(indexStyles(files)));
    const stylesheetsFor = createPageStyles(build);
    const sheets = await stylesheetsFor('<img class="image" src="/a.png">', {});
    expect(sheets).toEqual([
      { href: '/tokens.css', file: 'tokens.css', css: ':root{--x:1}' },
      { href: '/6421.aa.css', file: '6421.aa.css', css: image },
      { href: '/8802.aa.css', file: '8802.aa.css', css: image },
    ]);
  });
});
