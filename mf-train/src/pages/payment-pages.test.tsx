import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  fakeApi,
  logInAs,
  ok,
  refused,
  renderAt,
  resetAreaTest,
  TEST_USER,
} from 'shared/standalone/testing';
import { leaveAppFor } from '../components/external-navigation';
import { cashier, courseDetail, order } from '../testing/fixtures';
import CourseOrderPage from './course-order-page';
import PaymentPage from './payment-page';
import PaymentResultPage from './payment-result-page';

jest.mock('../components/external-navigation');

// Unmount before the session resets, so no page re-renders outside act().
afterEach(() => {
  cleanup();
  resetAreaTest();
});
beforeEach(() => logInAs());

const paidCourse = courseDetail(4, {
  title: '厨房电器套购方案',
  is_free: false,
  price: '49.00',
  owned: false,
  enrolment: null,
});

describe('CourseOrderPage', () => {
  it('shows the order summary and creates the order, then opens the cashier', async () => {
    const user = userEvent.setup();
    fakeApi({
      'GET /api/courses/4': ok(paidCourse),
      'POST /api/courses/4/order': ok(order(7)),
    });
    const { location } = renderAt(<CourseOrderPage />, '/pagesTrain/course/order?id=4');
    expect(await screen.findByText('厨房电器套购方案')).toBeVisible();
    expect(screen.getAllByText('¥49.00')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Submit order' }));
    await waitFor(() => expect(location()).toBe('/pagesTrain/payment/payment?id=7'));
  });

  it('says so when the course is already mine', async () => {
    fakeApi({ 'GET /api/courses/4': ok({ ...paidCourse, owned: true }) });
    renderAt(<CourseOrderPage />, '/pagesTrain/course/order?id=4');
    expect(await screen.findByText('You already own this course.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Submit order' })).toBeNull();
  });

  it('shows a refusal inline', async () => {
    const user = userEvent.setup();
    fakeApi({
      'GET /api/courses/4': ok(paidCourse),
      'POST /api/courses/4/order': refused('You already own this course'),
    });
    renderAt(<CourseOrderPage />, '/pagesTrain/course/order?id=4');
    await user.click(await screen.findByRole('button', { name: 'Submit order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You already own this course');
  });
});

describe('PaymentPage', () => {
  it('lists the methods with balance and points, and pays from the balance', async () => {
    // The dialog's opening animation leaves `pointer-events: none` on it in jsdom.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const adapter = fakeApi({
      'GET /api/orders/7/cashier': ok(cashier(7)),
      'POST /api/orders/7/pay': ok({ order: order(7, { status: 'paid' }), payment: null }),
      'GET /api/me': { data: { code: '0', data: TEST_USER } },
    });
    const { location } = renderAt(<PaymentPage />, '/pagesTrain/payment/payment?id=7');
    expect(await screen.findByText('Balance (¥121.00 available)')).toBeVisible();
    expect(screen.getByText('Points (490 needed, 386 available)')).toBeVisible();
    expect(screen.getByText('You need 104 more points (10 points pay ¥1).')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Pay ¥49.00' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Pay from your balance?')).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        '¥49.00 will be taken from your balance now. Balance after payment: ¥72.00.',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(location()).toBe('/pagesTrain/payment/result?id=7'));
    const pay = adapter.calls.find((c) => c.url === '/api/orders/7/pay');
    expect(JSON.parse(String(pay!.data))).toEqual({ method: 'balance' });
  });

  it('pays by WeChat Pay when that row is chosen, going to the provider', async () => {
    const user = userEvent.setup();
    const adapter = fakeApi({
      'GET /api/orders/7/cashier': ok(cashier(7)),
      'POST /api/orders/7/pay': ok({
        order: order(7),
        payment: {
          payment_no: 'P20261121100000ABCD',
          status: 'pending',
          amount: '49.00',
          pay_url: 'http://api.test/api/dev/pay?payment_no=P20261121100000ABCD',
          order: order(7),
        },
      }),
    });
    renderAt(<PaymentPage />, '/pagesTrain/payment/payment?id=7');
    await user.click(await screen.findByText('WeChat Pay'));
    await user.click(screen.getByRole('button', { name: 'Pay ¥49.00' }));
    await waitFor(() => expect(leaveAppFor).toHaveBeenCalled());
    const pay = adapter.calls.find((c) => c.url === '/api/orders/7/pay');
    expect(JSON.parse(String(pay!.data))).toEqual({ method: 'wechat' });
    expect(jest.mocked(leaveAppFor).mock.calls[0]![0]).toBe(
      `http://api.test/api/dev/pay?payment_no=P20261121100000ABCD&return_url=${encodeURIComponent(
        'http://localhost/pagesTrain/payment/result?id=7&payment_no=P20261121100000ABCD',
      )}`,
    );
  });

  it('shows a refusal under the button and stays', async () => {
    // The dialog's opening animation leaves `pointer-events: none` on it in jsdom.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    fakeApi({
      'GET /api/orders/7/cashier': ok(cashier(7)),
      'POST /api/orders/7/pay': refused('Insufficient balance'),
    });
    const { location } = renderAt(<PaymentPage />, '/pagesTrain/payment/payment?id=7');
    await user.click(await screen.findByRole('button', { name: 'Pay ¥49.00' }));
    await user.click(await screen.findByRole('button', { name: 'Pay now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Insufficient balance');
    expect(location()).toBe('/pagesTrain/payment/payment?id=7');
  });

  it('takes nothing from the balance when the payment is not confirmed', async () => {
    // The dialog's opening animation leaves `pointer-events: none` on it in jsdom.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const adapter = fakeApi({ 'GET /api/orders/7/cashier': ok(cashier(7)) });
    const { location } = renderAt(<PaymentPage />, '/pagesTrain/payment/payment?id=7');
    await user.click(await screen.findByRole('button', { name: 'Pay ¥49.00' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(adapter.calls.some((c) => c.url === '/api/orders/7/pay')).toBe(false);
    expect(location()).toBe('/pagesTrain/payment/payment?id=7');
  });

  it('asks to confirm a payment with points, with the points it takes', async () => {
    // The dialog's opening animation leaves `pointer-events: none` on it in jsdom.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const adapter = fakeApi({
      'GET /api/orders/7/cashier': ok(
        cashier(7, {
          points: 600,
          methods: [
            { method: 'balance', available: true, reason: null },
            { method: 'points', available: true, reason: null },
            { method: 'wechat', available: true, reason: null },
          ],
        }),
      ),
      'POST /api/orders/7/pay': ok({ order: order(7, { status: 'paid' }), payment: null }),
      'GET /api/me': { data: { code: '0', data: TEST_USER } },
    });
    renderAt(<PaymentPage />, '/pagesTrain/payment/payment?id=7');
    await user.click(await screen.findByText('Points (490 needed, 600 available)'));
    await user.click(screen.getByRole('button', { name: 'Pay ¥49.00' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('490 points (worth ¥49.00) will be taken now. Points left: 110.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Pay now' }));
    await waitFor(() =>
      expect(adapter.calls.some((c) => c.url === '/api/orders/7/pay')).toBe(true),
    );
    const pay = adapter.calls.find((c) => c.url === '/api/orders/7/pay');
    expect(JSON.parse(String(pay!.data))).toEqual({ method: 'points' });
  });

  it('explains a method that cannot pay, with a way to recharge', async () => {
    fakeApi({
      'GET /api/orders/7/cashier': ok(
        cashier(7, {
          balance: '10.00',
          methods: [
            { method: 'balance', available: false, reason: 'Insufficient balance' },
            { method: 'points', available: false, reason: 'Insufficient points' },
            { method: 'wechat', available: true, reason: null },
          ],
        }),
      ),
    });
    renderAt(<PaymentPage />, '/pagesTrain/payment/payment?id=7');
    expect(await screen.findByText(/Your balance is ¥39\.00 short of this order\./)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Recharge my balance' })).toHaveAttribute(
      'href',
      '/pagesUser/user/recharge',
    );
    expect(screen.getByText('You need 104 more points (10 points pay ¥1).')).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Balance (¥10.00 available)' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'WeChat Pay' })).toBeChecked();
    // Named by the visible text: antd's Radio is a <label>, on which aria-label is not allowed.
    for (const radio of screen.getAllByRole('radio')) {
      expect(radio.closest('label')).not.toHaveAttribute('aria-label');
    }
  });

  it('does not offer to pay an order that is already paid', async () => {
    fakeApi({
      'GET /api/orders/7/cashier': ok(cashier(7, { order: order(7, { status: 'paid' }) })),
    });
    renderAt(<PaymentPage />, '/pagesTrain/payment/payment?id=7');
    expect(await screen.findByText('This order is paid')).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Pay ¥/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Payment result' })).toBeVisible();
  });
});

