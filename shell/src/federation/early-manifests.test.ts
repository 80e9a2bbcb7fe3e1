import earlyManifestsPlugin, {
  EARLY_MANIFESTS_GLOBAL,
  EARLY_MANIFEST_FRESH_MS,
  takeEarlyManifest,
} from './early-manifests';

type Reply = { status: number; body: string } | null;
const keep = (replies: Record<string, Reply>) => {
  (window as unknown as Record<string, unknown>)[EARLY_MANIFESTS_GLOBAL] = Object.fromEntries(
    Object.entries(replies).map(([url, reply]) => [url, Promise.resolve(reply)]),
  );
};
const manifest = '{"name":"mf_content","exposes":[]}';
const plugin = earlyManifestsPlugin();
const fetchHook = (url: string) => plugin.fetch!(url, {});

afterEach(() => {
  delete (window as unknown as Record<string, unknown>)[EARLY_MANIFESTS_GLOBAL];
});

describe('takeEarlyManifest', () => {
  it("gives the page's reply once, matching the URL as remotes.json wrote it, absolute or not", async () => {
    keep({ '/mf-content/1.0.0/mf-manifest.json': { status: 200, body: manifest } });
    const absolute = new URL('/mf-content/1.0.0/mf-manifest.json', window.location.href).href;
    await expect(takeEarlyManifest(absolute)).resolves.toEqual({ status: 200, body: manifest });
    expect(takeEarlyManifest(absolute)).toBeUndefined();
  });

  it("has nothing after the page's first minute: a later read asks the network", () => {
    keep({ 'http://localhost:3001/mf-manifest.json': { status: 200, body: manifest } });
    const now = jest.spyOn(performance, 'now').mockReturnValue(EARLY_MANIFEST_FRESH_MS + 1);
    expect(takeEarlyManifest('http://localhost:3001/mf-manifest.json')).toBeUndefined();
    now.mockRestore();
  });

  it("marks one the page has not asked for yet as asked, so that the page's script leaves it alone", () => {
    keep({});
    expect(takeEarlyManifest('http://localhost:3001/mf-manifest.json')).toBeUndefined();
    const kept = (window as unknown as Record<string, object>)[EARLY_MANIFESTS_GLOBAL]!;
    expect(Object.hasOwn(kept, 'http://localhost:3001/mf-manifest.json')).toBe(true);
    expect(takeEarlyManifest('http://localhost:3001/mf-manifest.json')).toBeUndefined();
  });

  it('has nothing when the page asked for nothing', () => {
    expect(takeEarlyManifest('http://localhost:3001/mf-manifest.json')).toBeUndefined();
  });
});

describe("the runtime's manifest read", () => {
  it("is answered from the page's reply, as JSON", async () => {
    keep({ 'http://localhost:3001/mf-manifest.json': { status: 200, body: manifest } });
    const response = (await fetchHook('http://localhost:3001/mf-manifest.json')) as Response;
    expect(response).toBeInstanceOf(Response);
    await expect(response.json()).resolves.toEqual(JSON.parse(manifest));
  });

  it("goes to the network when the page's request failed or was refused", async () => {
    const network = new Response('{"name":"fresh"}', { status: 200 });
    const fetch = jest.fn(() => Promise.resolve(network));
    const before = globalThis.fetch;
    globalThis.fetch = fetch;
    keep({
      'http://localhost:3001/mf-manifest.json': null,
      'http://localhost:3002/mf-manifest.json': { status: 503, body: 'busy' },
    });
    await expect(fetchHook('http://localhost:3001/mf-manifest.json')).resolves.toBe(network);
    await expect(fetchHook('http://localhost:3002/mf-manifest.json')).resolves.toBe(network);
    expect(fetch).toHaveBeenCalledTimes(2);
    globalThis.fetch = before;
  });

  it('leaves a manifest the page did not ask for to the runtime', () => {
    keep({});
    expect(fetchHook('http://localhost:3003/mf-manifest.json')).toBeUndefined();
  });
});
