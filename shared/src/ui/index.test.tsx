// Importing the subpath wires the request client to this layer: its failures become toasts in
// the app language, its calls show the one loading indicator.
import '@testing-library/jest-dom';
import { act, screen } from '@testing-library/react';
import { Toast } from 'shared/ui-kit-core';
import { configureRequest, get, requestConfig } from 'shared/request';
import { envelope, fakeAdapter, type FakeReply } from '../request/testing/fake-adapter';
import { createI18n } from '../i18n';
import { hideLoading, isLoadingShown, setAppI18n, showLoading, showToastMessage } from './index';

beforeEach(() => setAppI18n(createI18n('en')));
afterEach(() => act(() => Toast.clear()));

it('is wired on import', () => {
  expect(requestConfig()).toMatchObject({ notify: showToastMessage, showLoading, hideLoading });
});

it('toasts a failed request with the catalogue text and duration', async () => {
  const show = jest.spyOn(Toast, 'show');
  configureRequest({ adapter: fakeAdapter(() => envelope(1, null, 'Wrong password')) });
  await act(async () => {
    await expect(get('/api/login')).rejects.toMatchObject({ kind: 'business', code: 1 });
  });
  expect(show).toHaveBeenCalledWith(expect.objectContaining({ duration: 1000 }));
  expect(await screen.findByText('Wrong password')).toBeInTheDocument();
});

it('shows the loading indicator during a call, then hides it', async () => {
  let release: (reply: FakeReply) => void = () => {};
  const reply = new Promise<FakeReply>((resolve) => (release = resolve));
  configureRequest({ adapter: fakeAdapter(() => reply) });
  let call: Promise<unknown> = Promise.resolve();
  act(() => {
    call = get('/api/news');
  });
  expect(isLoadingShown()).toBe(true);
  expect(screen.getByTestId('global-loading')).toHaveTextContent('Loading…');
  await act(async () => {
    release(envelope(0, []));
    await call;
  });
  expect(isLoadingShown()).toBe(false);
  expect(screen.queryByTestId('global-loading')).not.toBeInTheDocument();
});
