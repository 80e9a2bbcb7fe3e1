import { renderApp } from '../testing/render-with-providers';
import { screen } from '@testing-library/react';
import { DEFAULT_BRAND, type Brand } from 'shared/design';
import { PATHS } from 'shared/paths';
import { envelope, startFakeApi, stopFakeApi } from '../testing/fake-api';
import { loadRemoteModule } from '../federation/load-remote-module';
import { loadFakeRemoteModule } from '../testing/remote-fakes';
import { resetStores, seedLoggedIn } from '../testing/session';
import { useBrandStore } from './brand-store';

jest.mock('../federation/load-remote-module', () => ({
  ...jest.requireActual('../federation/load-remote-module'),
  loadRemoteModule: jest.fn(),
}));
jest.mock('../federation/preload-areas', () => ({ preloadAfterHome: jest.fn() }));

const loadRemote = jest.mocked(loadRemoteModule);

const ACME: Brand = {
  themeColor: DEFAULT_BRAND.themeColor,
  name: { en: 'Acme Academy', 'zh-CN': '爱克学院' },
  logo: 'https://cdn.example.com/acme.png',
};

beforeEach(() => {
  resetStores();
  loadRemote.mockImplementation(loadFakeRemoteModule);
  startFakeApi({ 'GET /api/demo-accounts': () => envelope(404, null, 'Not found') });
});
afterEach(() => stopFakeApi());

const withBrand = (brand: Brand) => useBrandStore.setState({ brand });

describe("the brand's name (app-config.json brand.name)", () => {
  it.each([
    ['en', ACME, 'Acme Academy'],
    ['zh-CN', ACME, '爱克学院'],
    ['en', DEFAULT_BRAND, 'Staff Learning'],
    ['zh-CN', DEFAULT_BRAND, '员工学习'],
    // A language the brand does not name keeps the catalogue's name.
    ['zh-CN', { ...DEFAULT_BRAND, name: { en: 'Acme Academy' } }, '员工学习'],
  ] as const)('home (%s): %j → "%s"', async (language, brand, name) => {
    withBrand(brand);
    renderApp({ url: '/', language });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(name);
  });

  it.each([
    ['en', 'Acme Academy'],
    ['zh-CN', '爱克学院'],
  ] as const)(
    'is the nav bar title and the document title where the page names none (%s)',
    async (language, name) => {
      withBrand(ACME);
      seedLoggedIn(2);
      // A page of an area the spec does not list, while its route table is on its way.
      loadRemote.mockImplementation(() => new Promise(() => undefined));
      renderApp({ url: '/pagesUser/not/listed', language });
      expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(name);
      expect(document.title).toBe(name);
    },
  );

  it('is on the login page', async () => {
    withBrand(ACME);
    renderApp({ url: PATHS.shell.login });
    await screen.findByRole('heading', { name: 'Welcome back' });
    expect(screen.getByText('Acme Academy')).toBeInTheDocument();
  });

  it('is on the guide', async () => {
    withBrand(ACME);
    renderApp({ url: PATHS.shell.guide, language: 'zh-CN' });
    await screen.findByRole('heading', { name: '随时随地学习' });
    expect(screen.getByText('爱克学院')).toBeInTheDocument();
  });
});

describe("the brand's logo (app-config.json brand.logo)", () => {
  it.each([PATHS.shell.login, PATHS.shell.guide])('is shown on %s when configured', async (url) => {
    withBrand(ACME);
    renderApp({ url });
    expect(await screen.findByTestId('brand-logo')).toHaveAttribute('src', ACME.logo);
    expect(screen.queryByTestId('brand-mark')).toBeNull();
  });

  it.each([PATHS.shell.login, PATHS.shell.guide])(
    'is the built-in mark on %s by default',
    async (url) => {
      renderApp({ url });
      expect(await screen.findByTestId('brand-mark')).toBeInTheDocument();
      expect(screen.queryByTestId('brand-logo')).toBeNull();
    },
  );

  it('falls back to the built-in mark when the logo does not load', async () => {
    withBrand(ACME);
    renderApp({ url: PATHS.shell.login });
    const logo = await screen.findByTestId('brand-logo');
    logo.dispatchEvent(new Event('error'));
    expect(await screen.findByTestId('brand-mark')).toBeInTheDocument();
  });
});
