import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from 'shared/session';
import {
  TEST_USER,
  envelope,
  fakeApi,
  logInAs,
  ok,
  refused,
  renderAt,
  resetAreaTest,
} from 'shared/standalone/testing';
import { CashierSheet } from '../components/cashier-sheet';
import { leaveAppFor } from '../components/leave-app';
import { cashier, order } from '../testing/fixtures';
import AgreementPage from './agreement-page';
import FeedbackPage from './feedback-page';
import LogoffPage from './logoff-page';
import OrderPage from './order-page';
import PasswordPhonePage from './password-phone-page';
import PasswordResetPage from './password-reset-page';
import PasswordSetPage from './password-set-page';
import RechargePage from './recharge-page';
import SettingsPage from './settings-page';
import UserInfoPage from './user-info-page';

jest.mock('../components/leave-app', () => ({ leaveAppFor: jest.fn() }));

// Dialogs animate in; the pointer check would see them still fading.
const setupUser = () => userEvent.setup({ pointerEventsCheck: 0 });
const me = envelope('0', TEST_USER);
const bodyOf = (data: unknown) => JSON.parse(data as string) as unknown;

beforeEach(() => act(() => void logInAs()));
afterEach(resetAreaTest);

describe('PasswordSetPage', () => {
  // The file's first test also loads the form controls: room for that on a busy machine.
  it('checks the new password inline and changes it with the current one', async () => {
    const user = setupUser();
    const adapter = fakeApi({
      'POST /api/user/password': ok({ has_password: true }),
      'GET /api/me': me,
    });
    const { location } = renderAt(<PasswordSetPage />, '/pagesUser/password/set');
    await user.type(screen.getByPlaceholderText('Enter your current password'), 'Passw0rd!');
    await user.type(screen.getByPlaceholderText('Enter a new password'), 'short');
    await user.type(screen.getByPlaceholderText('Enter the new password again'), 'other');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(
      (
        await screen.findAllByText(
          '8-20 characters with at least one letter and one digit, no spaces',
        )
      ).length,
    ).toBeGreaterThan(1);
    expect(screen.getByText('The two passwords are not the same')).toBeVisible();
    expect(adapter.calls.filter((c) => c.method === 'post')).toHaveLength(0);
    await user.clear(screen.getByPlaceholderText('Enter a new password'));
    await user.type(screen.getByPlaceholderText('Enter a new password'), 'Newpass123');
    await user.clear(screen.getByPlaceholderText('Enter the new password again'));
    await user.type(screen.getByPlaceholderText('Enter the new password again'), 'Newpass123');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    await waitFor(() => expect(location()).toBe('/pagesUser/password/success'));
    expect(bodyOf(adapter.calls.find((c) => c.method === 'post')!.data)).toEqual({
      password: 'Newpass123',
      old_password: 'Passw0rd!',
    });
  }, 20_000);

  it('sets a first password without the current one', async () => {
    act(() => void logInAs({ has_password: false }));
    fakeApi({});
    renderAt(<PasswordSetPage />, '/pagesUser/password/set');
    expect(screen.queryByPlaceholderText('Enter your current password')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Forgot/ })).not.toBeInTheDocument();
  });
});

