// jsdom lacks a few browser APIs the libraries need at import or render time: React Router 7
// (TextEncoder; Request for a data router's navigations), antd-mobile (ResizeObserver,
// IntersectionObserver, matchMedia) and Chart.js (a canvas: jsdom has none, so charts draw
// nothing instead of logging "not implemented"). Listed in each remote's jest.config.js `setupFiles`.
import { TextDecoder, TextEncoder } from 'node:util';
import { runInThisContext } from 'node:vm';
import { configure } from '@testing-library/dom';
import { registerMessages } from '../../i18n/catalogues';
import { en } from '../../i18n/messages-en';
import { zhCN } from '../../i18n/messages-zh-cn';

Object.assign(globalThis, { TextEncoder, TextDecoder });

class NoopObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
  takeRecords(): [] {
    return [];
  }
}

const missing = globalThis as unknown as Record<string, unknown>;
missing.ResizeObserver ??= NoopObserver;
missing.IntersectionObserver ??= NoopObserver;
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

if (typeof HTMLCanvasElement !== 'undefined') {
  HTMLCanvasElement.prototype.getContext = () => null;
}

/**
 * What a data router reads of the Request it builds for a client-side navigation: url, method
 * and the AbortSignal (jsdom's, which Node's own Request would refuse as a foreign object).
 */
class NavigationRequest {
  readonly url: string;
  readonly method: string;
  readonly signal: AbortSignal;
  constructor(input: string | URL | { url: string }, init: RequestInit = {}) {
    this.url = typeof input === 'object' && 'url' in input ? input.url : String(input);
    this.method = (init.method ?? 'GET').toUpperCase();
    this.signal = init.signal ?? new AbortController().signal;
  }
}
missing.Request ??= NavigationRequest;
// A loader's redirect() builds a Response; Node has one, jsdom does not expose it.
const node = runInThisContext('globalThis') as typeof globalThis;
missing.Response ??= node.Response;
missing.Headers ??= node.Headers;

// The app fetches a language's catalogue before its first render; tests have both at hand, so
// createI18n('en') or createI18n('zh-CN') is ready at once, as in the app.
registerMessages('en', en);
registerMessages('zh-CN', zhCN);

// CI runs every workspace's suite on two busy cores: a sheet or dialog can take longer than
// Testing Library's default second to appear, and a late element is not a broken page.
configure({ asyncUtilTimeout: 5000 });
