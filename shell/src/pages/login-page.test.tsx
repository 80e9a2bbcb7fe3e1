import { renderApp } from '../testing/render-with-providers';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toast } from 'shared/ui-kit';
import { configureRequest } from 'shared/request';
import { useSessionStore } from 'shared/session';
import { PATHS } from 'shared/paths';
import { envelope, startFakeApi, stopFakeApi, type FakeRoutes } from '../testing/fake-api';
import { TEST_USER, resetStores, seedLoggedIn, sessionReply, validToken } from '../testing/session';
import { leaveAppFor } from './login/browser-location';

jest.mock('../federation/load-remote-module', () => ({
  ...jest.requireActual('../federation/load-remote-module'),
  loadRemoteModule: jest.fn(() => new Promise(() => undefined)),
}));
jest.mock('../federation/preload-areas', () => ({ preloadAfterHome: jest.fn() }));
jest.mock('./login/browser-location', () => ({
  leaveAppFor: jest.fn(),
  currentOrigin: () => 'http://app.test',
}));

const LOGIN = PATHS.shell.login;
const HOME = PATHS.shell.home;

const me = () => envelope('0', TEST_USER);

function api(routes: FakeRoutes = {}) {
  return startFakeApi({ 'GET /api/me': me, ...routes });
}

beforeEach(() => {
  resetStores();
});
afterEach(() => {
  stopFakeApi();
  jest.useRealTimers();
});

const isLoggedIn = () => useSessionStore.getState().isLoggedIn;

async function openLogin(url: string = LOGIN) {
  const rendered = renderApp({ url });
  await screen.findByRole('heading', { name: 'Welcome back' });
  return rendered;
}

async function chooseMethod(name: string) {
  await userEvent.click(screen.getByRole('tab', { name }));
}

describe('login page: frame', () => {
  it('has no nav bar and no tab bar, and offers password, SMS and QR code outside WeChat', async () => {
    api();
    await openLogin();
    expect(document.querySelector('header.bar')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Main sections' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Password',
      'SMS code',
      'QR code',
    ]);
    // The ways share the card's width equally, so none is pushed off a 375 px screen.
    for (const tab of screen.getAllByRole('tab')) {
      expect(tab.closest('.adm-tabs-tab-wrapper')).toHaveClass('adm-tabs-tab-wrapper-stretch');
    }
    expect(screen.getByLabelText('Mobile')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });

  it('is never shown to a logged-in user: the guard sends them home', async () => {
    api();
    seedLoggedIn(2);
    const { router } = renderApp({ url: LOGIN });
    await waitFor(() => expect(router.state.location.pathname).toBe(HOME));
    expect(screen.queryByRole('heading', { name: 'Welcome back' })).not.toBeInTheDocument();
  });
});

