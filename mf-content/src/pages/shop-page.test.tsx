import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  fakeApi,
  logInAs,
  ok,
  paramsOf,
  pendingApi,
  refused,
  renderAt,
  resetAreaTest,
  type FakeRoute,
} from 'shared/standalone/testing';
import { newsPage, shopGuide, shopGuideDetail } from '../testing/fixtures';
import ShopPage from './shop-page';

afterEach(resetAreaTest);
beforeEach(() => logInAs());

const PATH = '/pages/shop/index';

const guides: FakeRoute = (config) => {
  const { kind, keyword } = paramsOf(config);
  if (keyword === '不存在') return ok(newsPage([], 0));
  if (kind === 'product_card') {
    return ok(
      newsPage([
        shopGuide(7, {
          kind: 'product_card',
          title: '空气净化器 X5 知识卡',
          product: { id: 1, name: '空气净化器', model: 'X5', category: '家电', price: '1999.00' },
        }),
      ]),
    );
  }
  return ok(newsPage([shopGuide(1), shopGuide(2)]));
};

const table = (overrides: Record<string, FakeRoute> = {}): Record<string, FakeRoute> => ({
  'GET /api/banners': ok({ list: [] }),
  'GET /api/shop/guides': guides,
  'GET /api/shop/guides/1': ok(shopGuideDetail(1)),
  ...overrides,
});

describe('ShopPage', () => {
  it('shows its title while loading', () => {
    pendingApi();
    renderAt(<ShopPage />, PATH);
    expect(screen.getByRole('region', { name: 'Shop enablement' })).toBeVisible();
  });

  it('lists the display guides, and product cards on their tab', async () => {
    const user = userEvent.setup();
    fakeApi(table());
    renderAt(<ShopPage />, PATH);
    expect(await screen.findByText('春季橱窗陈列指引 1')).toBeVisible();
    // Short tab labels: all three fit a 375 px screen in English too.
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Guides',
      'Products',
      'Scripts',
    ]);
    // The list ends with "No more" under its card, on the page background.
    const card = screen.getByText('春季橱窗陈列指引 1').closest('.list')!;
    expect(card.nextElementSibling).toHaveTextContent('No more');
    await user.click(screen.getByText('Products'));
    expect(await screen.findByText('空气净化器 X5 知识卡')).toBeVisible();
    expect(screen.getByText('空气净化器 X5 · ¥1999.00')).toBeVisible();
  });

  it('searches, showing the search empty state when nothing matches', async () => {
    const user = userEvent.setup();
    const adapter = fakeApi(table());
    renderAt(<ShopPage />, PATH);
    await screen.findByText('春季橱窗陈列指引 1');
    await user.type(screen.getByRole('searchbox'), '不存在{Enter}');
    expect(await screen.findByText('No results found')).toBeVisible();
    expect(paramsOf(adapter.calls[adapter.calls.length - 1]!)).toMatchObject({
      kind: 'display_guide',
      keyword: '不存在',
    });
  });

  it('opens a guide with its body sanitised: no <script> reaches the DOM', async () => {
    const user = userEvent.setup();
    fakeApi(table());
    renderAt(<ShopPage />, PATH);
    await user.click(await screen.findByText('春季橱窗陈列指引 1'));
    expect(await screen.findByText('第一步：清理橱窗。')).toBeInTheDocument();
    expect(document.querySelector('.text script')).toBeNull();
    expect(document.querySelector('script')).toBeNull();
    expect(document.querySelector('.text img')).not.toHaveAttribute('onerror');
  });

  it('shows a failed list inline and retries it', async () => {
    const user = userEvent.setup();
    let fail = true;
    fakeApi(
      table({
        'GET /api/shop/guides': (config) =>
          fail ? refused('Guides are unavailable') : guides(config),
      }),
    );
    renderAt(<ShopPage />, PATH);
    expect(await screen.findByText('Guides are unavailable')).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('春季橱窗陈列指引 2')).toBeVisible();
  });

  it('shows the empty state when a kind has no guides', async () => {
    fakeApi(table({ 'GET /api/shop/guides': ok(newsPage([], 0)) }));
    renderAt(<ShopPage />, PATH);
    expect(await screen.findByText('No data yet')).toBeVisible();
  });
});
