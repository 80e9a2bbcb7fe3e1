import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, logInAs, ok, paramsOf, renderAt, resetAreaTest } from 'shared/standalone/testing';
import { resetProgressQueue } from '../player/progress-queue';
import { course, courseDetail, coursePage, lessonItem, lessonPlay } from '../testing/fixtures';
import CourseNewPlayerPage from './course-new-player-page';
import TrainingAudioPage from './training-audio-page';
import VideoLessonsPage from './video-lessons-page';

afterEach(() => {
  cleanup();
  resetAreaTest();
  resetProgressQueue();
});
beforeEach(() => logInAs());

describe('CourseNewPlayerPage', () => {
  it('plays the lesson to continue above the chapters, which open in the series player', async () => {
    fakeApi({
      'GET /api/courses/1': ok(courseDetail(1)),
      'GET /api/lessons/12': ok(lessonPlay(12)),
    });
    renderAt(<CourseNewPlayerPage />, '/pagesTrain/course/newPlayer?id=1');
    expect(await screen.findByLabelText('第12课 接待第一步')).toBeInTheDocument();
    expect(screen.getByText('第2章 需求挖掘')).toBeVisible();
    expect(screen.getByRole('link', { name: /第13课/ })).toHaveAttribute(
      'href',
      '/pagesTrain/course/newPlayer?id=1&lessonId=13',
    );
    expect(screen.getByRole('link', { name: /第12课/ })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('link', { name: /第13课/ })).not.toHaveAttribute('aria-current');
    // The course's progress says what it is, not a bare percentage.
    expect(screen.getByText('33% done')).toBeVisible();
  });

  it('asks a visitor to log in when the course has nothing to play for them', async () => {
    resetAreaTest();
    fakeApi({
      'GET /api/courses/1': ok(
        courseDetail(1, {
          enrolment: null,
          chapters: [{ id: 1, title: '第1章', lessons: [lessonItem(11, { can_play: false })] }],
        }),
      ),
    });
    renderAt(<CourseNewPlayerPage />, '/pagesTrain/course/newPlayer?id=1');
    expect(await screen.findByRole('status')).toHaveTextContent('Log in to study this course');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeVisible();
  });
});

describe('TrainingAudioPage', () => {
  it('lists the audio courses, each opening its audio training', async () => {
    const adapter = fakeApi({
      'GET /api/courses': ok(coursePage([course(5, { media_kind: 'audio' })])),
    });
    renderAt(<TrainingAudioPage />, '/pagesTrain/trainingAudio/trainingAudio');
    const item = await screen.findByRole('listitem');
    expect(within(item).getByRole('link')).toHaveAttribute(
      'href',
      '/pagesTrain/trainingAudio/trainingAudio?id=5',
    );
    expect(paramsOf(adapter.calls[0]!)).toMatchObject({ media_kind: 'audio' });
  });

  it("plays a course's audio lessons only, resuming where I stopped", async () => {
    fakeApi({
      'GET /api/courses/5': ok(
        courseDetail(5, {
          enrolment: null,
          chapters: [
            {
              id: 1,
              title: '第1章',
              lessons: [lessonItem(51, { kind: 'video' }), lessonItem(52, { kind: 'audio' })],
            },
          ],
        }),
      ),
      'GET /api/lessons/52': ok(
        lessonPlay(52, { kind: 'audio', media_url: '/api/media/lesson-audio-1.wav' }),
      ),
    });
    renderAt(<TrainingAudioPage />, '/pagesTrain/trainingAudio/trainingAudio?id=5');
    const audio = await screen.findByLabelText('第52课 接待第一步');
    expect(audio.tagName).toBe('AUDIO');
    expect(audio).toHaveAttribute('autoplay');
    expect(screen.queryByRole('link', { name: /第51课/ })).toBeNull();
    expect(screen.getByRole('group', { name: 'Speed' })).toBeVisible();
    // How audio plays on is said with the player, not inside the list of lessons.
    const hint = screen.getByText(
      'Keeps playing with the screen off; goes on to the next lesson by itself.',
    );
    expect(hint.closest('section[aria-labelledby]')).toBeNull();
    expect(screen.getByRole('region', { name: '课程5：门店接待流程' })).not.toContainElement(hint);
  });
});

/** jsdom has no media playback: the test moves the element's clock by hand. */
function fakeMedia(element: HTMLMediaElement) {
  const state = { currentTime: 0, paused: true, duration: 150, seeking: false };
  for (const key of Object.keys(state) as (keyof typeof state)[]) {
    Object.defineProperty(element, key, {
      configurable: true,
      get: () => state[key],
      set: (value: never) => {
        state[key] = value;
      },
    });
  }
  const play = jest.fn(() => {
    state.paused = false;
    fireEvent.play(element);
    return Promise.resolve();
  });
  const pause = jest.fn(() => {
    state.paused = true;
    fireEvent.pause(element);
  });
  Object.defineProperty(element, 'play', { configurable: true, value: play });
  Object.defineProperty(element, 'pause', { configurable: true, value: pause });
  return { state, play, pause };
}

