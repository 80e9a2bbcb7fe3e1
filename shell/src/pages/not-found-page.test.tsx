import { renderApp } from '../testing/render-with-providers';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PATHS } from 'shared/paths';
import { resetStores, seedLoggedIn } from '../testing/session';

jest.mock('../federation/load-remote-module', () => ({
  ...jest.requireActual('../federation/load-remote-module'),
  loadRemoteModule: jest.fn(() => new Promise(() => undefined)),
}));
jest.mock('../federation/preload-areas', () => ({ preloadAfterHome: jest.fn() }));

beforeEach(() => resetStores());

it('tells the user the page does not exist and links home', async () => {
  const user = userEvent.setup();
  seedLoggedIn(2);
  const { router } = renderApp({ url: '/pages/nothing/here' });
  expect(
    await screen.findByText('The page you are looking for does not exist or has moved.'),
  ).toBeInTheDocument();
  const home = screen.getByRole('link', { name: 'Back to home' });
  expect(home).toHaveAttribute('href', PATHS.shell.home);
  await user.click(home);
  await waitFor(() => expect(router.state.location.pathname).toBe(PATHS.shell.home));
});
