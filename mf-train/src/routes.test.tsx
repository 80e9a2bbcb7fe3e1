import { screen } from '@testing-library/react';
import { en, zhCN } from 'shared/i18n';
import { PATHS } from 'shared/paths';
import { pendingApi, renderRoutes, resetAreaTest } from 'shared/standalone/testing';
import { routes } from './routes';

afterEach(resetAreaTest);

describe('the training route table', () => {
  it('lists exactly the training paths of the spec, once each', () => {
    const paths = routes.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect([...paths].sort()).toEqual(Object.values(PATHS.train).sort());
    expect(paths).toHaveLength(27);
  });

  it('shows the nav bar on every page, without pull-down refresh', () => {
    expect(routes.every((route) => route.navBar)).toBe(true);
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