describe('password login', () => {
  it('checks the fields before any call, under each field', async () => {
    const user = userEvent.setup();
    const server = api();
    await openLogin();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByText('Enter your mobile number')).toBeInTheDocument();
    expect(screen.getByText('Enter your password')).toBeInTheDocument();
    expect(screen.getByLabelText('Mobile')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Mobile')).toHaveAccessibleDescription('Enter your mobile number');

    await user.type(screen.getByLabelText('Mobile'), '1380000');
    expect(screen.getByText('Enter a valid mobile number')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Password'), 'abc');
    expect(screen.getByText('A password has at least 6 characters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(server.requestsTo('POST /api/login')).toHaveLength(0);
  });

  it("shows the API's refusal inline, without a toast", async () => {
    const user = userEvent.setup();
    const toast = jest.spyOn(Toast, 'show');
    api({ 'POST /api/login': () => envelope(1, null, 'Incorrect mobile or password') });
    await openLogin();
    await user.type(screen.getByLabelText('Mobile'), '13800000000');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect mobile or password');
    expect(toast).not.toHaveBeenCalled();
    expect(isLoggedIn()).toBe(false);
  });

  it('logs in, fetches the user and goes home', async () => {
    const user = userEvent.setup();
    const server = api({ 'POST /api/login': () => envelope(0, sessionReply()) });
    const { router } = await openLogin();
    await user.type(screen.getByLabelText('Mobile'), '13800000000');
    await user.type(screen.getByLabelText('Password'), 'Passw0rd!');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(HOME));
    expect(server.requestsTo('POST /api/login')[0]?.body).toEqual({
      mobile: '13800000000',
      password: 'Passw0rd!',
    });
    expect(server.requestsTo('GET /api/me')).toHaveLength(1);
    expect(isLoggedIn()).toBe(true);
    expect(useSessionStore.getState().user).toMatchObject({ mobile: '13800000000' });
  });

  it.each([
    ['/pages/user/index', '/pages/user/index'],
    ['/pages/news/detail?id=7', '/pages/news/detail'],
    ['https://evil.example/', HOME],
    ['//evil.example/pages/user/index', HOME],
  ])('after login follows redirect=%s only when it is an app path', async (redirect, target) => {
    const user = userEvent.setup();
    api({ 'POST /api/login': () => envelope(0, sessionReply()) });
    const { router } = await openLogin(`${LOGIN}?redirect=${encodeURIComponent(redirect)}`);
    await user.type(screen.getByLabelText('Mobile'), '13800000000');
    await user.type(screen.getByLabelText('Password'), 'Passw0rd!');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(target));
  });
});

describe('SMS code login', () => {
  it('checks the mobile before sending, then counts 60 s down on the button', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const server = api({ 'POST /api/sms': () => envelope(0, { expires_in: 300, resend_in: 60 }) });
    await openLogin();
    await user.click(screen.getByRole('tab', { name: 'SMS code' }));

    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(screen.getByText('Enter your mobile number')).toBeInTheDocument();
    expect(server.requestsTo('POST /api/sms')).toHaveLength(0);

    await user.type(screen.getByLabelText('Mobile'), '13800000000');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    const counting = await screen.findByRole('button', { name: 'Resend in 60 s' });
    expect(counting).toBeDisabled();
    expect(server.requestsTo('POST /api/sms')[0]?.body).toEqual({
      mobile: '13800000000',
      scene: 'login',
    });
    expect(screen.getByRole('status')).toHaveTextContent('A code was sent to 13800000000');

    await act(async () => {
      jest.advanceTimersByTime(1000);
    });
    expect(screen.getByRole('button', { name: 'Resend in 59 s' })).toBeDisabled();
    await act(async () => {
      jest.advanceTimersByTime(59_000);
    });
    expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled();
  });

  it('shows a refused send inline and does not count down', async () => {
    const user = userEvent.setup();
    api({ 'POST /api/sms': () => envelope(1, null, 'Please wait before requesting another code') });
    await openLogin();
    await chooseMethod('SMS code');
    await user.type(screen.getByLabelText('Mobile'), '13800000000');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please wait before requesting another code',
    );
    expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled();
  });

  it('wants a 6-digit code, then logs in with mobile and code', async () => {
    const user = userEvent.setup();
    const server = api({ 'POST /api/login': () => envelope(0, sessionReply()) });
    const { router } = await openLogin();
    await chooseMethod('SMS code');
    const code = screen.getByLabelText('Verification code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('maxlength', '6');

    await user.type(screen.getByLabelText('Mobile'), '13800000000');
    await user.type(code, '12a3');
    expect(code).toHaveValue('123');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByText('Enter the 6-digit code')).toBeInTheDocument();
    expect(server.requestsTo('POST /api/login')).toHaveLength(0);

    await user.type(code, '456');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(HOME));
    expect(server.requestsTo('POST /api/login')[0]?.body).toEqual({
      mobile: '13800000000',
      code: '123456',
    });
  });
});

