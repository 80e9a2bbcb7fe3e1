// The subpath's entry wires itself once: the request client reads this store, and other tabs'
// changes arrive, without the shell doing anything.
import { configureRequest, get } from 'shared/request';
import { envelope, fakeAdapter, headerOf } from '../request/testing/fake-adapter';
import { SESSION_STORAGE_KEY, initialSessionState, useSessionStore } from './index';
import { NOW, VALID_TOKEN } from './testing/session-test-kit';

afterEach(() => {
  useSessionStore.setState(initialSessionState());
  localStorage.clear();
});

it('connects the request client to the store on import', async () => {
  jest.spyOn(Date, 'now').mockReturnValue(NOW);
  const adapter = fakeAdapter(() => envelope(0));
  configureRequest({ adapter });
  await get('/api/news');
  useSessionStore.setState({ token: VALID_TOKEN, exp: NOW / 1000 + 3600, isLoggedIn: true });
  await get('/api/news');
  expect(adapter.calls.map((call) => headerOf(call, 'Authorization'))).toEqual([
    'visitor',
    VALID_TOKEN,
  ]);
});

it('follows other tabs from import', async () => {
  const state = { ...initialSessionState(), token: VALID_TOKEN, exp: 1, isLoggedIn: true };
  const newValue = JSON.stringify({ state, version: 1 });
  localStorage.setItem(SESSION_STORAGE_KEY, newValue);
  window.dispatchEvent(
    new StorageEvent('storage', { key: SESSION_STORAGE_KEY, newValue, storageArea: localStorage }),
  );
  await Promise.resolve();
  expect(useSessionStore.getState().token).toBe(VALID_TOKEN);
});
