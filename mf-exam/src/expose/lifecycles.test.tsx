import { screen, within } from '@testing-library/react';
import { mountArea, pendingApi, resetAreaTest } from 'shared/standalone/testing';
import * as lifecycles from './lifecycles';

afterEach(() => {
  resetAreaTest();
  window.history.replaceState(null, '', '/');
  document.body.replaceChildren();
});

describe('the exam area lifecycles', () => {
  it('mount a host-chosen page under a memory router, and unmount leaving the div empty', async () => {
    pendingApi();
    const area = await mountArea(lifecycles, { initialPath: '/pagesExam/mistakes/index' });
    expect(
      await within(area.domElement).findByRole('heading', { level: 1, name: 'Wrong-answer set' }),
    ).toBeInTheDocument();
    // The host's URL is left alone.
    expect(window.location.pathname).toBe('/');

    await area.unmount();
    expect(area.domElement).toBeEmptyDOMElement();
  });

  it('follow the browser URL when the area owns the page (deep link, document title)', async () => {
    pendingApi();
    window.history.replaceState(null, '', '/pagesExam/collect/index');
    const area = await mountArea(lifecycles);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Favourites' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Favourites');
    await area.unmount();
    expect(area.domElement).toBeEmptyDOMElement();
  });

  it('go to the area’s first page from /', async () => {
    pendingApi();
    const area = await mountArea(lifecycles);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Question bank' }),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/pages/exam/index');
    await area.unmount();
  });
});