describe('WeChat QR code login', () => {
  const QR = {
    ticket: 'ticket-0001',
    qrcode: 'data:image/png;base64,AAAA',
    url: 'x',
    expires_in: 120,
  };

  function qrApi(answers: Array<'pending' | 'confirmed' | 'expired'>) {
    let polls = 0;
    let tickets = 0;
    const server = api({
      'GET /api/login/qrcode': () => {
        tickets += 1;
        return envelope(0, {
          ...QR,
          ticket: `ticket-000${tickets}`,
          qrcode: `data:image/png;base64,Q${tickets}`,
        });
      },
      'GET /api/login/ischeck': () => {
        const status = answers[Math.min(polls, answers.length - 1)];
        polls += 1;
        if (status === 'confirmed') return envelope(0, { status, session: sessionReply() });
        if (status === 'expired') return envelope(0, { status });
        return envelope(0, { status: 'pending', expires_at: 0 });
      },
    });
    return { server, polls: () => server.requestsTo('GET /api/login/ischeck').length };
  }

  async function advance(ms: number) {
    await act(async () => {
      jest.advanceTimersByTime(ms);
    });
  }

  it('shows the QR image, polls every 2 s and logs in once the phone confirms', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { server, polls } = qrApi(['pending', 'pending', 'confirmed']);
    const { router } = await openLogin();
    await user.click(screen.getByRole('tab', { name: 'QR code' }));

    const image = await screen.findByRole('img', { name: 'QR code for logging in' });
    expect(image).toHaveAttribute('src', 'data:image/png;base64,Q1');
    expect(screen.getByText('Scan with WeChat on your phone to log in')).toBeInTheDocument();
    const before = polls();
    await advance(2000);
    expect(polls()).toBe(before + 1);
    expect(server.requestsTo('GET /api/login/ischeck')[0]?.query.get('ticket')).toBe('ticket-0001');
    await advance(2000);
    await advance(2000);
    await waitFor(() => expect(router.state.location.pathname).toBe(HOME));
    expect(isLoggedIn()).toBe(true);
    const settled = polls();
    await advance(10_000);
    expect(polls()).toBe(settled);
  });

  it('offers a fresh code when the ticket expires', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { server, polls } = qrApi(['pending', 'expired']);
    await openLogin();
    await user.click(screen.getByRole('tab', { name: 'QR code' }));
    await screen.findByRole('img', { name: 'QR code for logging in' });
    await advance(2000);
    await advance(2000);
    const refresh = await screen.findByRole('button', { name: 'QR code expired, tap to refresh' });
    const settled = polls();
    await advance(10_000);
    expect(polls()).toBe(settled);

    await user.click(refresh);
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'QR code for logging in' })).toHaveAttribute(
        'src',
        'data:image/png;base64,Q2',
      ),
    );
    expect(server.requestsTo('GET /api/login/qrcode')).toHaveLength(2);
    expect(
      screen.queryByRole('button', { name: 'QR code expired, tap to refresh' }),
    ).not.toBeInTheDocument();
  });

  it('stops polling when the user switches to another method', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { polls } = qrApi(['pending']);
    await openLogin();
    await user.click(screen.getByRole('tab', { name: 'QR code' }));
    await screen.findByRole('img', { name: 'QR code for logging in' });
    await advance(2000);
    await user.click(screen.getByRole('tab', { name: 'Password' }));
    const settled = polls();
    await advance(10_000);
    expect(polls()).toBe(settled);
  });
});

