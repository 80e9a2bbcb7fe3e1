import '@testing-library/jest-dom';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { RouterProvider, createMemoryRouter, type RouteObject } from 'react-router';
import { createI18n, type Language } from 'shared/i18n';
import { SharedProviders, setAppI18n } from 'shared/ui';
import { appRoutes } from '../router/app-routes';
import { createGuardLoader } from '../router/guard-loader';

export type RenderWithProvidersOptions = Omit<RenderOptions, 'wrapper'> & {
  language?: Language;
};

/**
 * Render inside the providers the shell uses (i18n, antd-mobile locale, theme), in a fixed
 * language (English by default). Toasts raised outside React use the same language.
 */
export function renderWithProviders(
  ui: ReactElement,
  { language = 'en', ...options }: RenderWithProvidersOptions = {},
) {
  const i18n = createI18n(language);
  setAppI18n(i18n);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SharedProviders i18n={i18n}>{children}</SharedProviders>
  );
  return { i18n, ...render(ui, { wrapper, ...options }) };
}

export type RenderRoutesOptions = RenderWithProvidersOptions & {
  /** The first location, e.g. '/pages/login/index?redirect=%2Fpages%2Fuser%2Findex'. */
  url?: string;
};

/** Render a route table in a memory router; `router.state.location` tells where it went. */
export function renderRoutes(
  routes: RouteObject[],
  { url = '/', ...options }: RenderRoutesOptions = {},
) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  return { router, ...renderWithProviders(<RouterProvider router={router} />, options) };
}

/**
 * The shell as the browser gets it: its real route table, layout and route guard (the guard
 * reads the session store, so seed it first), in a memory router at `url`.
 */
export function renderApp(options: RenderRoutesOptions = {}) {
  let navigate: (to: string) => void = () => undefined;
  const routes = appRoutes(createGuardLoader((to) => navigate(to)));
  const rendered = renderRoutes(routes, options);
  navigate = (to) => void rendered.router.navigate(to);
  return rendered;
}

/** One page at `path`, with a catch-all that names where a navigation ended up. */
export function renderPage(
  page: ReactElement,
  { path = '/', url = path, ...options }: RenderRoutesOptions & { path?: string } = {},
) {
  return renderRoutes(
    [
      { path, element: page },
      { path: '*', element: <LocationProbe /> },
    ],
    { url, ...options },
  );
}

function LocationProbe() {
  return <div data-testid="navigated" />;
}