describe('PasswordPhonePage and PasswordResetPage', () => {
  it('sends a code with a 60 s countdown, checks it, then resets with the ticket', async () => {
    // The clock moves only when the test moves it, so a slow machine cannot skip a second.
    jest.useFakeTimers();
    const user = userEvent.setup({
      pointerEventsCheck: 0,
      advanceTimers: jest.advanceTimersByTime,
    });
    const adapter = fakeApi({
      'POST /api/sms': ok({ expires_in: 300, resend_in: 60 }),
      'POST /api/user/password/verify': ok({ ticket: 'abc123', expires_in: 600 }),
    });
    const { location } = renderAt(<PasswordPhonePage />, '/pagesUser/password/phone');
    expect(screen.getByText('The code goes to 138****0000.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Enter the 6-digit code')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('button', { name: 'Resend in 60 s' })).toBeDisabled();
    for (let i = 0; i < 3; i++) {
      await act(async () => {
        jest.advanceTimersByTime(1000);
      });
    }
    expect(screen.getByRole('button', { name: 'Resend in 57 s' })).toBeDisabled();
    expect(bodyOf(adapter.calls[0]!.data)).toEqual({ mobile: '13800000000', scene: 'password' });
    await user.type(screen.getByPlaceholderText('Enter the 6-digit code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(location()).toBe('/pagesUser/password/reset'));
    jest.useRealTimers();
  });

  it('refuses to reset without a verified ticket, with the way to the SMS check', async () => {
    const user = setupUser();
    fakeApi({});
    const { location } = renderAt(<PasswordResetPage />, '/pagesUser/password/reset');
    expect(screen.getByText('Verify your mobile first')).toBeVisible();
    expect(screen.getByText(/The check has expired or was not done/)).toBeVisible();
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    // The way on is a page's main button (full width, large), not a pill inside the status block.
    const verify = screen.getByRole('button', { name: 'Verify by SMS' });
    expect(verify).toHaveClass('adm-button-block', 'adm-button-large');
    expect(verify.closest('.adm-error-block')).toBeNull();
    await user.click(verify);
    await waitFor(() => expect(location()).toBe('/pagesUser/password/phone'));
  });
});

describe('UserInfoPage (edit profile)', () => {
  it('edits the nickname and keeps the rest', async () => {
    const user = setupUser();
    const adapter = fakeApi({ 'POST /api/user/profile': ok(TEST_USER), 'GET /api/me': me });
    renderAt(<UserInfoPage />, '/pagesUser/user/info');
    const nickname = screen.getByPlaceholderText('Optional');
    await user.clear(nickname);
    await user.type(nickname, '小张');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Profile saved')).toBeVisible();
    expect(bodyOf(adapter.calls.find((c) => c.method === 'post')!.data)).toEqual({
      username: '张三',
      nickname: '小张',
      sex: 1,
      avatar: '/api/media/avatar-1.svg',
    });
    expect(screen.getByText('华东一队')).toBeVisible();
  });
});

describe('RechargePage and its cashier', () => {
  const recharge31 = order(31, {
    kind: 'recharge',
    title: '账户充值 100 元',
    amount: '100.00',
    status: 'pending',
    pay_method: null,
    paid_at: null,
  });

  it('pays a recharge with WeChat Pay only: no balance or points to choose', async () => {
    const user = setupUser();
    const adapter = fakeApi({
      'GET /api/recharge/options': ok({
        balance: '128.50',
        list: [
          { id: 1, amount: '50.00', bonus: '0.00' },
          { id: 2, amount: '100.00', bonus: '10.00' },
        ],
      }),
      'POST /api/recharge': ok(recharge31),
      // What the API offers a recharge: balance and points greyed out with a reason.
      'GET /api/orders/31/cashier': ok(cashier(recharge31)),
      'POST /api/orders/31/pay': ok({
        order: recharge31,
        payment: {
          payment_no: 'P20261124000001',
          status: 'pending',
          amount: '100.00',
          pay_url: 'http://api.test/api/dev/pay?payment_no=P20261124000001',
          order: recharge31,
        },
      }),
    });
    const { location } = renderAt(<RechargePage />, '/pagesUser/user/recharge');
    // The first amount is chosen to begin with: one tap recharges it.
    expect(await screen.findByRole('button', { name: 'Recharge ¥50.00' })).toBeEnabled();
    expect(screen.getByRole('button', { name: /¥50.00/, pressed: true })).toBeVisible();
    await user.click(screen.getByRole('button', { name: /¥100.00/ }));
    expect(screen.getByRole('button', { name: /¥100.00/, pressed: true })).toBeVisible();
    expect(screen.getByRole('button', { name: /¥50.00/, pressed: false })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Recharge ¥100.00' }));

    const sheet = await screen.findByRole('region', { name: 'Choose how to pay' });
    expect(await within(sheet).findByRole('radio', { name: 'WeChat Pay' })).toBeChecked();
    expect(within(sheet).getAllByRole('radio')).toHaveLength(1);
    expect(within(sheet).queryByText(/Balance/)).not.toBeInTheDocument();
    expect(within(sheet).queryByText(/Points/)).not.toBeInTheDocument();
    expect(within(sheet).getByTestId('cashier-amount')).toHaveTextContent('¥100.00');

    await user.click(within(sheet).getByRole('button', { name: 'Pay ¥100.00' }));
    await waitFor(() => expect(leaveAppFor).toHaveBeenCalledTimes(1));
    const url = new URL(jest.mocked(leaveAppFor).mock.calls[0]![0]);
    expect(url.searchParams.get('payment_no')).toBe('P20261124000001');
    expect(
      new URL(url.searchParams.get('return_url')!).pathname +
        new URL(url.searchParams.get('return_url')!).search,
    ).toBe('/pagesTrain/payment/result?id=31&payment_no=P20261124000001');
    const posts = adapter.calls.filter((c) => c.method === 'post');
    expect(posts.map((c) => [c.url, bodyOf(c.data)])).toEqual([
      ['/api/recharge', { option_id: 2 }],
      ['/api/orders/31/pay', { method: 'wechat' }],
    ]);
    expect(location()).toBe('/pagesUser/user/recharge');
  });

  it('asks before taking money from the balance, and takes none when the payer says no', async () => {
    const user = setupUser();
    const course = order(40, { status: 'pending', pay_method: null, paid_at: null });
    const adapter = fakeApi({
      'GET /api/orders': ok({ list: [course], total: 1, page: 1, pageSize: 20 }),
      'GET /api/orders/40/cashier': ok(
        cashier(course, { balance: { available: true }, points: { available: true } }),
      ),
      'POST /api/orders/40/pay': ok({ order: { ...course, status: 'paid' }, payment: null }),
      'GET /api/me': me,
    });
    const paid = jest.fn();
    renderAt(<CashierSheet orderId={40} onClose={() => undefined} onPaid={paid} />, '/');
    const sheet = await screen.findByRole('region', { name: 'Choose how to pay' });
    await user.click(
      await within(sheet).findByRole('radio', { name: 'Balance (¥128.50 available)' }),
    );

    await user.click(await within(sheet).findByRole('button', { name: 'Pay ¥99.00' }));
    // The dialog fades in: on a busy machine its text is found while it is still transparent.
    await waitFor(() => expect(screen.getByText('Pay ¥99.00 from your balance?')).toBeVisible());
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByText('Pay ¥99.00 from your balance?')).not.toBeInTheDocument(),
    );
    expect(adapter.calls.filter((c) => c.method === 'post')).toHaveLength(0);

    await user.click(await within(sheet).findByRole('button', { name: 'Pay ¥99.00' }));
    await screen.findByText('Pay ¥99.00 from your balance?');
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(paid).toHaveBeenCalledTimes(1));
    const posts = adapter.calls.filter((c) => c.method === 'post');
    expect(posts.map((c) => [c.url, bodyOf(c.data)])).toEqual([
      ['/api/orders/40/pay', { method: 'balance' }],
    ]);
    expect(leaveAppFor).not.toHaveBeenCalled();
  });
});