describe('WeChat login (inside the WeChat browser)', () => {
  const WECHAT_UA =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 MicroMessenger/8.0.40';

  beforeEach(() => {
    jest.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(WECHAT_UA);
  });

  it('offers WeChat first and goes to the authorize page, coming back to login', async () => {
    const user = userEvent.setup();
    api();
    configureRequest({ baseURL: 'http://localhost:3100' });
    await openLogin(`${LOGIN}?redirect=%2Fpages%2Fuser%2Findex`);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'WeChat',
      'Password',
      'SMS code',
      'QR code',
    ]);
    await user.click(screen.getByRole('button', { name: 'Log in with WeChat' }));

    const target = new URL(jest.mocked(leaveAppFor).mock.calls[0]![0]);
    expect(`${target.origin}${target.pathname}`).toBe('http://localhost:3100/api/dev/wx-authorize');
    expect(target.searchParams.get('kind')).toBe('mp');
    expect(target.searchParams.get('redirect_uri')).toBe(
      'http://app.test/pages/login/index?redirect=%2Fpages%2Fuser%2Findex',
    );
    expect(target.searchParams.get('state')).toMatch(/^[0-9a-f]{32}$/);
    expect(sessionStorage.getItem('shell.wechatLoginState')).toBe(target.searchParams.get('state'));
  });

  it('logs in with the code WeChat sends back', async () => {
    sessionStorage.setItem('shell.wechatLoginState', 'abc123');
    const server = api({
      'POST /api/login/wx_app': () => envelope(0, { status: 'logged_in', session: sessionReply() }),
    });
    const { router } = renderApp({ url: `${LOGIN}?code=wx-code-1&state=abc123` });
    await waitFor(() => expect(router.state.location.pathname).toBe(HOME));
    expect(server.requestsTo('POST /api/login/wx_app')).toHaveLength(1);
    expect(server.requestsTo('POST /api/login/wx_app')[0]?.body).toEqual({ code: 'wx-code-1' });
    expect(isLoggedIn()).toBe(true);
  });

  it('refuses an answer it did not ask for (state mismatch), without calling the API', async () => {
    sessionStorage.setItem('shell.wechatLoginState', 'abc123');
    const server = api();
    const { router } = renderApp({ url: `${LOGIN}?code=wx-code-2&state=forged` });
    expect(
      await screen.findByText('The WeChat login could not be verified, please try again'),
    ).toBeInTheDocument();
    expect(server.requestsTo('POST /api/login/wx_app')).toHaveLength(0);
    // The used answer leaves the address bar.
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('asks a new WeChat user to bind a mobile (SMS code, scene bind), then logs in', async () => {
    const user = userEvent.setup();
    sessionStorage.setItem('shell.wechatLoginState', 'abc123');
    const server = api({
      'POST /api/login/wx_app': () =>
        envelope(0, { status: 'bind_required', bind_ticket: 'bind-ticket-1', expires_in: 600 }),
      'POST /api/sms': () => envelope(0, { expires_in: 300, resend_in: 60 }),
      'POST /api/login/bind': () => envelope(0, sessionReply()),
    });
    const { router } = renderApp({
      url: `${LOGIN}?code=wx-code-3&state=abc123&redirect=%2Fpages%2Fuser%2Findex`,
    });
    const form = await screen.findByRole('region', { name: 'Bind your mobile number' });
    await user.type(within(form).getByLabelText('Mobile'), '13900000000');
    await user.click(within(form).getByRole('button', { name: 'Send code' }));
    await within(form).findByRole('button', { name: 'Resend in 60 s' });
    expect(server.requestsTo('POST /api/sms')[0]?.body).toEqual({
      mobile: '13900000000',
      scene: 'bind',
    });
    await user.type(within(form).getByLabelText('Verification code'), '654321');
    await user.click(within(form).getByRole('button', { name: 'Bind and log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/user/index'));
    expect(server.requestsTo('POST /api/login/bind')[0]?.body).toEqual({
      bind_ticket: 'bind-ticket-1',
      mobile: '13900000000',
      code: '654321',
    });
  });
});

describe('demo accounts', () => {
  const DEMO = {
    password: 'Passw0rd!',
    list: [
      { mobile: '13800000000', label: 'Staff, joined', role: 'staff', is_check: 2 },
      { mobile: '13800000001', label: 'Not joined', role: 'staff', is_check: 0 },
    ],
  };

  it('lists the accounts the API offers; tapping one fills the password form', async () => {
    const user = userEvent.setup();
    api({ 'GET /api/demo-accounts': () => envelope(0, DEMO) });
    await openLogin();
    const list = await screen.findByRole('region', { name: 'Demo accounts' });
    expect(within(list).getAllByRole('button')).toHaveLength(2);
    expect(within(list).getAllByText('Passw0rd!')).toHaveLength(2);
    expect(within(list).getByText('Staff, joined')).toBeInTheDocument();

    await chooseMethod('SMS code');
    await user.click(
      within(list).getByRole('button', { name: '13800000001 Not joined Passw0rd!' }),
    );
    expect(screen.getByRole('tab', { name: 'Password' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Mobile')).toHaveValue('13800000001');
    expect(screen.getByLabelText('Password')).toHaveValue('Passw0rd!');
  });

  it('shows no list when the API has none (production answers code 404)', async () => {
    const toast = jest.spyOn(Toast, 'show');
    const server = api({ 'GET /api/demo-accounts': () => envelope(404, null, 'Not found') });
    await openLogin();
    await waitFor(() => expect(server.requestsTo('GET /api/demo-accounts')).toHaveLength(1));
    await act(async () => undefined);
    expect(screen.queryByRole('region', { name: 'Demo accounts' })).not.toBeInTheDocument();
    expect(toast).not.toHaveBeenCalled();
  });
});

it('a token is what the session keeps', () => {
  expect(validToken().split('.')).toHaveLength(3);
});
