import { colord, extend } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';
import { PAGE_BACKGROUND } from '../constants';
import { applyBrandColour, brandShades, isHexColour } from './index';

extend([a11yPlugin]);

describe('brandShades', () => {
  it.each([
    ['#ff801a', 'the spec theme orange'],
    ['#1677ff', 'a blue brand'],
    ['#00b578', 'a green brand'],
    ['#ffd400', 'a yellow brand, too light for white text'],
    ['#222222', 'a near-black brand'],
  ])('derives readable shades from %s (%s)', (colour) => {
    const shades = brandShades(colour);
    expect(shades['--color-primary']).toBe(colord(colour).toHex());
    // Brand text reads on white, on the page and on a selected chip's fill.
    for (const surface of ['#ffffff', PAGE_BACKGROUND, shades['--color-primary-fill']]) {
      expect(colord(shades['--color-primary-text']).contrast(surface)).toBeGreaterThanOrEqual(4.5);
    }
    expect(colord(shades['--color-primary-fill']).brightness()).toBeGreaterThan(0.85);
    // A large bold white label reads on the main action's fill, which is no darker than needed.
    expect(colord(shades['--color-primary-strong']).contrast('#ffffff')).toBeGreaterThanOrEqual(3);
    expect(colord(shades['--color-primary-strong']).brightness()).toBeGreaterThanOrEqual(
      colord(shades['--color-primary-text']).brightness(),
    );
    expect(colord(shades['--color-primary-dark']).brightness()).toBeLessThan(
      colord(colour).brightness(),
    );
  });

  it('keeps the spec orange bright on the main action (not the brown of small brand text)', () => {
    expect(brandShades('#ff801a')['--color-primary-strong']).toBe('#eb6900');
  });

  it.each(['orange', '#ff80', 'rgb(1,2,3)', '', '#ggg000'])('refuses %j', (colour) => {
    expect(() => brandShades(colour)).toThrow(/#rrggbb/);
    expect(isHexColour(colour)).toBe(false);
  });

  it('sets every shade on the page root', () => {
    const root = document.createElement('div');
    applyBrandColour('#1677ff', root);
    expect(root.style.getPropertyValue('--color-primary')).toBe('#1677ff');
    expect(root.style.getPropertyValue('--color-primary-fill')).not.toBe('');
  });
});