describe('PaymentResultPage', () => {
  it('shows a paid course order as unlocked, leading to the course', async () => {
    const user = userEvent.setup();
    fakeApi({
      'GET /api/orders/7': ok(order(7, { status: 'paid', pay_method: 'balance' })),
      'GET /api/me': { data: { code: '0', data: TEST_USER } },
    });
    const { location } = renderAt(<PaymentResultPage />, '/pagesTrain/payment/result?id=7');
    expect(await screen.findByText('Payment successful')).toBeVisible();
    expect(screen.getByText('The course is unlocked.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Start learning' }));
    expect(location()).toBe('/pagesTrain/course/course?id=4');
  });

  it('waits for the provider after WeChat Pay, then shows the outcome', async () => {
    let polls = 0;
    fakeApi({
      'GET /api/payments/P20261121100000ABCD': () =>
        ok({
          payment_no: 'P20261121100000ABCD',
          status: ++polls < 2 ? 'pending' : 'succeeded',
          amount: '49.00',
          pay_url: 'http://localhost:3100/api/dev/pay?payment_no=P20261121100000ABCD',
          order: order(7, { status: polls < 2 ? 'pending' : 'paid', pay_method: 'wechat' }),
        }),
      'GET /api/me': { data: { code: '0', data: TEST_USER } },
    });
    renderAt(
      <PaymentResultPage />,
      '/pagesTrain/payment/result?id=7&payment_no=P20261121100000ABCD',
    );
    expect(await screen.findByText('Confirming the payment…')).toBeVisible();
    expect(await screen.findByText('Payment successful', {}, { timeout: 4000 })).toBeVisible();
  });

  it.each([
    ['paid', 'Payment successful', 'success'],
    ['pending', 'Payment not finished', 'warning'],
    ['cancelled', 'This order was cancelled', 'neutral'],
    ['refunded', 'This order was refunded', 'neutral'],
  ] as const)('draws a %s order in its outcome colour', async (status, title, tone) => {
    fakeApi({
      'GET /api/orders/7': ok(order(7, { status })),
      'GET /api/me': { data: { code: '0', data: TEST_USER } },
    });
    const { container } = renderAt(<PaymentResultPage />, '/pagesTrain/payment/result?id=7');
    expect(await screen.findByText(title)).toBeVisible();
    expect(container.querySelector('[data-tone]')).toHaveAttribute('data-tone', tone);
  });

  it('offers to pay again when the order is still pending', async () => {
    const user = userEvent.setup();
    fakeApi({ 'GET /api/orders/7': ok(order(7)) });
    const { location } = renderAt(<PaymentResultPage />, '/pagesTrain/payment/result?id=7');
    await user.click(await screen.findByRole('button', { name: 'Pay now' }));
    expect(location()).toBe('/pagesTrain/payment/payment?id=7');
  });
});
