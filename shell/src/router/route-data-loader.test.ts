import type { RemoteRoute } from 'shared/federation';
import { initialSessionState, useSessionStore } from 'shared/session';
import { enterArea } from '../federation/area-routes';
import { seedLoggedIn } from '../testing/session';
import { createRouteDataLoader, routeDataShouldRevalidate } from './route-data-loader';

jest.mock('../federation/area-routes', () => ({ enterArea: jest.fn() }));

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function table(path: string) {
  const route = {
    path,
    title: 'page.content.newsList',
    navBar: true,
    pullDownRefresh: false,
    load: jest.fn(() => Promise.resolve({ default: () => null })),
    prefetch: jest.fn(),
  } satisfies RemoteRoute;
  jest.mocked(enterArea).mockResolvedValue([route]);
  return route;
}

const run = (area: Parameters<typeof createRouteDataLoader>[0], url: string) =>
  createRouteDataLoader(area)({
    request: new Request(`http://localhost${url}`),
    params: {},
    context: {},
  } as never);

afterEach(() => useSessionStore.setState(initialSessionState()));

describe("a remote page's route loader", () => {
  it("starts the page's code and its first calls with the URL's query, without waiting", async () => {
    const route = table('/pages/news/list');
    expect(run('content', '/pages/news/list/?category_id=3')).toBeNull();
    await settle();
    expect(enterArea).toHaveBeenCalledWith('content');
    expect(route.load).toHaveBeenCalledTimes(1);
    expect(route.prefetch).toHaveBeenCalledTimes(1);
    expect(route.prefetch.mock.calls[0]![0].get('category_id')).toBe('3');
  });

  it('starts nothing for a reader the guard turns away (a visitor on a members page)', async () => {
    const route = table('/pages/exam/index');
    run('exam', '/pages/exam/index');
    await settle();
    expect(enterArea).not.toHaveBeenCalled();
    expect(route.prefetch).not.toHaveBeenCalled();
  });

  it('starts them for a member who may open the page', async () => {
    seedLoggedIn();
    const route = table('/pages/exam/index');
    run('exam', '/pages/exam/index');
    await settle();
    expect(route.prefetch).toHaveBeenCalledTimes(1);
  });

  it('leaves a path the table lacks, and an area that fails to load, to the page', async () => {
    const route = table('/pages/news/list');
    run('content', '/pagesPublic/unknown');
    await settle();
    expect(route.prefetch).not.toHaveBeenCalled();
    jest.mocked(enterArea).mockRejectedValue(new Error('remote down'));
    expect(run('content', '/pages/news/list')).toBeNull();
    await settle();
  });

  it('prefetches again only for a new URL, not when the app shows again', () => {
    const at = (href: string) => new URL(`http://localhost${href}`);
    const args = (from: string, to: string) =>
      ({ currentUrl: at(from), nextUrl: at(to), defaultShouldRevalidate: true }) as never;
    expect(routeDataShouldRevalidate(args('/pages/news/list', '/pages/news/list'))).toBe(false);
    expect(
      routeDataShouldRevalidate(args('/pages/news/list', '/pages/news/list?category_id=2')),
    ).toBe(true);
  });
});
