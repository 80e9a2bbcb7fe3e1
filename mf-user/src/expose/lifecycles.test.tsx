import { act, screen, within } from '@testing-library/react';
import {
  fakeApi,
  logInAs,
  mountArea,
  ok,
  pendingApi,
  resetAreaTest,
} from 'shared/standalone/testing';
import { helpPage } from '../testing/fixtures';
import * as lifecycles from './lifecycles';

afterEach(() => {
  resetAreaTest();
  window.history.replaceState(null, '', '/');
  document.body.replaceChildren();
});

describe('the user area lifecycles', () => {
  it('mount the FAQ with its data at a host-given path, and unmount cleanly', async () => {
    act(() => void logInAs());
    fakeApi({ 'GET /api/help': ok(helpPage()) });
    const area = await mountArea(lifecycles, { initialPath: '/pagesUser/issue/index' });
    expect(await within(area.domElement).findByText('如何登录学习平台？')).toBeVisible();
    expect(window.location.pathname).toBe('/');
    await area.unmount();
    expect(area.domElement).toBeEmptyDOMElement();
  });

  it('start on "mine" from / when the area owns the page', async () => {
    pendingApi();
    const area = await mountArea(lifecycles);
    expect(await screen.findByRole('heading', { level: 1, name: 'Mine' })).toBeVisible();
    expect(window.location.pathname).toBe('/pages/user/index');
    await area.unmount();
    expect(area.domElement).toBeEmptyDOMElement();
  });
});
