import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  fakeApi,
  ok,
  pendingApi,
  refused,
  renderAt,
  resetAreaTest,
} from 'shared/standalone/testing';
import { CULTURE } from '../testing/fixtures';
import CulturePage from './culture-page';
import PublicCulturePage from './public-culture-page';

afterEach(resetAreaTest);

describe.each([
  ['CulturePage', CulturePage, '/pages/culture/index', 'Company culture'],
  ['PublicCulturePage', PublicCulturePage, '/pagesPublic/culture/index', 'Our culture'],
])('%s', (_name, Page, path, title) => {
  it('shows its title while loading', () => {
    pendingApi();
    renderAt(<Page />, path);
    expect(screen.getByRole('region', { name: title })).toBeVisible();
  });

  it('shows the intro, values, history timeline and gallery', async () => {
    fakeApi({ 'GET /api/culture': ok(CULTURE) });
    renderAt(<Page />, path);
    // The intro leads the page without a heading: under the nav bar's title it would repeat it.
    const intro = await screen.findByRole('region', { name: '关于我们' });
    expect(intro).toHaveTextContent('我们是一家专注于美好生活的零售企业。');
    expect(screen.queryByRole('heading', { name: '关于我们' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Our values' })).toBeVisible();
    expect(screen.getByText('客户第一')).toBeVisible();
    expect(screen.getByText('2012')).toBeVisible();
    expect(screen.getByText('第一家门店开业')).toBeVisible();
    expect(screen.getByText('2020-06')).toBeVisible();
    expect(screen.getByText('门店突破一百家')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Gallery' })).toBeVisible();
    expect(screen.getByText('公益活动')).toBeVisible();
  });

  it('reserves every photo its space before it loads', async () => {
    fakeApi({ 'GET /api/culture': ok(CULTURE) });
    const { container } = renderAt(<Page />, path);
    await screen.findByText('客户第一');
    const photos = container.querySelectorAll('img');
    expect(photos).toHaveLength(1 + CULTURE.gallery.length);
    photos.forEach((photo) => {
      // Portraits (3:4), like the seeded culture photos.
      expect(Number(photo.getAttribute('width')) * 4).toBe(
        Number(photo.getAttribute('height')) * 3,
      );
    });
  });

  it('shows the empty state when there is no culture content', async () => {
    fakeApi({ 'GET /api/culture': ok({ intro: null, values: [], history: [], gallery: [] }) });
    renderAt(<Page />, path);
    expect(await screen.findByText('No data yet')).toBeVisible();
  });

  it('shows a failed load inline and retries it', async () => {
    const user = userEvent.setup();
    let fail = true;
    fakeApi({ 'GET /api/culture': () => (fail ? refused('Culture is unavailable') : ok(CULTURE)) });
    renderAt(<Page />, path);
    expect(await screen.findByText('Culture is unavailable')).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('客户第一')).toBeVisible();
  });
});
