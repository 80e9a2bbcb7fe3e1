import { screen, within } from '@testing-library/react';
import { fakeApi, mountArea, ok, pendingApi, resetAreaTest } from 'shared/standalone/testing';
import { newsItem, newsPage, NEWS_CATEGORIES } from '../testing/fixtures';
import * as lifecycles from './lifecycles';

afterEach(() => {
  resetAreaTest();
  window.history.replaceState(null, '', '/');
  document.body.replaceChildren();
});

describe('the content area lifecycles', () => {
  it('mount the news list with its data at a host-given path, and unmount cleanly', async () => {
    fakeApi({
      'GET /api/news/categories': ok({ list: NEWS_CATEGORIES }),
      'GET /api/news': ok(newsPage([newsItem(1)])),
    });
    const area = await mountArea(lifecycles, { initialPath: '/pages/news/list' });
    expect(await within(area.domElement).findByText('第1期门店销售技巧分享')).toBeVisible();
    expect(window.location.pathname).toBe('/');
    await area.unmount();
    expect(area.domElement).toBeEmptyDOMElement();
  });

  it('follow a deep link when the area owns the page', async () => {
    pendingApi();
    window.history.replaceState(null, '', '/pages/culture/index');
    const area = await mountArea(lifecycles);
    expect(await screen.findByRole('heading', { level: 1, name: 'Company culture' })).toBeVisible();
    await area.unmount();
    expect(area.domElement).toBeEmptyDOMElement();
  });
});
