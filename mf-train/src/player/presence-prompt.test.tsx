import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  fakeApi,
  logInAs,
  ok,
  renderAt,
  resetAreaTest,
  type FakeAdapter,
  type FakeRoute,
} from 'shared/standalone/testing';
import CoursePlayerPage from '../pages/course-player-page';
import { lessonPlay } from '../testing/fixtures';
import { PresencePrompt } from './presence-prompt';
import { resetProgressQueue } from './progress-queue';

afterEach(() => {
  cleanup();
  resetAreaTest();
  resetProgressQueue();
  jest.useRealTimers();
});

const TOKEN = 'Tk4mZ2v9Q_x-7yLpN3cR8wE1sA6dF0gH5jK2lM9nB4q';
const PATH = '/pagesTrain/course/player?id=1&lessonId=12';
const nowSeconds = () => Math.floor(Date.now() / 1000);

describe('PresencePrompt', () => {
  it('counts down the seconds left and asks the server again once the time and grace are up', () => {
    jest.useFakeTimers();
    const onExpired = jest.fn();
    renderAt(
      <PresencePrompt
        deadline={Date.now() + 20_000}
        onContinue={jest.fn()}
        onExpired={onExpired}
      />,
    );
    expect(screen.getByText('Still there?')).toBeVisible();
    expect(screen.getByRole('timer')).toHaveTextContent('Tap within 20 s');
    act(() => jest.advanceTimersByTime(3_000));
    expect(screen.getByRole('timer')).toHaveTextContent('Tap within 17 s');
    act(() => jest.advanceTimersByTime(17_000));
    expect(screen.getByRole('timer')).toHaveTextContent('Tap within 0 s');
    // The server still takes a tap during its 5 s grace: no miss reported yet.
    act(() => jest.advanceTimersByTime(4_000));
    expect(onExpired).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1_500));
    expect(onExpired).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(5_000));
    expect(onExpired).toHaveBeenCalledTimes(2);
  });

  it('shows nothing without a check', () => {
    renderAt(<PresencePrompt deadline={null} onContinue={jest.fn()} onExpired={jest.fn()} />);
    expect(screen.queryByText('Still there?')).toBeNull();
  });
});

type Report = {
  report_id: string;
  position_seconds: number;
  watched_seconds: number;
  presence_token?: string;
};
const reportsOf = (calls: FakeAdapter['calls']): Report[] =>
  calls
    .filter((c) => c.method === 'post' && c.url === '/api/lessons/12/progress')
    .map((c) => JSON.parse(String(c.data)) as Report);

type Presence = {
  outcome: 'none' | 'passed' | 'missed';
  check: { token: string; expires_at: number } | null;
  resume_at: number | null;
};
const reply = (presence: Presence) =>
  ok({
    progress: { position_seconds: 100, furthest_seconds: 120, completed: false },
    course_completed: false,
    points_awarded: 0,
    presence: { counted_seconds: 300, checks_missed: 0, ...presence },
  });

const requiredLesson = (check: { token: string; expires_at: number } | null = null) =>
  lessonPlay(12, {
    course: {
      id: 1,
      title: '门店陈列基础标准',
      cover: '/api/media/course-1.jpg',
      is_free: true,
      is_compulsory: true,
    },
    no_seek_past_furthest: true,
    watermark: '张晓明 0000',
    presence: {
      min_seconds: 20,
      max_seconds: 40,
      respond_seconds: 20,
      check,
      counted_seconds: 300,
      checks_missed: 0,
      server_now: nowSeconds(),
    },
  });

/** jsdom has no media playback: the element's clock, play and pause are the test's. */
function fakeMedia(video: HTMLVideoElement) {
  const state = { currentTime: 0, paused: true, duration: 360, seeking: false };
  for (const key of Object.keys(state) as (keyof typeof state)[]) {
    Object.defineProperty(video, key, {
      configurable: true,
      get: () => state[key],
      set: (value: never) => {
        state[key] = value;
      },
    });
  }
  video.pause = jest.fn(() => {
    state.paused = true;
  });
  video.play = jest.fn(() => {
    state.paused = false;
    return Promise.resolve();
  });
  return state;
}

async function renderPlayer(progress: FakeRoute, lesson = requiredLesson()) {
  const adapter = fakeApi({
    'GET /api/lessons/12': ok(lesson),
    'POST /api/lessons/12/progress': progress,
  });
  renderAt(<CoursePlayerPage />, PATH);
  const video = (await screen.findByLabelText(lesson.title)) as HTMLVideoElement;
  const media = fakeMedia(video);
  return { adapter, video, media };
}

