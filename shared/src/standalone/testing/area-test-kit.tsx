// The building blocks of the areas' tests: render a page or a whole route table in the app's
// providers, answer API calls from a table of fake replies, put the session in a known state,
// mount an area's lifecycles as a host does.
import '@testing-library/jest-dom';
import { act, render, type RenderResult } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, RouterProvider, createMemoryRouter, useLocation } from 'react-router';
import { mountRootParcel, type ParcelConfig } from 'single-spa';
import { configureRequest, resetPrefetched, resetRequestConfig } from 'shared/request';
import {
  connectSessionToRequest,
  initialSessionState,
  setNavigator,
  useSessionStore,
  type SessionUser,
} from 'shared/session';
import { SharedProviders, connectUiToRequest } from 'shared/ui';
import type { RemoteRoute } from '../../federation';
import { createI18n, type I18n, type Language } from '../../i18n';
import {
  envelope,
  fakeAdapter,
  type FakeAdapter,
  type FakeReply,
} from '../../request/testing/fake-adapter';
import { toRouteObjects } from '../area-routes';
import { resetPageTitle } from '../page-title';

import type { AreaLifecycles } from '../create-area-lifecycles';

export { envelope, type FakeAdapter, type FakeReply } from '../../request/testing/fake-adapter';

type RenderOptions = { language?: Language };

function providers(language: Language): { i18n: I18n; wrap: (ui: ReactNode) => ReactElement } {
  const i18n = createI18n(language);
  return { i18n, wrap: (ui) => <SharedProviders i18n={i18n}>{ui}</SharedProviders> };
}

/** Shows the router's current location (path + query) for assertions on navigation. */
export function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location" hidden>{`${location.pathname}${location.search}`}</div>;
}

/**
 * Render a page or widget at `path` (its query string is what useSearchParams reads), inside the
 * providers the shell uses and a memory router; `location()` reads where links took it.
 */
export function renderAt(
  ui: ReactElement,
  path = '/',
  { language = 'en' }: RenderOptions = {},
): RenderResult & { i18n: I18n; location: () => string } {
  const { i18n, wrap } = providers(language);
  const result = render(
    wrap(
      <MemoryRouter initialEntries={[path]}>
        {ui}
        <LocationProbe />
      </MemoryRouter>,
    ),
  );
  const location = () => result.getByTestId('location').textContent ?? '';
  return { ...result, i18n, location };
}

/** Render an area's route table at `path`, as the standalone area does (lazy pages, nav bar). */
export function renderRoutes(
  routes: readonly RemoteRoute[],
  path: string,
  { language = 'en' }: RenderOptions = {},
): RenderResult & { i18n: I18n } {
  const { i18n, wrap } = providers(language);
  const router = createMemoryRouter(toRouteObjects(routes), { initialEntries: [path] });
  return { ...render(wrap(<RouterProvider router={router} />)), i18n };
}

/** A reply: `data` inside the success envelope, or a full fake reply. */
export type FakeRoute =
  FakeReply | ((config: InternalAxiosRequestConfig) => FakeReply | Promise<FakeReply>);

/** `data` in the API's success envelope (code 0). */
export const ok = (data: unknown): FakeReply => envelope(0, data);
/** A refusal in the envelope (HTTP 200, code other than 0), with the server's message. */
export const refused = (message: string, code = 1): FakeReply => envelope(code, null, message);

function routeKey(config: InternalAxiosRequestConfig): string {
  const url = new URL(config.url ?? '', 'http://api.test');
  return `${(config.method ?? 'get').toUpperCase()} ${url.pathname}`;
}

/** The query parameters a call sent (the client passes them as axios `params`). */
export function paramsOf(config: InternalAxiosRequestConfig): Record<string, unknown> {
  return { ...(config.params as Record<string, unknown> | undefined) };
}

