import { DEFAULT_BRAND } from 'shared/design';
import { parseAppConfig } from '../app-config';
import { isLogoUrl, parseBrand } from './brand-config';
import { applyBrand, brandNameIn, useBrandStore } from './brand-store';

const ORANGE = DEFAULT_BRAND.themeColor;

describe('parseBrand (app-config.json brand)', () => {
  it.each<[string, unknown, object, number]>([
    ['absent', undefined, { themeColor: ORANGE }, 0],
    ['null', null, { themeColor: ORANGE }, 0],
    ['empty object', {}, { themeColor: ORANGE }, 0],
    ['not an object', 'blue', { themeColor: ORANGE }, 1],
    ['an array', [], { themeColor: ORANGE }, 1],
    ['a colour #rrggbb', { themeColor: '#1677FF' }, { themeColor: '#1677ff' }, 0],
    ['a colour #rgb', { themeColor: '#07c' }, { themeColor: '#07c' }, 0],
    ['a colour name', { themeColor: 'blue' }, { themeColor: ORANGE }, 1],
    ['a colour without #', { themeColor: '1677ff' }, { themeColor: ORANGE }, 1],
    ['a colour of 8 digits', { themeColor: '#1677ffcc' }, { themeColor: ORANGE }, 1],
    ['a colour that is a number', { themeColor: 0x1677ff }, { themeColor: ORANGE }, 1],
    [
      'a name in both languages',
      { name: { en: ' Acme Academy ', 'zh-CN': '爱克学院' } },
      { themeColor: ORANGE, name: { en: 'Acme Academy', 'zh-CN': '爱克学院' } },
      0,
    ],
    [
      'a name in one language',
      { name: { en: 'Acme' } },
      { themeColor: ORANGE, name: { en: 'Acme' } },
      0,
    ],
    ['a name as a plain string', { name: 'Acme' }, { themeColor: ORANGE }, 1],
    ['a name with an empty language', { name: { en: '  ' } }, { themeColor: ORANGE }, 1],
    [
      'a name in an unknown language',
      { name: { fr: 'Acmé', en: 'Acme' } },
      { themeColor: ORANGE, name: { en: 'Acme' } },
      1,
    ],
    [
      'an https logo',
      { logo: 'https://cdn.example.com/logo.png' },
      { themeColor: ORANGE, logo: 'https://cdn.example.com/logo.png' },
      0,
    ],
    [
      'a logo path on this site',
      { logo: '/brand/logo.png' },
      { themeColor: ORANGE, logo: '/brand/logo.png' },
      0,
    ],
    ['a javascript: logo', { logo: 'javascript:alert(1)' }, { themeColor: ORANGE }, 1],
    ['a logo that is not a string', { logo: 42 }, { themeColor: ORANGE }, 1],
    [
      'everything, one part wrong',
      { name: { 'zh-CN': '爱克' }, themeColor: 'orange', logo: 'https://x.example/l.svg' },
      { themeColor: ORANGE, name: { 'zh-CN': '爱克' }, logo: 'https://x.example/l.svg' },
      1,
    ],
  ])('%s', (_case, raw, brand, problemCount) => {
    const parsed = parseBrand(raw);
    expect(parsed.brand).toEqual(brand);
    expect(parsed.problems).toHaveLength(problemCount);
  });

  it('names the wrong value and the default it keeps', () => {
    expect(parseBrand({ themeColor: 'blue' }).problems[0]).toBe(
      'brand.themeColor must be written as #rrggbb or #rgb, not "blue"; keeping #ff801a',
    );
  });
});

describe('isLogoUrl', () => {
  it.each([
    ['https://cdn.example.com/logo.png', true],
    ['http://localhost:3000/logo.svg', true],
    ['/logo.png', true],
    ['//cdn.example.com/logo.png', false],
    ['logo.png', false],
    ['data:image/png;base64,AAAA', false],
    ['', false],
    [undefined, false],
  ])('%s → %s', (value, expected) => {
    expect(isLogoUrl(value)).toBe(expected);
  });
});

describe('parseAppConfig', () => {
  it('reads the API address and the brand, and reports a wrong part on the console', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(
      parseAppConfig({ apiBaseUrl: 'https://api.example.com', brand: { themeColor: 'red' } }),
    ).toEqual({ apiBaseUrl: 'https://api.example.com', brand: DEFAULT_BRAND });
    expect(error).toHaveBeenCalledWith(
      expect.stringMatching(/^app-config\.json: brand\.themeColor must be written as #rrggbb/),
    );
  });

  it.each([[null], ['text'], [{}], [{ apiBaseUrl: 3 }]])('defaults everything for %j', (raw) => {
    expect(parseAppConfig(raw)).toEqual({ apiBaseUrl: '', brand: DEFAULT_BRAND });
  });
});

describe('applyBrand', () => {
  afterEach(() => useBrandStore.setState({ brand: DEFAULT_BRAND }));

  it("sets a changed colour's shades on the page root", () => {
    const root = document.createElement('div');
    applyBrand({ themeColor: '#1677ff' }, root);
    expect(root.style.getPropertyValue('--color-primary')).toBe('#1677ff');
    expect(root.style.getPropertyValue('--color-primary-text')).not.toBe('');
    expect(useBrandStore.getState().brand.themeColor).toBe('#1677ff');
  });

  it("leaves the spec's colour to tokens.css", () => {
    const root = document.createElement('div');
    applyBrand({ ...DEFAULT_BRAND, name: { en: 'Acme' } }, root);
    expect(root.getAttribute('style')).toBeNull();
    expect(useBrandStore.getState().brand.name).toEqual({ en: 'Acme' });
  });

  it('reports a colour it cannot apply and keeps the default (never a blank app)', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const root = document.createElement('div');
    applyBrand({ themeColor: 'not-a-colour', logo: '/l.png' }, root);
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining('brand.themeColor "not-a-colour" cannot be applied; keeping #ff801a'),
      expect.any(Error),
    );
    expect(root.getAttribute('style')).toBeNull();
    expect(useBrandStore.getState().brand).toEqual({ themeColor: ORANGE, logo: '/l.png' });
  });
});

describe('brandNameIn', () => {
  const brand = { themeColor: ORANGE, name: { en: 'Acme', 'zh-CN': '爱克' } };
  it.each([
    ['en', 'Acme'],
    ['en-GB', 'Acme'],
    ['zh-CN', '爱克'],
    ['zh', '爱克'],
  ])('%s → %s', (language, name) => {
    expect(brandNameIn(brand, language)).toBe(name);
  });

  it('is undefined for a language the brand does not name', () => {
    expect(brandNameIn({ themeColor: ORANGE, name: { en: 'Acme' } }, 'zh-CN')).toBeUndefined();
    expect(brandNameIn(DEFAULT_BRAND, 'en')).toBeUndefined();
  });
});
