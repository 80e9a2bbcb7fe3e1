import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PAGE_BACKGROUND, THEME_COLOR } from '../constants';
import { brandShades } from './brand-shades';

const tokens = readFileSync(path.join(__dirname, 'tokens.css'), 'utf8');
const antdTheme = readFileSync(
  path.join(
    path.dirname(require.resolve('antd-mobile/package.json')),
    'es/global/theme-default.css',
  ),
  'utf8',
);

function declared(css: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of css.matchAll(/(--[a-z0-9-]+):\s*([^;]+);/g)) {
    found.set(match[1]!, match[2]!.trim());
  }
  return found;
}

describe('tokens.css', () => {
  const ours = declared(tokens);

  it('starts from the spec colours', () => {
    expect(ours.get('--color-primary')).toBe(THEME_COLOR);
    expect(ours.get('--color-background')?.toLowerCase()).toBe(PAGE_BACKGROUND.toLowerCase());
  });

  it('writes the same brand shades that a run-time theme colour would set', () => {
    for (const [name, value] of Object.entries(brandShades(THEME_COLOR))) {
      expect([name, ours.get(name)]).toEqual([name, value]);
    }
  });

  const antdColours = [...declared(antdTheme).keys()].filter(
    (name) =>
      name.startsWith('--adm-color-') &&
      !['--adm-color-white', '--adm-color-text-dark-solid', '--adm-color-fill-content'].includes(
        name,
      ),
  );

  it.each(antdColours)('themes antd-mobile %s through a token', (name) => {
    expect(ours.get(name)).toMatch(/^var\(--(color|font)-/);
  });
});
