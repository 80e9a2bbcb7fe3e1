import { screen, within } from '@testing-library/react';
import { mountArea, pendingApi, resetAreaTest } from 'shared/standalone/testing';
import * as lifecycles from './lifecycles';

afterEach(() => {
  resetAreaTest();
  window.history.replaceState(null, '', '/');
  document.body.replaceChildren();
});

describe('the clock-in area lifecycles', () => {
  it('mount a host-chosen page under a memory router, and unmount leaving the div empty', async () => {
    pendingApi();
    const area = await mountArea(lifecycles, { initialPath: '/pagesClockin/ranking/index' });
    expect(
      await within(area.domElement).findByRole('heading', { level: 1, name: 'Ranking' }),
    ).toBeInTheDocument();
    // The host's URL is left alone.
    expect(window.location.pathname).toBe('/');

    await area.unmount();
    expect(area.domElement).toBeEmptyDOMElement();
  });

  it('follow the browser URL when the area owns the page (deep link, document title)', async () => {
    pendingApi();
    window.history.replaceState(null, '', '/pagesClockin/poster/index');
    const area = await mountArea(lifecycles);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Promotion poster' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Promotion poster');
    await area.unmount();
    expect(area.domElement).toBeEmptyDOMElement();
  });

  it('go to the area’s first page from /', async () => {
    pendingApi();
    const area = await mountArea(lifecycles);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Clock-in activities' }),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/pagesClockin/activity/index');
    await area.unmount();
  });
});
