import { DEFAULT_BRAND } from 'shared/design';
import { loadAppConfig } from './app-config';

const fetchMock = jest.fn();

beforeEach(() => {
  global.fetch = fetchMock as unknown as typeof fetch;
  fetchMock.mockReset();
});
afterEach(() => {
  document.head.innerHTML = '';
});

function pageCarries(text: string): void {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = 'app-config.json';
  block.textContent = text;
  document.head.append(block);
}

describe('loadAppConfig', () => {
  it('takes the configuration the page carries, without a request', async () => {
    pageCarries('{"apiBaseUrl":"https://api.example.com"}');
    await expect(loadAppConfig()).resolves.toEqual({
      apiBaseUrl: 'https://api.example.com',
      brand: DEFAULT_BRAND,
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("checks the page's copy as it checks app-config.json: a wrong part is reported and defaulted", async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    pageCarries('{"apiBaseUrl":42,"brand":{"themeColor":"orange"}}');
    await expect(loadAppConfig()).resolves.toEqual({ apiBaseUrl: '', brand: DEFAULT_BRAND });
    expect(error).toHaveBeenCalledWith(
      expect.stringMatching(/^app-config\.json: brand\.themeColor/),
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('fetches app-config.json when the page carries none (a server that does not write it in)', async () => {
    pageCarries('<!--# include virtual="/app-config.json" -->');
    fetchMock.mockResolvedValue({ ok: true, json: async () => ({ apiBaseUrl: 'http://api' }) });
    await expect(loadAppConfig()).resolves.toMatchObject({ apiBaseUrl: 'http://api' });
    expect(fetchMock).toHaveBeenCalledWith('/app-config.json', { cache: 'no-store' });
  });

  it('calls the API on this origin when neither is there', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockResolvedValue({ ok: false, status: 404 });
    await expect(loadAppConfig()).resolves.toEqual({ apiBaseUrl: '', brand: DEFAULT_BRAND });
    expect(error).toHaveBeenCalled();
  });
});
