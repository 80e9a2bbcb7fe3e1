import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from 'shared/request';
import { AsyncView } from './async-view';
import { PagedView } from './paged-footer';
import {
  fakeApi,
  logInAs,
  type FakeReply,
  ok,
  paramsOf,
  refused,
  renderAt,
  resetAreaTest,
} from './testing';
import { useAsyncData } from './use-async-data';
import { usePagedData } from './use-paged-data';

afterEach(() => {
  jest.useRealTimers();
  resetAreaTest();
});

function Orders() {
  const orders = useAsyncData(
    (signal) => api.get('/api/orders', { loading: false, toast: false, signal }),
    [],
  );
  return (
    <AsyncView state={orders} onRetry={orders.reload} isEmpty={(data) => data.list.length === 0}>
      {({ list }) => (
        <ul>
          {list.map((order) => (
            <li key={order.id}>{order.title}</li>
          ))}
        </ul>
      )}
    </AsyncView>
  );
}

const order = (id: number, title: string) => ({
  id,
  order_no: `NO${id}`,
  kind: 'course',
  ref_id: 1,
  title,
  amount: '9.90',
  status: 'paid',
  pay_method: 'balance',
  created_at: 1_736_900_000,
  paid_at: 1_736_900_100,
  cancelled_at: null,
});

