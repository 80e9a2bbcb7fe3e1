import { screen } from '@testing-library/react';
import { en, zhCN } from 'shared/i18n';
import { PATHS } from 'shared/paths';
import { pendingApi, renderRoutes, resetAreaTest } from 'shared/standalone/testing';
import { routes } from './routes';

afterEach(resetAreaTest);

describe('the user route table', () => {
  it('lists exactly the user paths of the spec, once each', () => {
    const paths = routes.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect([...paths].sort()).toEqual(Object.values(PATHS.user).sort());
    expect(paths).toHaveLength(39);
  });

  it('hides the nav bar on the questionnaire only, without pull-down refresh', () => {
    expect(routes.filter((route) => !route.navBar).map((route) => route.path)).toEqual([
      '/pagesUser/questionnaire/index',
    ]);
    expect(routes.some((route) => route.pullDownRefresh)).toBe(false);
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