/**
 * Answer the request client's calls from a table keyed by 'GET /api/news' (method + path, no
 * query). A call the table lacks fails the test loudly. Returns the adapter (its `calls`).
 */
export function fakeApi(table: Readonly<Record<string, FakeRoute>>): FakeAdapter {
  const adapter = fakeAdapter((config) => {
    const key = routeKey(config);
    const route = table[key];
    if (route === undefined) throw new Error(`Unexpected API call in a test: ${key}`);
    return typeof route === 'function' ? route(config) : route;
  });
  configureRequest({ adapter, baseURL: '' });
  return adapter;
}

/** A reply that never comes (a load still running). */
export const never = (): Promise<FakeReply> => new Promise(() => undefined);

/** Every call stays pending: pages show their frame and loading state, nothing else. */
export function pendingApi(): FakeAdapter {
  const adapter = fakeAdapter(never);
  configureRequest({ adapter, baseURL: '' });
  return adapter;
}

function base64Url(text: string): string {
  const bytes = encodeURIComponent(text).replace(/%([0-9A-F]{2})/g, (_match, hex: string) =>
    String.fromCharCode(parseInt(hex, 16)),
  );
  return btoa(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** An unsigned JWT expiring in an hour (the client never checks signatures). */
export function testToken(expSeconds = Math.floor(Date.now() / 1000) + 3600): string {
  const header = base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  return `${header}.${base64Url(JSON.stringify({ sub: '1', exp: expSeconds }))}.signature`;
}

/** A joined staff member, as /api/me answers. */
export const TEST_USER: SessionUser = {
  id: 1,
  avatar: '/api/media/avatar-1.svg',
  username: '张三',
  nickname: 'San',
  sex: 1,
  is_check: 2,
  mobile: '13800000000',
  money: '128.50',
  points: 360,
  role: 'staff',
  team: { id: 1, name: '华东一队' },
  shop: { id: 3, name: '南京西路店' },
  area: { id: 1, name: '华东区' },
  profile_complete: true,
  has_password: true,
};

/** Log a user in without calling the API (a valid token, the profile already fetched). */
export function logInAs(user: Partial<SessionUser> = {}): SessionUser {
  const token = testToken();
  const full = { ...TEST_USER, ...user };
  useSessionStore.setState({
    token,
    exp: Math.floor(Date.now() / 1000) + 3600,
    isLoggedIn: true,
    user: full,
    lastRefreshAt: Date.now(),
  });
  return full;
}

/** Back to a visitor, the default request wiring and an empty storage: call after each test. */
export function resetAreaTest(): void {
  setNavigator(null);
  useSessionStore.setState(initialSessionState());
  resetRequestConfig();
  resetPrefetched();
  resetPageTitle();
  connectSessionToRequest();
  connectUiToRequest();
  localStorage.clear();
}

/**
 * Start something that renders a React root later (single-spa mounts after a few promise turns)
 * inside act(), so that first render is flushed like RTL's render; returns without waiting for
 * it to finish: awaiting a parcel's mount inside act() never resolves.
 */
export async function startInAct<T>(start: () => T): Promise<T> {
  let started: T | undefined;
  await act(async () => {
    started = start();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return started as T;
}

/**
 * Mount an area's lifecycles into a fresh div, as a host does (single-spa `mountRootParcel`).
 * Awaited outside React's act(): awaiting a parcel's mount inside act() never resolves.
 */
export async function mountArea(
  lifecycles: AreaLifecycles,
  props: { initialPath?: string } = {},
): Promise<{ domElement: HTMLDivElement; unmount: () => Promise<void> }> {
  const domElement = document.createElement('div');
  document.body.append(domElement);
  const parcel = await startInAct(() =>
    mountRootParcel(lifecycles as ParcelConfig, { domElement, ...props }),
  );
  await parcel.mountPromise;
  return {
    domElement,
    unmount: async () => {
      await await startInAct(() => parcel.unmount());
    },
  };
}
