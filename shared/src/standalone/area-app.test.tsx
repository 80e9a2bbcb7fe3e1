import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import type { RemoteRoute } from '../federation';
import { PATHS } from '../paths';
import { areaRoute } from './area-route';
import { AreaPage } from './area-page';
import { EmptyState } from 'shared/ui';
import { createAreaApp } from './create-area-app';
import { createAreaLifecycles } from './create-area-lifecycles';
import { usePageTitle } from './page-title';
import { mountArea, pendingApi, renderRoutes, resetAreaTest } from './testing';

function FirstPage() {
  return (
    <AreaPage title="page.exam.index">
      <Link to={`${PATHS.exam.mistakes}?chapter=2`}>to mistakes</Link>
    </AreaPage>
  );
}

function MistakesPage() {
  return (
    <AreaPage title="page.exam.mistakes">
      <EmptyState kind="data" />
    </AreaPage>
  );
}

function NamedPage() {
  usePageTitle('人事制度');
  return <AreaPage title="page.train.policyList">{null}</AreaPage>;
}

function BrokenPage(): never {
  throw new Error('render failed');
}

const routes: RemoteRoute[] = [
  areaRoute(PATHS.exam.index, 'page.exam.index', async () => ({ default: FirstPage })),
  areaRoute(PATHS.exam.mistakes, 'page.exam.mistakes', async () => ({ default: MistakesPage })),
  areaRoute(PATHS.exam.collect, 'page.exam.collect', async () => ({ default: BrokenPage })),
  areaRoute(PATHS.train.policyList, 'page.train.policyList', async () => ({ default: NamedPage })),
];

afterEach(() => {
  resetAreaTest();
  window.history.replaceState(null, '', '/');
  document.body.replaceChildren();
});

describe('areaRoute', () => {
  it('reads the nav bar and pull-down flags from the spec lists', () => {
    const noop = async () => ({ default: FirstPage });
    expect(areaRoute(PATHS.exam.index, 'page.exam.index', noop)).toMatchObject({
      navBar: false,
      pullDownRefresh: false,
    });
    expect(areaRoute(PATHS.content.newsList, 'page.content.newsList', noop)).toMatchObject({
      navBar: true,
      pullDownRefresh: true,
    });
    expect(areaRoute(PATHS.user.questionnaire, 'page.user.questionnaire', noop).navBar).toBe(false);
  });
});

describe('an area on its own', () => {
  it('shows the nav bar title only where the spec shows the nav bar', async () => {
    renderRoutes(routes, PATHS.exam.mistakes);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Wrong-answer set' }),
    ).toBeVisible();
    // The title shows once, in the nav bar; the page only names its region with it.
    expect(screen.getAllByText('Wrong-answer set')).toHaveLength(1);
    expect(await screen.findByText('No data yet')).toBeInTheDocument();
  });

  it('shows the title a page names at run time in its nav bar', async () => {
    renderRoutes(routes, PATHS.train.policyList);
    expect(await screen.findByRole('heading', { level: 1, name: '人事制度' })).toBeVisible();
  });

  it('goes from / to the first page and follows links with their query', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/');
    expect(await screen.findByRole('region', { name: 'Question bank' })).toBeVisible();
    // No nav bar on the exam index (spec 2), so no title there at all.
    expect(screen.queryByRole('heading', { name: 'Question bank' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'to mistakes' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Wrong-answer set' }),
    ).toBeVisible();
  });

  it('answers a path of another area with not found and a way back', async () => {
    renderRoutes(routes, PATHS.user.order);
    expect(await screen.findByText('Page not found')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Question bank' })).toHaveAttribute(
      'href',
      PATHS.exam.index,
    );
  });

  it('keeps a page that throws inside its own error view, tap to reload', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderRoutes(routes, PATHS.exam.collect);
    expect(await screen.findByText('This page failed to load')).toBeVisible();
    // The nav bar (outside the page) still works.
    expect(screen.getByText('Favourites')).toBeVisible();
  });
});

describe('createAreaLifecycles', () => {
  const AreaApp = createAreaApp(routes, { name: 'mf_test' });
  const lifecycles = createAreaLifecycles(AreaApp);

  it('mounts at a host-given path without touching the URL, and unmounts cleanly', async () => {
    pendingApi();
    const area = await mountArea(lifecycles, { initialPath: PATHS.exam.mistakes });
    expect(
      await within(area.domElement).findByRole('heading', { name: 'Wrong-answer set' }),
    ).toBeVisible();
    expect(window.location.pathname).toBe('/');
    await area.unmount();
    expect(area.domElement).toBeEmptyDOMElement();
  });

  it('owns the URL when no path is given: deep links and the document title', async () => {
    window.history.replaceState(null, '', `${PATHS.exam.mistakes}?chapter=1`);
    const area = await mountArea(lifecycles);
    expect(await screen.findByRole('heading', { name: 'Wrong-answer set' })).toBeVisible();
    expect(document.title).toBe('Wrong-answer set');
    await area.unmount();
  });

  it('can be mounted again after an unmount', async () => {
    const first = await mountArea(lifecycles, { initialPath: PATHS.exam.index });
    await screen.findByRole('region', { name: 'Question bank' });
    await first.unmount();
    const second = await mountArea(lifecycles, { initialPath: PATHS.exam.mistakes });
    expect(
      await within(second.domElement).findByRole('heading', { name: 'Wrong-answer set' }),
    ).toBeVisible();
    await second.unmount();
    expect(second.domElement).toBeEmptyDOMElement();
  });
});
