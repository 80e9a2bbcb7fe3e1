import { cacheCarriedStylesheets } from './cache-carried-stylesheets';

describe('cacheCarriedStylesheets', () => {
  let fetched: [string, RequestInit | undefined][];
  beforeEach(() => {
    fetched = [];
    jest.useFakeTimers();
    Object.defineProperty(document, 'readyState', { value: 'complete', configurable: true });
    global.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      fetched.push([String(url), init]);
      return new Response('');
    }) as typeof fetch;
  });
  afterEach(() => {
    jest.useRealTimers();
    document.head.innerHTML = '';
  });

  it('fetches each stylesheet the page carries quietly into the cache once the page is idle', () => {
    document.head.innerHTML = [
      '<style data-href="1147.a.css" data-source="/1147.a.css">.a{}</style>',
      '<style data-href="x.css" data-source="https://cdn.test/mf-content/1.0.0-ab/x.css">.x{}</style>',
      '<style data-href="3528.a.css" data-source="/1147.a.css"></style>',
      '<style>.not-carried{}</style>',
    ].join('');
    cacheCarriedStylesheets();
    expect(fetched).toEqual([]);
    jest.runAllTimers();
    expect(fetched).toEqual([
      ['http://localhost/1147.a.css', { mode: 'no-cors', priority: 'low' }],
      ['https://cdn.test/mf-content/1.0.0-ab/x.css', { mode: 'no-cors', priority: 'low' }],
    ]);
  });

  it('does nothing on a page that carries none (rendered in the browser)', () => {
    cacheCarriedStylesheets();
    jest.runAllTimers();
    expect(fetched).toEqual([]);
  });
});
