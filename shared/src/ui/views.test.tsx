import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DelayedLoading } from './delayed-loading';
import { EMPTY_STATE_KINDS, EmptyState, type EmptyStateKind } from './empty-state';
import { LoadingView } from './loading-view';
import { NetworkLostView } from './network-lost-view';
import { PageErrorView } from './page-error-view';
import { TimeoutView } from './timeout-view';
import { renderWithProviders } from './testing/render-with-providers';

afterEach(() => {
  jest.useRealTimers();
  localStorage.clear();
});

describe('DelayedLoading (spec 9: loading view after 200 ms)', () => {
  beforeEach(() => jest.useFakeTimers());

  it.each([
    [0, false],
    [199, false],
    [200, true],
    [5_000, true],
  ])('after %i ms the loading view shows: %s', (elapsed, shown) => {
    renderWithProviders(<DelayedLoading />);
    act(() => jest.advanceTimersByTime(elapsed));
    if (shown) expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    else expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('honours another delay', () => {
    renderWithProviders(<DelayedLoading delayMs={500} />);
    act(() => jest.advanceTimersByTime(499));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toBeInTheDocument();
  });

  it('turns into the timeout view after 60000 ms when it can retry', () => {
    const onRetry = jest.fn();
    renderWithProviders(<DelayedLoading onRetry={onRetry} />);
    act(() => jest.advanceTimersByTime(59_999));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    const view = screen.getByRole('button', { name: /tap the screen to retry/ });
    fireEvent.click(view);
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('keeps loading without a retry', () => {
    renderWithProviders(<DelayedLoading />);
    act(() => jest.advanceTimersByTime(120_000));
    expect(screen.getByRole('status')).toBeInTheDocument();
  });

  it('cancels its timers when unmounted', () => {
    const { unmount } = renderWithProviders(<DelayedLoading onRetry={() => {}} />);
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});

describe('LoadingView', () => {
  it('announces itself in Chinese too', () => {
    renderWithProviders(<LoadingView />, { language: 'zh-CN' });
    expect(screen.getByRole('status')).toHaveTextContent('加载中…');
  });
});

describe('EmptyState (spec 2: six empty states)', () => {
  const english: Record<EmptyStateKind, string> = {
    data: 'No data yet',
    coupon: 'No coupons yet',
    cart: 'Your cart is empty',
    address: 'No addresses yet',
    search: 'No results found',
    invoiceTitle: 'No invoice titles yet',
  };

  it.each(EMPTY_STATE_KINDS.map((kind) => [kind, english[kind]] as const))(
    '%s reads %j',
    (kind, text) => {
      renderWithProviders(<EmptyState kind={kind} />);
      expect(screen.getByText(text)).toBeVisible();
      // antd-mobile's own placeholder texts must not leak in.
      expect(screen.queryByText('Want to try a new search?')).not.toBeInTheDocument();
    },
  );

  it('defaults to "data", adds a description and an action', () => {
    renderWithProviders(
      <EmptyState description="Pull down to refresh">
        <button type="button">Add</button>
      </EmptyState>,
    );
    expect(screen.getByText('No data yet')).toBeInTheDocument();
    expect(screen.getByText('Pull down to refresh')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add' })).toBeInTheDocument();
  });

  it("says a page's own sentence once, in place of the kind's text", () => {
    renderWithProviders(<EmptyState title="No task today." />);
    expect(screen.getByText('No task today.')).toBeVisible();
    expect(screen.queryByText('No data yet')).not.toBeInTheDocument();
  });

  it("draws its own picture in the brand, not antd-mobile's blue image", () => {
    const { container } = renderWithProviders(<EmptyState kind="search" />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('.picture svg')).not.toBeNull();
  });

  it('speaks Chinese', () => {
    renderWithProviders(<EmptyState kind="invoiceTitle" />, { language: 'zh-CN' });
    expect(screen.getByText('暂无发票抬头')).toBeInTheDocument();
  });
});

describe('NetworkLostView (spec 2)', () => {
  it("reads 'oops, network signal lost' and retries", async () => {
    const onRetry = jest.fn();
    renderWithProviders(<NetworkLostView onRetry={onRetry} />);
    expect(screen.getByText('oops, network signal lost')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('has no button without onRetry', () => {
    renderWithProviders(<NetworkLostView />, { language: 'zh-CN' });
    expect(screen.getByText('哎呀，网络信号丢失')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe.each([
  [
    'PageErrorView (spec 8: tap to reload)',
    (onTap: () => void) => <PageErrorView onReload={onTap} />,
    /This page failed to load.*Tap to reload/,
  ],
  [
    'TimeoutView (spec 8: tap the screen to retry)',
    (onTap: () => void) => <TimeoutView onRetry={onTap} />,
    /Connection timed out, tap the screen to retry/,
  ],
])('%s', (_name, view, name) => {
  it('is one button covering the view', async () => {
    const onTap = jest.fn();
    renderWithProviders(view(onTap));
    const button = screen.getByRole('button', { name });
    await userEvent.click(button);
    expect(onTap).toHaveBeenCalledTimes(1);
  });

  it('answers Enter and Space', async () => {
    const onTap = jest.fn();
    renderWithProviders(view(onTap));
    await userEvent.tab();
    expect(screen.getByRole('button', { name })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await userEvent.keyboard('a');
    expect(onTap).toHaveBeenCalledTimes(2);
  });
});
