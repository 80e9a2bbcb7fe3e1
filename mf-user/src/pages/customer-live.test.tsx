import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, logInAs, ok, renderAt, resetAreaTest } from 'shared/standalone/testing';
import { FakeSocket, installFakeSocket } from '../testing/fake-socket';
import { chatMessage } from '../testing/fixtures';
import CustomerPage from './customer-page';

let restoreSocket: () => void;
const scrollIntoView = jest.fn();
beforeEach(() => {
  restoreSocket = installFakeSocket();
  // jsdom has no layout; the page scrolls its newest message into view.
  Element.prototype.scrollIntoView = scrollIntoView;
  act(() => void logInAs());
});
afterEach(() => {
  restoreSocket();
  jest.useRealTimers();
  resetAreaTest();
});

const history = () =>
  fakeApi({
    'GET /api/chat/messages': ok({
      list: [chatMessage(10, 'user', '课程视频打不开')],
      has_more: false,
    }),
  });

/** A message as the server pushes it: wrapped in an event. */
const pushed = (message: ReturnType<typeof chatMessage>) => ({
  type: 'message',
  user_id: 1,
  message,
});

describe('CustomerPage live chat', () => {
  it('shows a sent message at once, confirmed by the echo, newest in view', async () => {
    const user = userEvent.setup();
    history();
    renderAt(<CustomerPage />, '/pagesUser/user/customer');
    await screen.findByText('课程视频打不开');
    const socket = FakeSocket.all[0]!;
    act(() => socket.open());
    scrollIntoView.mockClear();
    await user.type(screen.getByPlaceholderText('Type a message'), '在吗？');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    // At once, before the server says anything: mine, marked as sending, and in view.
    const conversation = screen.getByRole('list', { name: 'Customer service' });
    const sent = within(conversation).getByText('在吗？').closest('li')!;
    expect(sent).toHaveAccessibleName('You');
    expect(within(sent).getByText('Sending…')).toBeVisible();
    expect(scrollIntoView).toHaveBeenCalled();
    expect(screen.getByPlaceholderText('Type a message')).toHaveValue('');

    // The server's echo (an event wrapping the message) confirms it: shown once, not sending.
    act(() => socket.receive(pushed(chatMessage(11, 'user', '在吗？'))));
    expect(within(conversation).getAllByText('在吗？')).toHaveLength(1);
    expect(screen.queryByText('Sending…')).not.toBeInTheDocument();
    act(() => socket.receive(pushed(chatMessage(12, 'agent', '您好，在的'))));
    expect(within(conversation).getByText('您好，在的').closest('li')).toHaveAccessibleName(
      'Customer service',
    );
  });

  it('marks a message not sent when the connection drops, and sends it again on a tap', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    history();
    renderAt(<CustomerPage />, '/pagesUser/user/customer');
    await screen.findByText('课程视频打不开');
    act(() => FakeSocket.all[0]!.open());
    await user.type(screen.getByPlaceholderText('Type a message'), '还在吗');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    act(() => FakeSocket.all[0]!.drop());
    const retry = await screen.findByRole('button', { name: 'Not sent. Tap to send again' });
    expect(screen.getByText('还在吗')).toBeVisible();
    await act(async () => {
      jest.advanceTimersByTime(1000);
    });
    const again = FakeSocket.all[1]!;
    act(() => again.open());
    await user.click(retry);
    expect(again.sent).toEqual([JSON.stringify({ body: '还在吗' })]);
    expect(screen.getByText('Sending…')).toBeVisible();
    act(() => again.receive(pushed(chatMessage(13, 'user', '还在吗'))));
    expect(screen.getAllByText('还在吗')).toHaveLength(1);
    expect(screen.queryByText('Not sent. Tap to send again')).not.toBeInTheDocument();
  });

  it('marks a message the server refuses as not sent', async () => {
    const user = userEvent.setup();
    history();
    renderAt(<CustomerPage />, '/pagesUser/user/customer');
    await screen.findByText('课程视频打不开');
    const socket = FakeSocket.all[0]!;
    act(() => socket.open());
    await user.type(screen.getByPlaceholderText('Type a message'), 'x');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    act(() => socket.receive({ type: 'error', message: 'body is required' }));
    expect(screen.getByRole('button', { name: 'Not sent. Tap to send again' })).toBeVisible();
  });

  it('sends over the websocket and shows the echo and the reply once', async () => {
    const user = userEvent.setup();
    history();
    renderAt(<CustomerPage />, '/pagesUser/user/customer');
    await screen.findByText('课程视频打不开');
    const socket = FakeSocket.all[0]!;
    expect(socket.url).toMatch(/^ws:\/\/.*\/api\/ws\/chat\?token=[^&]+&lang=en$/);
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    act(() => socket.open());
    expect(screen.getByRole('status')).toHaveTextContent('Connected');
    await user.type(screen.getByPlaceholderText('Type a message'), '怎么更新版本？');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(socket.sent).toEqual([JSON.stringify({ body: '怎么更新版本？' })]);
    expect(screen.getByPlaceholderText('Type a message')).toHaveValue('');
    act(() => {
      socket.receive(chatMessage(11, 'user', '怎么更新版本？'));
      socket.receive(chatMessage(12, 'agent', '在应用商店搜索后更新即可'));
      socket.receive(chatMessage(12, 'agent', '在应用商店搜索后更新即可'));
    });
    expect(screen.getByText('怎么更新版本？')).toBeVisible();
    expect(screen.getAllByText('在应用商店搜索后更新即可')).toHaveLength(1);
  });

  it('reconnects by itself after a drop, and not after a refused token', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    history();
    renderAt(<CustomerPage />, '/pagesUser/user/customer');
    await screen.findByText('课程视频打不开');
    act(() => FakeSocket.all[0]!.open());
    act(() => FakeSocket.all[0]!.drop());
    expect(screen.getByRole('status')).toHaveTextContent('Connection lost, reconnecting…');
    await act(async () => {
      jest.advanceTimersByTime(1000);
    });
    expect(FakeSocket.all).toHaveLength(2);
    act(() => FakeSocket.all[1]!.open());
    expect(screen.getByRole('status')).toHaveTextContent('Connected');
    act(() => FakeSocket.all[1]!.drop(4401));
    await act(async () => {
      jest.advanceTimersByTime(60_000);
    });
    expect(FakeSocket.all).toHaveLength(2);
    expect(screen.getByRole('status')).toHaveTextContent('Please log in again to chat');
  });

  it('counts replies that arrive while the page is in the background', async () => {
    history();
    renderAt(<CustomerPage />, '/pagesUser/user/customer');
    await screen.findByText('课程视频打不开');
    const socket = FakeSocket.all[0]!;
    act(() => socket.open());
    const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => {
      socket.receive(chatMessage(20, 'agent', '您好'));
      socket.receive(chatMessage(21, 'agent', '请问还有其他问题吗？'));
    });
    expect(screen.getByText('2 new replies')).toBeVisible();
    visibility.mockReturnValue('visible');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    await waitFor(() => expect(screen.queryByText('2 new replies')).not.toBeInTheDocument());
    visibility.mockRestore();
  });
});