describe('useAsyncData with AsyncView', () => {
  it('shows nothing for 200 ms, then the loading view, then the data', async () => {
    jest.useFakeTimers();
    let answer: (reply: FakeReply) => void = () => undefined;
    const reply = new Promise<FakeReply>((resolve) => (answer = resolve));
    fakeApi({ 'GET /api/orders': () => reply });
    renderAt(<Orders />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    answer(ok({ list: [order(1, 'Sales basics')], total: 1, page: 1, pageSize: 20 }));
    expect(await screen.findByText('Sales basics')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the empty state for an empty list', async () => {
    fakeApi({ 'GET /api/orders': ok({ list: [], total: 0, page: 1, pageSize: 20 }) });
    renderAt(<Orders />);
    expect(await screen.findByText('No data yet')).toBeInTheDocument();
  });

  it('shows a refusal inline with the server message, and retries', async () => {
    const user = userEvent.setup();
    let calls = 0;
    fakeApi({
      'GET /api/orders': () =>
        ++calls === 1
          ? refused('The order service is resting')
          : ok({ list: [order(2, 'Retail law')], total: 1, page: 1, pageSize: 20 }),
    });
    renderAt(<Orders />);
    expect(await screen.findByText('The order service is resting')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Retail law')).toBeInTheDocument();
  });

  it('shows a refusal by role as "No permission" with a way back, not a Retry', async () => {
    fakeApi({ 'GET /api/orders': refused('Only area managers manage an area', 403) });
    renderAt(<Orders />);
    expect(await screen.findByText('No permission')).toBeInTheDocument();
    expect(screen.getByText('Only area managers manage an area')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go back' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(screen.queryByText('This page failed to load')).not.toBeInTheDocument();
  });

  it('shows the network-lost view when the phone is offline', async () => {
    jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    fakeApi({ 'GET /api/orders': { fail: 'network' } });
    renderAt(<Orders />);
    expect(await screen.findByText('oops, network signal lost')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByText(/Request to interface failed/)).not.toBeInTheDocument();
  });

  it('online with no reply: the page error view, and the toast naming the call', async () => {
    jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(true);
    fakeApi({ 'GET /api/orders': { fail: 'network' } });
    renderAt(<Orders />);
    expect(await screen.findByText('This page failed to load')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByText('oops, network signal lost')).not.toBeInTheDocument();
    // The toast: the catalogue's text, then the URL (spec 8).
    expect(await screen.findByText(/\/api\/orders/)).toBeInTheDocument();
  });

  it('loads again by itself when the network comes back, and only after a network failure', async () => {
    const onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    let online = false;
    const adapter = fakeApi({
      'GET /api/orders': () =>
        online
          ? ok({ list: [order(2, 'Retail law')], total: 1, page: 1, pageSize: 20 })
          : { fail: 'network' },
    });
    renderAt(<Orders />);
    expect(await screen.findByText('oops, network signal lost')).toBeInTheDocument();
    online = true;
    onLine.mockReturnValue(true);
    act(() => window.dispatchEvent(new Event('online')));
    expect(await screen.findByText('Retail law')).toBeInTheDocument();
    // Loaded: another 'online' event does not load it again.
    act(() => window.dispatchEvent(new Event('online')));
    expect(adapter.calls).toHaveLength(2);
  });

  it('loads again when the session changes (log in elsewhere)', async () => {
    const adapter = fakeApi({
      'GET /api/orders': ok({ list: [order(3, 'First aid')], total: 1, page: 1, pageSize: 20 }),
    });
    renderAt(<Orders />);
    await screen.findByText('First aid');
    act(() => void logInAs());
    await screen.findByText('First aid');
    expect(adapter.calls).toHaveLength(2);
  });
});

function PagedOrders() {
  const orders = usePagedData(
    (page, signal) =>
      api.get('/api/orders', {
        query: { page, pageSize: 2 },
        loading: false,
        toast: false,
        signal,
      }),
    [],
  );
  return (
    <PagedView paged={orders}>
      {(items) => (
        <ul>
          {items.map((item) => (
            <li key={item.id}>{item.title}</li>
          ))}
        </ul>
      )}
    </PagedView>
  );
}

describe('usePagedData with PagedView', () => {
  it('appends the next page on Load more, retries a failed page, and ends with No more', async () => {
    const user = userEvent.setup();
    jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    let failedOnce = false;
    const adapter = fakeApi({
      'GET /api/orders': (config) => {
        const page = Number(paramsOf(config).page);
        if (page === 2 && !failedOnce) {
          failedOnce = true;
          return { fail: 'network' };
        }
        const list = page === 1 ? [order(1, 'One'), order(2, 'Two')] : [order(3, 'Three')];
        return ok({ list, total: 3, page, pageSize: 2 });
      },
    });
    renderAt(<PagedOrders />);
    expect(await screen.findByText('Two')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('oops, network signal lost')).toBeInTheDocument();
    // The first page stays while the second is retried.
    expect(screen.getByText('One')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Three')).toBeInTheDocument();
    expect(screen.getByText('No more')).toBeInTheDocument();
    expect(adapter.calls.map((call) => paramsOf(call).page)).toEqual([1, 2, 2]);
  });

  it('loads the next page by itself when the end of the list scrolls into view', async () => {
    const observers: { callback: IntersectionObserverCallback; target?: Element }[] = [];
    const original = globalThis.IntersectionObserver;
    globalThis.IntersectionObserver = class {
      private readonly entry: { callback: IntersectionObserverCallback; target?: Element };
      constructor(callback: IntersectionObserverCallback) {
        this.entry = { callback };
        observers.push(this.entry);
      }
      observe(target: Element) {
        this.entry.target = target;
      }
      disconnect() {
        observers.splice(observers.indexOf(this.entry), 1);
      }
      unobserve() {}
      takeRecords() {
        return [];
      }
    } as unknown as typeof IntersectionObserver;
    try {
      const adapter = fakeApi({
        'GET /api/orders': (config) => {
          const page = Number(paramsOf(config).page);
          const list = page === 1 ? [order(1, 'One'), order(2, 'Two')] : [order(3, 'Three')];
          return ok({ list, total: 3, page, pageSize: 2 });
        },
      });
      renderAt(<PagedOrders />);
      expect(await screen.findByText('Two')).toBeInTheDocument();
      expect(observers).toHaveLength(1);
      const [watching] = observers;
      act(() =>
        watching!.callback(
          [{ isIntersecting: true, target: watching!.target } as IntersectionObserverEntry],
          {} as IntersectionObserver,
        ),
      );
      expect(await screen.findByText('Three')).toBeInTheDocument();
      expect(screen.getByText('No more')).toBeInTheDocument();
      // At the end nothing is watched any more, so nothing more is requested.
      expect(observers).toHaveLength(0);
      expect(adapter.calls.map((call) => paramsOf(call).page)).toEqual([1, 2]);
    } finally {
      globalThis.IntersectionObserver = original;
    }
  });
});