describe('TrainingAudioPage player', () => {
  type Report = { position_seconds: number; watched_seconds: number };
  async function renderAudio(overrides: Record<string, unknown> = {}) {
    const adapter = fakeApi({
      'GET /api/courses/5': ok(
        courseDetail(5, {
          chapters: [{ id: 1, title: '第1章', lessons: [lessonItem(52, { kind: 'audio' })] }],
        }),
      ),
      'GET /api/lessons/52': ok(
        lessonPlay(52, {
          kind: 'audio',
          media_url: '/api/media/lesson-audio-1.wav',
          progress: { position_seconds: 30, furthest_seconds: 60, completed: false },
          ...overrides,
        }),
      ),
      'POST /api/lessons/52/progress': ok({
        progress: { position_seconds: 40, furthest_seconds: 60, completed: false },
        course_completed: false,
        points_awarded: 0,
      }),
    });
    renderAt(<TrainingAudioPage />, '/pagesTrain/trainingAudio/trainingAudio?id=5&lessonId=52');
    const audio = (await screen.findByLabelText('第52课 接待第一步')) as HTMLAudioElement;
    const media = fakeMedia(audio);
    const reports = (): Report[] =>
      adapter.calls
        .filter((c) => c.method === 'post' && c.url === '/api/lessons/52/progress')
        .map((c) => JSON.parse(String(c.data)) as Report);
    return { audio, media, reports };
  }

  it("shows the lesson's length before the audio has loaded, then the file's own", async () => {
    const { audio, media } = await renderAudio({ duration_seconds: 360 });
    const controls = screen.getByRole('group', { name: 'Audio player' });
    // No "--:--" while the file loads: the course already says how long the lesson is.
    expect(within(controls).getByText('6:00')).toBeVisible();
    expect(within(controls).queryByText('--:--')).toBeNull();
    fireEvent.loadedMetadata(audio);
    expect(media.state.duration).toBe(150);
    expect(within(controls).getByText('2:30')).toBeVisible();
    expect(within(controls).queryByText('6:00')).toBeNull();
  });

  it("plays with the product's own controls: play / pause, seek bar and times, 15 s jumps", async () => {
    const { audio, media } = await renderAudio();
    // Not the browser's own bar, which looks different in every web view.
    expect(audio).not.toHaveAttribute('controls');
    const controls = screen.getByRole('group', { name: 'Audio player' });
    fireEvent.loadedMetadata(audio);
    // Resumes at the saved position, shown on the seek bar and as times.
    expect(media.state.currentTime).toBe(30);
    const seek = within(controls).getByRole('slider', { name: 'Playback position' });
    expect(seek).toHaveValue('30');
    expect(seek).toHaveAttribute('max', '150');
    expect(seek).toHaveAttribute('aria-valuetext', '0:30 of 2:30');
    expect(within(controls).getByText('2:30')).toBeVisible();

    fireEvent.click(within(controls).getByRole('button', { name: 'Play' }));
    expect(media.play).toHaveBeenCalledTimes(1);
    fireEvent.click(within(controls).getByRole('button', { name: 'Pause' }));
    expect(media.pause).toHaveBeenCalledTimes(1);
    expect(within(controls).getByRole('button', { name: 'Play' })).toBeVisible();

    fireEvent.click(within(controls).getByRole('button', { name: 'Back 15 seconds' }));
    expect(media.state.currentTime).toBe(15);
    fireEvent.click(within(controls).getByRole('button', { name: 'Forward 15 seconds' }));
    expect(media.state.currentTime).toBe(30);
    fireEvent.change(seek, { target: { value: '45' } });
    expect(media.state.currentTime).toBe(45);
    expect(seek).toHaveAttribute('aria-valuetext', '0:45 of 2:30');
  });

  it('does not let the controls skip a required lesson past the furthest point heard', async () => {
    const { audio, media } = await renderAudio({ no_seek_past_furthest: true });
    fireEvent.loadedMetadata(audio);
    const seek = screen.getByRole('slider', { name: 'Playback position' });
    fireEvent.change(seek, { target: { value: '140' } });
    // The element's own seeking event runs the guard, as for any seek.
    fireEvent.seeking(audio);
    expect(media.state.currentTime).toBe(60);
    expect(await screen.findByText('Required lessons cannot be skipped ahead')).toBeVisible();
  });

  it('reports the position and the seconds heard as before, when paused from its own button', async () => {
    const { audio, media, reports } = await renderAudio();
    fireEvent.loadedMetadata(audio);
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    for (const second of [30, 31, 32, 33, 34]) {
      media.state.currentTime = second;
      fireEvent.timeUpdate(audio);
    }
    expect(screen.getByRole('slider', { name: 'Playback position' })).toHaveValue('34');
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    await waitFor(() => expect(reports()).toHaveLength(1));
    expect(reports()[0]).toMatchObject({ position_seconds: 34, watched_seconds: 4 });
  });
});

describe('VideoLessonsPage', () => {
  it('shows the short videos one per screen, inline and muted', async () => {
    fakeApi({
      'GET /api/short-videos': ok(
        coursePage([
          {
            id: 7,
            title: '微冻保鲜现场演示',
            media_url: '/api/media/lesson-video-1.mp4',
            duration_seconds: 6,
            course: { id: 1, title: '十字对开门冰箱卖点精讲', cover: '/api/media/c.svg' },
            progress: null,
          },
        ]),
      ),
    });
    renderAt(<VideoLessonsPage />, '/pagesTrain/videoLessons/videoLessons');
    const video = await screen.findByLabelText('微冻保鲜现场演示');
    expect(video).toHaveAttribute('playsinline');
    expect((video as HTMLVideoElement).muted).toBe(true);
    expect(screen.getByRole('link', { name: '十字对开门冰箱卖点精讲' })).toHaveAttribute(
      'href',
      '/pagesTrain/course/course?id=1',
    );
    // A list holds only its items (axe aria-required-children): the paging footer is outside.
    const list = screen.getByRole('list');
    expect(list.children).toHaveLength(1);
    expect(list.children[0]).toHaveAttribute('role', 'listitem');
  });
});
