import { screen, within } from '@testing-library/react';
import { mountArea, pendingApi, resetAreaTest } from 'shared/standalone/testing';
import * as lifecycles from './lifecycles';

afterEach(() => {
  resetAreaTest();
  window.history.replaceState(null, '', '/');
  document.body.replaceChildren();
});

describe('the training area lifecycles', () => {
  it('mount a host-chosen page under a memory router, and unmount leaving the div empty', async () => {
    pendingApi();
    const area = await mountArea(lifecycles, { initialPath: '/pagesTrain/meeting/list' });
    expect(
      await within(area.domElement).findByRole('heading', { level: 1, name: 'Meetings' }),
    ).toBeInTheDocument();
    // The host's URL is left alone.
    expect(window.location.pathname).toBe('/');

    await area.unmount();
    expect(area.domElement).toBeEmptyDOMElement();
  });

  it('follow the browser URL when the area owns the page (deep link, document title)', async () => {
    pendingApi();
    window.history.replaceState(null, '', '/pagesTrain/policy/catalogue');
    const area = await mountArea(lifecycles);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Policy catalogue' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Policy catalogue');
    await area.unmount();
    expect(area.domElement).toBeEmptyDOMElement();
  });

  it('go to the area’s first page from /', async () => {
    pendingApi();
    const area = await mountArea(lifecycles);
    expect(await screen.findByRole('heading', { level: 1, name: 'Training' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/pages/train/index');
    await area.unmount();
  });
});
