import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, logInAs, ok, renderAt, resetAreaTest } from 'shared/standalone/testing';
import { today, todayTask } from '../../testing/fixtures';
import TodayTasksWidget from './today-tasks';

afterEach(resetAreaTest);

describe('today-tasks widget', () => {
  it("shows a joined user's tasks for today, with a link to the activities", async () => {
    act(() => void logInAs());
    fakeApi({
      'GET /api/clockin/today': ok(
        today([todayTask(11, 1), todayTask(21, 2, { done_today: true })]),
      ),
    });
    renderAt(<TodayTasksWidget />);
    expect(screen.getByRole('heading', { name: "Today's clock-ins" })).toBeVisible();
    expect(await screen.findByText('任务11：拍摄门店橱窗')).toBeVisible();
    expect(screen.getByText('Done')).toBeVisible();
    expect(screen.getByRole('link', { name: 'More' })).toHaveAttribute(
      'href',
      '/pagesClockin/activity/index',
    );
  });

  it.each([
    ['a visitor', () => undefined],
    ['a user who has not joined', () => void logInAs({ is_check: 0 })],
    ['a user whose request is pending', () => void logInAs({ is_check: 1 })],
  ])('renders nothing, and calls nothing, for %s', (_who, session) => {
    act(session);
    const adapter = fakeApi({});
    const { container } = renderAt(<TodayTasksWidget />);
    expect(container.querySelector('.adm-card')).toBeNull();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(adapter.calls).toHaveLength(0);
  });

  it('says there is nothing today, and fails alone with Retry', async () => {
    const user = userEvent.setup();
    act(() => void logInAs());
    let calls = 0;
    fakeApi({
      'GET /api/clockin/today': () => (++calls === 1 ? { fail: 'network' } : ok(today([]))),
    });
    renderAt(
      <>
        <TodayTasksWidget />
        <p>home content</p>
      </>,
    );
    // Online, a call without reply is the server's failure (the network-lost view is for offline).
    expect(await screen.findByRole('alert')).toHaveTextContent('Request to interface failed');
    expect(screen.getByText('home content')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No data yet')).toBeVisible();
  });
});
