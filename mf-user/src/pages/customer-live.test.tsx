import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, logInAs, ok, renderAt, resetAreaTest } from 'shared/standalone/testing';
import { FakeSocket, installFakeSocket } from '../testing/fake-socket';
import { chatMessage } from '../testing/fixtures';
import CustomerPage from './customer-page';

let restoreSocket: () => void;
beforeEach(() => {
  restoreSocket = installFakeSocket();
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

describe('CustomerPage live chat', () => {
  it('sends over the websocket and shows the echo and the reply once', async () => {
    const user = userEvent.setup();
    history();
    renderAt(<CustomerPage />, '/pagesUser/user/customer');
    await screen.findByText('课程视频打不开');
    const socket = FakeSocket.all[0]!;
    expect(socket.url).toMatch(/^ws:\/\/.*\/api\/ws\/chat\?token=/);
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
