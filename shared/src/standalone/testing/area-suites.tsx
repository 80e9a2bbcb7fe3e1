// The suites every area runs on its own route table and lifecycles, with the spec's values for
// that area: each remote's routes.test.tsx and expose/lifecycles.test.tsx call one of these.
import { screen, within, type BoundFunctions, type queries } from '@testing-library/react';
import type { RemoteRoute } from '../../federation';
import { en } from '../../i18n/messages-en';
import { zhCN } from '../../i18n/messages-zh-cn';
import type { AreaLifecycles } from '../create-area-lifecycles';
import { mountArea, pendingApi, renderRoutes, resetAreaTest } from './area-test-kit';

export type RouteTableSpec = {
  /** The area as the suite's title names it: "the {name} route table". */
  name: string;
  /** The area's route table (`./routes`). */
  routes: readonly RemoteRoute[];
  /** The area's paths in the spec (`PATHS[area]`). */
  paths: Readonly<Record<string, string>>;
  /** The spec's pages without the nav bar, in the table's order (literal values). */
  withoutNavBar: readonly string[];
  /** The spec's pages with pull-down refresh, in the table's order (literal values). */
  pullDownRefresh: readonly string[];
  /** How many pages the spec lists, where the test pins it. */
  pageCount?: number;
};

/**
 * An area's route table against the spec: exactly the area's paths, once each; the nav bar and
 * pull-down refresh where the spec has them; a title in both catalogues; every page loads and
 * shows its title.
 */
export function describeRouteTable({
  name,
  routes,
  paths,
  withoutNavBar,
  pullDownRefresh,
  pageCount,
}: RouteTableSpec): void {
  describe(`the ${name} route table`, () => {
    afterEach(resetAreaTest);

    it(`lists exactly the ${name} paths of the spec, once each`, () => {
      const tablePaths = routes.map((route) => route.path);
      expect(new Set(tablePaths).size).toBe(tablePaths.length);
      expect([...tablePaths].sort()).toEqual(Object.values(paths).sort());
      if (pageCount !== undefined) expect(tablePaths).toHaveLength(pageCount);
    });

    it('shows the nav bar and pull-down refresh on the pages the spec says', () => {
      expect(routes.filter((route) => !route.navBar).map((route) => route.path)).toEqual(
        withoutNavBar,
      );
      expect(routes.filter((route) => route.pullDownRefresh).map((route) => route.path)).toEqual(
        pullDownRefresh,
      );
    });

    it('has a title in both catalogues for every page', () => {
      for (const { title } of routes) {
        expect(en[title]).toEqual(expect.any(String));
        expect(zhCN[title]).toEqual(expect.any(String));
      }
    });

    it.each(routes.map((route) => [route.path, route] as const))(
      '%s loads its page and shows its title',
      async (path, route) => {
        pendingApi();
        renderRoutes(routes, path);
        expect(
          await screen.findByRole('heading', { level: 1, name: en[route.title] }),
        ).toBeInTheDocument();
      },
    );
  });
}

/** What tells a page is on screen: its level-1 heading, or a text of its data. */
export type PageMark = { heading: string } | { text: string };

function findMark(scope: BoundFunctions<typeof queries>, mark: PageMark): Promise<HTMLElement> {
  return 'heading' in mark
    ? scope.findByRole('heading', { level: 1, name: mark.heading })
    : scope.findByText(mark.text);
}

export type AreaLifecyclesSpec = {
  /** The area as the suite's title names it: "the {name} area lifecycles". */
  name: string;
  lifecycles: AreaLifecycles;
  /**
   * A host mounts the area at `path` (a memory router): `shows` appears inside the area's div
   * and the host's URL is left alone. `arrange` answers the page's API calls (default: they
   * all stay pending).
   */
  hostPath: { path: string; shows: PageMark; arrange?: () => unknown };
  /** The area owns the URL, a deep link to `path`: that page, titled `heading` (document too). */
  deepLink?: { path: string; heading: string };
  /** The area owns the URL and it is `/`: it goes to its first page, `path`. */
  firstPage?: { path: string; heading: string };
};

/** An area's single-spa lifecycles, mounted as a host does and as the area's own page does. */
export function describeAreaLifecycles({
  name,
  lifecycles,
  hostPath,
  deepLink,
  firstPage,
}: AreaLifecyclesSpec): void {
  describe(`the ${name} area lifecycles`, () => {
    afterEach(() => {
      resetAreaTest();
      window.history.replaceState(null, '', '/');
      document.body.replaceChildren();
    });

    it('mount a host-chosen page under a memory router, and unmount leaving the div empty', async () => {
      (hostPath.arrange ?? pendingApi)();
      const area = await mountArea(lifecycles, { initialPath: hostPath.path });
      expect(await findMark(within(area.domElement), hostPath.shows)).toBeVisible();
      // The host's URL is left alone.
      expect(window.location.pathname).toBe('/');
      await area.unmount();
      expect(area.domElement).toBeEmptyDOMElement();
    });

    if (deepLink) {
      it('follow the browser URL when the area owns the page (deep link, document title)', async () => {
        pendingApi();
        window.history.replaceState(null, '', deepLink.path);
        const area = await mountArea(lifecycles);
        expect(
          await screen.findByRole('heading', { level: 1, name: deepLink.heading }),
        ).toBeVisible();
        expect(document.title).toBe(deepLink.heading);
        await area.unmount();
        expect(area.domElement).toBeEmptyDOMElement();
      });
    }

    if (firstPage) {
      it('go to the area’s first page from /', async () => {
        pendingApi();
        const area = await mountArea(lifecycles);
        expect(
          await screen.findByRole('heading', { level: 1, name: firstPage.heading }),
        ).toBeVisible();
        expect(window.location.pathname).toBe(firstPage.path);
        await area.unmount();
        expect(area.domElement).toBeEmptyDOMElement();
      });
    }
  });
}
