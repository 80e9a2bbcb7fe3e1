import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { requestConfig } from 'shared/request';
import { useSessionStore } from 'shared/session';
import { PATHS } from '../paths';
import { areaRoute } from './area-route';
import { AreaPage } from './area-page';
import { createAreaApp } from './create-area-app';
import { createAreaLifecycles } from './create-area-lifecycles';
import { mountStandalone, type StandalonePage } from './mount-standalone';
import { STANDALONE_API_FALLBACK } from './standalone-config';
import { TEST_USER, envelope, fakeApi, ok, resetAreaTest, startInAct, testToken } from './testing';

function ExamHome() {
  return <AreaPage title="page.exam.index" />;
}

const lifecycles = createAreaLifecycles(
  createAreaApp(
    [areaRoute(PATHS.exam.index, 'page.exam.index', async () => ({ default: ExamHome }))],
    { name: 'mf_exam' },
  ),
);

const demoAccounts = ok({
  password: 'Passw0rd!',
  list: [
    { mobile: '13800000000', label: 'Joined staff', role: 'staff', is_check: 2 },
    { mobile: '13800000001', label: 'Not joined', role: 'staff', is_check: 0 },
  ],
});

let page: StandalonePage | undefined;

// The page renders after reading its config; its first renders are flushed inside act().
async function mountStandaloneInAct(options: Parameters<typeof mountStandalone>[0]) {
  return startInAct(() => mountStandalone(options));
}

function serveConfig(body: unknown, ok = true) {
  globalThis.fetch = jest.fn(async () => ({
    ok,
    status: ok ? 200 : 404,
    json: async () => body,
  })) as unknown as typeof fetch;
}

afterEach(async () => {
  if (page) await await startInAct(() => page!.unmount());
  page = undefined;
  resetAreaTest();
  window.history.replaceState(null, '', '/');
  document.body.replaceChildren();
});

describe('mountStandalone', () => {
  it('reads the API from /app-config.json and mounts the area under a dev login bar', async () => {
    serveConfig({ apiBaseUrl: 'http://api.test:3100' });
    fakeApi({ 'GET /api/demo-accounts': demoAccounts });
    const container = document.createElement('div');
    document.body.append(container);
    page = await mountStandaloneInAct({ name: 'mf_exam', lifecycles, container });

    expect(globalThis.fetch).toHaveBeenCalledWith('/app-config.json', { cache: 'no-store' });
    expect(requestConfig().baseURL).toBe('http://api.test:3100');
    expect(await screen.findByRole('region', { name: 'Question bank' })).toBeVisible();
    expect(screen.getByLabelText('Mobile')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
    expect(await screen.findByText('Joined staff · 13800000000')).toBeVisible();
  });

  it('falls back to the local API when the config is missing', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    serveConfig({}, false);
    fakeApi({ 'GET /api/demo-accounts': demoAccounts });
    page = await mountStandaloneInAct({ name: 'mf_exam', lifecycles });
    expect(requestConfig().baseURL).toBe(STANDALONE_API_FALLBACK);
  });

  it('logs in with a demo account, shows who is logged in, and logs out in place', async () => {
    const user = userEvent.setup();
    serveConfig({ apiBaseUrl: '' });
    const token = testToken();
    const adapter = fakeApi({
      'GET /api/demo-accounts': demoAccounts,
      'POST /api/login': ok({ token, exp: Math.floor(Date.now() / 1000) + 3600, user: TEST_USER }),
      'GET /api/me': envelope('0', TEST_USER),
      'POST /api/logout': ok(null),
    });
    page = await mountStandaloneInAct({ name: 'mf_exam', lifecycles });
    await user.click(await screen.findByText('Joined staff · 13800000000'));

    expect(await screen.findByText(/Logged in as San/)).toBeVisible();
    expect(screen.getByText(/Joined$/)).toBeVisible();
    const login = adapter.calls.find((call) => call.url === '/api/login');
    expect(JSON.parse(String(login?.data))).toEqual({
      mobile: '13800000000',
      password: 'Passw0rd!',
    });
    expect(useSessionStore.getState().token).toBe(token);

    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByLabelText('Mobile')).toBeInTheDocument();
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('logs in with the typed mobile and password', async () => {
    const user = userEvent.setup();
    serveConfig({ apiBaseUrl: '' });
    fakeApi({
      'GET /api/demo-accounts': { status: 404, data: { code: 404, message: 'Not found' } },
      'POST /api/login': ok({ token: testToken(), exp: 0, user: TEST_USER }),
      'GET /api/me': envelope('0', { ...TEST_USER, nickname: 'Typed' }),
    });
    page = await mountStandaloneInAct({ name: 'mf_exam', lifecycles });
    const form = screen.getByRole('form', { name: 'Developer login' });
    await user.type(within(form).getByLabelText('Mobile'), '13800000000');
    await user.type(within(form).getByLabelText('Password'), 'Passw0rd!');
    await user.click(within(form).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.getByText(/Logged in as Typed/)).toBeVisible());
  });
});