/** Plays from 90 to 95 and pauses: one report goes, and its reply decides what happens. */
function watchAndPause(video: HTMLVideoElement, media: ReturnType<typeof fakeMedia>) {
  media.paused = false;
  for (const t of [90, 91, 92, 93, 94, 95]) {
    media.currentTime = t;
    fireEvent.timeUpdate(video);
  }
  media.paused = true;
  fireEvent.pause(video);
}

describe('presence checks in the player', () => {
  beforeEach(() => logInAs());

  it('shows the watermark and the "Presence checks" tag on a required lesson', async () => {
    await renderPlayer(reply({ outcome: 'none', check: null, resume_at: null }));
    expect(screen.getByText('Presence checks')).toBeVisible();
    expect(document.querySelector('[data-watermark]')).not.toBeNull();
  });

  it('pauses for a check, blocks seeking, and sends the token with the tap, then plays on', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    let calls = 0;
    const { adapter, video, media } = await renderPlayer(() =>
      ++calls === 1
        ? reply({
            outcome: 'none',
            check: { token: TOKEN, expires_at: nowSeconds() + 20 },
            resume_at: null,
          })
        : reply({ outcome: 'passed', check: null, resume_at: null }),
    );
    watchAndPause(video, media);
    expect(await screen.findByText('Still there?')).toBeVisible();
    // 20 s to answer, counted down from the reply (a busy machine may take a second or two).
    const left = Number(
      /Tap within (\d+) s/.exec((await screen.findByRole('timer')).textContent!)![1],
    );
    expect(left).toBeGreaterThanOrEqual(15);
    expect(left).toBeLessThanOrEqual(20);
    // Paused and held where it is: playing and seeking are refused while the check is open.
    media.paused = false;
    fireEvent.play(video);
    expect(media.paused).toBe(true);
    media.currentTime = 40;
    fireEvent.seeking(video);
    expect(media.currentTime).toBe(95);

    await user.click(screen.getByRole('button', { name: 'Tap to continue' }));
    await waitFor(() => expect(reportsOf(adapter.calls)).toHaveLength(2));
    expect(reportsOf(adapter.calls)[1]).toMatchObject({
      presence_token: TOKEN,
      position_seconds: 95,
    });
    expect(reportsOf(adapter.calls)[0]).not.toHaveProperty('presence_token');
    expect(video.play).toHaveBeenCalled();
    expect(media.paused).toBe(false);
    await waitFor(() => expect(screen.queryByText('Still there?')).toBeNull());
  });

  it('after a missed check, says so and goes back to the checkpoint', async () => {
    let calls = 0;
    const { adapter, video, media } = await renderPlayer(() =>
      ++calls === 1
        ? // A check whose time (and grace) is already up: the player asks the server at once.
          reply({
            outcome: 'none',
            check: { token: TOKEN, expires_at: nowSeconds() - 10 },
            resume_at: null,
          })
        : reply({ outcome: 'missed', check: null, resume_at: 60 }),
    );
    watchAndPause(video, media);
    expect(
      await screen.findByText('Check missed: the time since the last check does not count'),
    ).toBeVisible();
    expect(media.currentTime).toBe(60);
    await waitFor(() => expect(screen.queryByText('Still there?')).toBeNull());
    const reports = reportsOf(adapter.calls);
    expect(reports).toHaveLength(2);
    expect(reports[1]).not.toHaveProperty('presence_token');
    // Back at the checkpoint, it plays on from there.
    expect(media.paused).toBe(false);
  });

  it('opens the check again after a reload during it, with the lesson’s fresh token', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const { adapter, video, media } = await renderPlayer(
      reply({ outcome: 'passed', check: null, resume_at: null }),
      requiredLesson({ token: TOKEN, expires_at: nowSeconds() + 15 }),
    );
    expect(await screen.findByText('Still there?')).toBeVisible();
    media.currentTime = 90;
    fireEvent.timeUpdate(video);
    await user.click(screen.getByRole('button', { name: 'Tap to continue' }));
    await waitFor(() => expect(reportsOf(adapter.calls)).toHaveLength(1));
    expect(reportsOf(adapter.calls)[0]).toMatchObject({ presence_token: TOKEN });
  });
});