describe('OrderPage actions', () => {
  it('pays a pending order at the cashier or cancels it', async () => {
    const user = setupUser();
    let cancelled = false;
    fakeApi({
      'GET /api/orders': () =>
        ok({
          list: [order(7, { status: cancelled ? 'cancelled' : 'pending', paid_at: null })],
          total: 1,
          page: 1,
          pageSize: 20,
        }),
      'POST /api/orders/7/cancel': () => {
        cancelled = true;
        return ok(order(7, { status: 'cancelled' }));
      },
    });
    const { location } = renderAt(<OrderPage />, '/pagesUser/user/order');
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    await screen.findByText('Cancel the order "门店陈列实战课"?');
    await user.click(screen.getAllByRole('button', { name: 'Cancel order' }).at(-1)!);
    expect(await screen.findByText('Order cancelled')).toBeVisible();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Pay' })).not.toBeInTheDocument(),
    );
    expect(location()).toBe('/pagesUser/user/order');
  });

  it('shows the details under the title and the actions at the bottom of the card', async () => {
    fakeApi({
      'GET /api/orders': ok({
        list: [order(8, { status: 'pending', paid_at: null })],
        total: 1,
        page: 1,
        pageSize: 20,
      }),
    });
    renderAt(<OrderPage />, '/pagesUser/user/order');
    const card = await screen.findByRole('article', { name: '门店陈列实战课' });
    const title = within(card).getByRole('heading', { name: '门店陈列实战课' });
    const details = within(card).getByText('Order no. 2025011500008');
    const pay = within(card).getByRole('button', { name: 'Pay' });
    const follows = (a: Node, b: Node) =>
      Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(follows(title, details)).toBe(true);
    expect(follows(details, pay)).toBe(true);
    expect(card.lastElementChild).toContainElement(pay);
    expect(card.lastElementChild).toContainElement(
      within(card).getByRole('button', { name: 'Cancel order' }),
    );
  });

  it('pays a pending recharge in the cashier sheet, with WeChat Pay only', async () => {
    const user = setupUser();
    const recharge = order(9, {
      kind: 'recharge',
      title: '账户充值 50 元',
      amount: '50.00',
      status: 'pending',
      pay_method: null,
      paid_at: null,
    });
    fakeApi({
      'GET /api/orders': ok({ list: [recharge], total: 1, page: 1, pageSize: 20 }),
      'GET /api/orders/9/cashier': ok(cashier(recharge)),
    });
    const { location } = renderAt(<OrderPage />, '/pagesUser/user/order');
    await user.click(await screen.findByRole('button', { name: 'Pay' }));
    const sheet = await screen.findByRole('region', { name: 'Choose how to pay' });
    expect(await within(sheet).findByRole('radio', { name: 'WeChat Pay' })).toBeVisible();
    expect(within(sheet).getAllByRole('radio')).toHaveLength(1);
    expect(location()).toBe('/pagesUser/user/order');
  });

  it('opens the training cashier for a pending course order', async () => {
    const user = setupUser();
    fakeApi({
      'GET /api/orders': ok({
        list: [order(8, { status: 'pending', paid_at: null })],
        total: 1,
        page: 1,
        pageSize: 20,
      }),
    });
    const { location } = renderAt(<OrderPage />, '/pagesUser/user/order');
    await user.click(await screen.findByRole('button', { name: 'Pay' }));
    expect(location()).toBe('/pagesTrain/payment/payment?id=8');
  });
});

