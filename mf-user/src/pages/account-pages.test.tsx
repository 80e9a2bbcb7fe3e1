import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, logInAs, ok, paramsOf, renderAt, resetAreaTest } from 'shared/standalone/testing';
import { installFakeSocket } from '../testing/fake-socket';
import { chatMessage, joinState, order } from '../testing/fixtures';
import BindStatePage from './bind-state-page';
import CustomerPage from './customer-page';
import OrderPage from './order-page';
import RechargePage from './recharge-page';

// The customer page opens the chat socket; no test here should reach for a real one.
let restoreSocket: () => void;
beforeEach(() => {
  restoreSocket = installFakeSocket();
  act(() => void logInAs());
});
afterEach(() => {
  restoreSocket();
  resetAreaTest();
});

describe('BindStatePage', () => {
  it('shows the pending request: team, shop, area and when it was sent', async () => {
    fakeApi({ 'GET /api/join/state': ok(joinState()) });
    renderAt(<BindStatePage />, '/pagesUser/bind/state');
    expect(await screen.findByText('Pending review')).toBeVisible();
    expect(screen.getByText('华东一队')).toBeVisible();
    expect(screen.getByText('南京西路店')).toBeVisible();
    expect(screen.getByText('3 hours ago')).toBeVisible();
  });

  it('shows why a request was rejected', async () => {
    const state = joinState({ is_check: 0 });
    fakeApi({
      'GET /api/join/state': ok({
        ...state,
        request: {
          ...state.request,
          status: 'rejected',
          reason: '门店信息不符',
          reviewed_at: 1_736_900_000,
        },
      }),
    });
    renderAt(<BindStatePage />, '/pagesUser/bind/state');
    expect(await screen.findByText('Rejected')).toBeVisible();
    expect(screen.getByText('门店信息不符')).toBeVisible();
  });

  it('leads to joining when there is no request yet', async () => {
    fakeApi({ 'GET /api/join/state': ok({ is_check: 0, profile_complete: false, request: null }) });
    renderAt(<BindStatePage />, '/pagesUser/bind/state');
    expect(await screen.findByText('You have not asked to join a team yet.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Complete profile' })).toHaveAttribute(
      'href',
      '/pagesUser/bind/index',
    );
  });
});

describe('OrderPage', () => {
  it('lists my orders and filters them by status tab', async () => {
    const user = userEvent.setup();
    const adapter = fakeApi({
      'GET /api/orders': (config) =>
        ok({
          list:
            paramsOf(config).status === 'pending'
              ? [
                  order(2, {
                    title: '余额充值 ¥100',
                    kind: 'recharge',
                    status: 'pending',
                    amount: '100.00',
                  }),
                ]
              : [order(1)],
          total: 1,
          page: 1,
          pageSize: 20,
        }),
    });
    const { location } = renderAt(<OrderPage />, '/pagesUser/user/order');
    expect(await screen.findByText('门店陈列实战课')).toBeVisible();
    expect(screen.getByText('¥99.00')).toBeVisible();
    const card = screen.getByRole('article', { name: '门店陈列实战课' });
    expect(within(card).getByText('Course')).toBeVisible();
    expect(within(card).getByText('Order no. 2025011500001')).toBeVisible();
    expect(within(card).getByText(/^Placed 2025-01-15 \d\d:\d\d$/)).toBeVisible();
    expect(within(card).getByText('Paid')).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'To pay' }));
    expect(await screen.findByText('余额充值 ¥100')).toBeVisible();
    expect(location()).toBe('/pagesUser/user/order?status=pending');
    expect(paramsOf(adapter.calls.at(-1)!)).toEqual({ page: 1, pageSize: 20, status: 'pending' });
  });

  it('shows the empty state when there are no orders', async () => {
    fakeApi({ 'GET /api/orders': ok({ list: [], total: 0, page: 1, pageSize: 20 }) });
    renderAt(<OrderPage />, '/pagesUser/user/order?status=refunded');
    // The page's own sentence, not the generic "No data yet".
    expect(await screen.findByText('No orders here yet')).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Refunded', selected: true })).toBeVisible();
  });
});

describe('RechargePage', () => {
  it('shows my balance and each amount with its bonus', async () => {
    fakeApi({
      'GET /api/recharge/options': ok({
        balance: '128.50',
        list: [
          { id: 1, amount: '50.00', bonus: '0.00' },
          { id: 2, amount: '100.00', bonus: '10.00' },
        ],
      }),
    });
    renderAt(<RechargePage />, '/pagesUser/user/recharge');
    expect(await screen.findByTestId('balance')).toHaveTextContent('¥128.50');
    const options = screen.getByRole('list', { name: 'Recharge amounts' });
    expect(within(options).getAllByRole('listitem')).toHaveLength(2);
    expect(within(options).getByText('Bonus ¥10.00')).toBeVisible();
  });

  it('shows a failure with Retry', async () => {
    const user = userEvent.setup();
    let calls = 0;
    fakeApi({
      'GET /api/recharge/options': () =>
        ++calls === 1 ? { fail: 'network' } : ok({ balance: '0.00', list: [] }),
    });
    renderAt(<RechargePage />, '/pagesUser/user/recharge');
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('balance')).toHaveTextContent('¥0.00');
  });
});

describe('CustomerPage', () => {
  it('shows the conversation, newest last, and loads earlier messages', async () => {
    const user = userEvent.setup();
    const adapter = fakeApi({
      'GET /api/chat/messages': (config) =>
        paramsOf(config).before_id === 10
          ? ok({ list: [chatMessage(9, 'agent', '您好，请问有什么可以帮您？')], has_more: false })
          : ok({
              list: [
                chatMessage(10, 'user', '课程视频打不开'),
                chatMessage(11, 'agent', '请更新到最新版本后重试'),
              ],
              has_more: true,
            }),
    });
    renderAt(<CustomerPage />, '/pagesUser/user/customer');
    const conversation = await screen.findByRole('list', { name: 'Customer service' });
    expect(
      within(conversation)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('课程视频打不开'),
      expect.stringContaining('请更新到最新版本后重试'),
    ]);
    await user.click(screen.getByRole('button', { name: 'Earlier messages' }));
    expect(await screen.findByText('您好，请问有什么可以帮您？')).toBeVisible();
    expect(within(conversation).getAllByRole('listitem')[0]).toHaveTextContent('您好');
    expect(screen.queryByRole('button', { name: 'Earlier messages' })).not.toBeInTheDocument();
    expect(paramsOf(adapter.calls.at(-1)!)).toEqual({ before_id: 10, limit: 30 });
  });

  it('invites a first message when there is no history', async () => {
    fakeApi({ 'GET /api/chat/messages': ok({ list: [], has_more: false }) });
    renderAt(<CustomerPage />, '/pagesUser/user/customer');
    expect(await screen.findByText('Hi, how can we help?')).toBeVisible();
    expect(screen.getByText(/We reply right here/)).toBeVisible();
  });
});
