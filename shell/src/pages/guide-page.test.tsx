import { renderApp } from '../testing/render-with-providers';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PATHS } from 'shared/paths';
import { resetStores } from '../testing/session';
import { GUIDE_DONE_STORAGE_KEY, hasCompletedGuide } from './guide/guide-progress';

jest.mock('../federation/load-remote-module', () => ({
  ...jest.requireActual('../federation/load-remote-module'),
  loadRemoteModule: jest.fn(() => new Promise(() => undefined)),
}));
jest.mock('../federation/preload-areas', () => ({ preloadAfterHome: jest.fn() }));

beforeEach(() => resetStores());

describe('guide page (public)', () => {
  it('describes the product on three slides', async () => {
    renderApp({ url: PATHS.shell.guide });
    expect(await screen.findByRole('heading', { name: 'Learn anywhere' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Practise and pass exams', hidden: true }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Stay in the loop', hidden: true }),
    ).toBeInTheDocument();
    expect(hasCompletedGuide()).toBe(false);
  });

  it('walks to the last slide, whose Start goes home and is remembered', async () => {
    const user = userEvent.setup();
    const { router } = renderApp({ url: PATHS.shell.guide });
    await screen.findByRole('heading', { name: 'Learn anywhere' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Start' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(PATHS.shell.home));
    expect(localStorage.getItem(GUIDE_DONE_STORAGE_KEY)).toBe('1');
    expect(hasCompletedGuide()).toBe(true);
  });

  it('can be skipped, which also counts as done', async () => {
    const user = userEvent.setup();
    const { router } = renderApp({ url: PATHS.shell.guide });
    await user.click(await screen.findByRole('button', { name: 'Skip' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(PATHS.shell.home));
    expect(hasCompletedGuide()).toBe(true);
  });

  it('speaks Chinese too', async () => {
    renderApp({ url: PATHS.shell.guide, language: 'zh-CN' });
    expect(await screen.findByRole('heading', { name: '随时随地学习' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '欢迎' })).toBeInTheDocument();
  });
});