describe('SettingsPage extras', () => {
  it('clears the cache but keeps the login, and shows the version', async () => {
    const user = setupUser();
    fakeApi({});
    localStorage.setItem('search.history', JSON.stringify(['冰箱', '空调']));
    renderAt(<SettingsPage />, '/pagesUser/set/index');
    await user.click(screen.getByText('Clear cache'));
    const dialogs = await screen.findAllByRole('button', { name: 'Confirm' });
    await user.click(dialogs.at(-1)!);
    expect(await screen.findByText('Cache cleared')).toBeVisible();
    expect(localStorage.getItem('search.history')).toBeNull();
    expect(useSessionStore.getState().isLoggedIn).toBe(true);
    expect(screen.getByText('1.03.06')).toBeVisible();
  });
});

describe('FeedbackPage', () => {
  it('needs text, keeps it to 140 characters and sends it', async () => {
    const user = setupUser();
    let sent = false;
    const adapter = fakeApi({
      'GET /api/feedback': () =>
        ok({
          list: sent
            ? [
                {
                  id: 1,
                  kind: 'bug',
                  body: '视频无法全屏',
                  images: [],
                  contact: '',
                  status: 'open',
                  reply: '',
                  created_at: Math.floor(Date.now() / 1000),
                  replied_at: null,
                },
              ]
            : [],
          total: sent ? 1 : 0,
          page: 1,
          pageSize: 10,
        }),
      'POST /api/feedback': () => {
        sent = true;
        return ok({});
      },
    });
    renderAt(<FeedbackPage />, '/pagesUser/set/feedback');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Write what you want to tell us')).toBeVisible();
    await user.click(screen.getByText('Problem'));
    const body = screen.getByPlaceholderText('What works, what does not, what you would like');
    await user.type(body, '视频无法全屏');
    expect(screen.getByText('6/140')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Thank you for your feedback')).toBeVisible();
    expect(bodyOf(adapter.calls.find((c) => c.method === 'post')!.data)).toEqual({
      kind: 'bug',
      body: '视频无法全屏',
      images: [],
    });
    expect(await screen.findByText('Problem · 视频无法全屏')).toBeVisible();
  });
});

describe('LogoffPage', () => {
  it('warns, needs the agreement and an SMS code, then deletes the account and logs out', async () => {
    const user = setupUser();
    let attempt = 0;
    const adapter = fakeApi({
      'POST /api/logoff': () =>
        ++attempt === 1 ? refused('The SMS code is wrong or has expired') : ok(null),
    });
    renderAt(<LogoffPage />, '/pagesUser/set/logoff');
    expect(
      screen.getByText('this cannot be undone: you will need a new account to come back.'),
    ).toBeVisible();
    const submit = screen.getByRole('button', { name: 'Delete account' });
    expect(submit).toBeDisabled();
    await user.click(screen.getByText('I understand and want to delete my account'));
    await user.type(screen.getByPlaceholderText('Enter the 6-digit code'), '111111');
    await user.click(submit);
    await screen.findByText('Delete your account now? This cannot be undone.');
    await user.click(screen.getAllByRole('button', { name: 'Delete account' }).at(-1)!);
    expect(await screen.findByText('The SMS code is wrong or has expired')).toBeVisible();
    expect(useSessionStore.getState().isLoggedIn).toBe(true);
    // The dialog closes with an animation, which takes longer on a busy machine.
    await waitFor(
      () =>
        expect(
          screen.queryByText('Delete your account now? This cannot be undone.'),
        ).not.toBeInTheDocument(),
      { timeout: 5000 },
    );
    await user.click(submit);
    await screen.findByText('Delete your account now? This cannot be undone.');
    await user.click(screen.getAllByRole('button', { name: 'Delete account' }).at(-1)!);
    await waitFor(() => expect(useSessionStore.getState().isLoggedIn).toBe(false));
    expect(bodyOf(adapter.calls.at(-1)!.data)).toEqual({ code: '111111' });
  });
});

describe('AgreementPage', () => {
  it('shows the user agreement and the privacy policy, to visitors too', async () => {
    const user = setupUser();
    act(() => resetAreaTest());
    fakeApi({});
    renderAt(<AgreementPage />, '/pagesUser/agreement/agreement');
    expect(screen.getByText(/By logging in you accept this agreement/)).toBeVisible();
    // The date of the last change comes from one constant, written like every date of the app.
    expect(screen.getByText('Last updated 2026-11-01')).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Privacy policy' }));
    expect(screen.getByText(/Your shop manager and area manager see your profile/)).toBeVisible();
    expect(screen.getByText('Last updated 2026-11-01')).toBeVisible();
  });
});
