import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import {
  fakeApi,
  logInAs,
  ok,
  refused,
  renderAt,
  resetAreaTest,
  type FakeAdapter,
  type FakeRoute,
} from 'shared/standalone/testing';
import { resetProgressQueue } from '../player/progress-queue';
import { courseDetail, lessonItem, lessonPlay } from '../testing/fixtures';
import CoursePlayerPage from './course-player-page';

afterEach(() => {
  cleanup();
  resetAreaTest();
  resetProgressQueue();
});
beforeEach(() => logInAs());

const PATH = '/pagesTrain/course/player?id=1&lessonId=12';

type Report = { report_id: string; position_seconds: number; watched_seconds: number };
const reportsOf = (calls: FakeAdapter['calls']): Report[] =>
  calls
    .filter((c) => c.method === 'post' && c.url === '/api/lessons/12/progress')
    .map((c) => JSON.parse(String(c.data)) as Report);

const progressReply = (completed = false) =>
  ok({
    progress: { position_seconds: 100, furthest_seconds: 120, completed },
    course_completed: false,
    points_awarded: 0,
  });

/** jsdom has no media playback: the test moves the clock of the element by hand. */
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
  return state;
}

async function renderPlayer(overrides: Record<string, FakeRoute> = {}, lesson = lessonPlay(12)) {
  const adapter = fakeApi({
    'GET /api/lessons/12': ok(lesson),
    'POST /api/lessons/12/progress': progressReply(),
    ...overrides,
  });
  const view = renderAt(<CoursePlayerPage />, PATH);
  const video = (await screen.findByLabelText(lesson.title)) as HTMLVideoElement;
  const media = fakeMedia(video);
  return { adapter, view, video, media };
}

describe('CoursePlayerPage', () => {
  it('plays inline in WeChat and resumes at the saved position', async () => {
    const { video, media } = await renderPlayer();
    expect(video).toHaveAttribute('playsinline');
    expect(video).toHaveAttribute('webkit-playsinline', 'true');
    expect(video).toHaveAttribute('x5-playsinline', 'true');
    expect(video).toHaveAttribute('x5-video-player-type', 'h5');
    fireEvent.loadedMetadata(video);
    expect(media.currentTime).toBe(90);
    expect(screen.getByText('Complete at 90%')).toBeVisible();
  });

  it('reports the position and the seconds watched when paused', async () => {
    const { adapter, video, media } = await renderPlayer();
    media.paused = false;
    for (const t of [90, 91, 92, 93]) {
      media.currentTime = t;
      fireEvent.timeUpdate(video);
    }
    media.paused = true;
    fireEvent.pause(video);
    await waitFor(() => expect(reportsOf(adapter.calls)).toHaveLength(1));
    expect(reportsOf(adapter.calls)[0]).toMatchObject({
      position_seconds: 93,
      watched_seconds: 3,
    });
  });

  it('retries a report that failed with the same id, so it counts once', async () => {
    let attempt = 0;
    const { adapter, video, media } = await renderPlayer({
      'POST /api/lessons/12/progress': () =>
        ++attempt === 1 ? { fail: 'network' } : progressReply(),
    });
    media.currentTime = 100;
    fireEvent.timeUpdate(video);
    fireEvent.pause(video);
    await waitFor(() => expect(reportsOf(adapter.calls)).toHaveLength(1));
    expect(localStorage.getItem('train.progress-queue')).toContain('"position_seconds":100');
    media.currentTime = 104;
    fireEvent.timeUpdate(video);
    fireEvent.pause(video);
    await waitFor(() => expect(reportsOf(adapter.calls)).toHaveLength(3));
    const [failed, retried, next] = reportsOf(adapter.calls);
    expect(retried!.report_id).toBe(failed!.report_id);
    expect(next!.report_id).not.toBe(failed!.report_id);
    expect(next!.position_seconds).toBe(104);
    await waitFor(() => expect(localStorage.getItem('train.progress-queue')).toBeNull());
  });

  it('shows the lesson completed when the server says so', async () => {
    const { video, media } = await renderPlayer({
      'POST /api/lessons/12/progress': progressReply(true),
    });
    media.currentTime = 330;
    fireEvent.timeUpdate(video);
    fireEvent.ended(video);
    expect(await screen.findAllByText('Completed')).not.toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Next lesson' })).toBeDisabled();
  });

  it('does not let a required lesson skip past the furthest point watched', async () => {
    const { video, media } = await renderPlayer(
      {},
      lessonPlay(12, { no_seek_past_furthest: true }),
    );
    expect(screen.getByText('Required: no skipping ahead')).toBeVisible();
    media.currentTime = 300;
    fireEvent.seeking(video);
    expect(media.currentTime).toBe(120);
    media.currentTime = 100;
    fireEvent.seeking(video);
    expect(media.currentTime).toBe(100);
  });

  it('leads to the next lesson and back', async () => {
    const { view } = await renderPlayer(
      { 'GET /api/lessons/13': ok(lessonPlay(13)) },
      lessonPlay(12, {
        playlist: [
          lessonPlay(12).playlist[0],
          lessonPlay(12).playlist[1],
          { ...lessonPlay(12).playlist[2], can_play: true },
        ],
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Next lesson' }));
    expect(view.location()).toBe('/pagesTrain/course/player?id=1&lessonId=13');
    expect(await screen.findByLabelText('第13课 接待第一步')).toBeInTheDocument();
  });

  it('explains a locked lesson and leads to the course', async () => {
    fakeApi({ 'GET /api/lessons/12': refused('Buy this course to study this lesson') });
    const { location } = renderAt(<CoursePlayerPage />, PATH);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This lesson is locked');
    expect(alert).toHaveTextContent('Buy this course to study this lesson');
    fireEvent.click(screen.getByRole('button', { name: 'Go to the course' }));
    expect(location()).toBe('/pagesTrain/course/course?id=1');
  });

  it('opens the lesson to continue when only the course is given', async () => {
    fakeApi({
      'GET /api/courses/1': ok(courseDetail(1)),
      'GET /api/lessons/12': ok(lessonPlay(12)),
    });
    const { location } = renderAt(<CoursePlayerPage />, '/pagesTrain/course/player?id=1');
    await waitFor(() => expect(location()).toBe(PATH));
    // The lesson loads before the test ends (no state update after it).
    expect(await screen.findByLabelText('第12课 接待第一步')).toBeInTheDocument();
  });

  it('asks a visitor to log in to a course without free previews, and comes back after', async () => {
    resetAreaTest();
    fakeApi({
      'GET /api/courses/1': ok(
        courseDetail(1, {
          enrolment: null,
          chapters: [{ id: 1, title: '第1章', lessons: [lessonItem(11, { can_play: false })] }],
        }),
      ),
    });
    const { location } = renderAt(<CoursePlayerPage />, '/pagesTrain/course/player?id=1');
    // Guarded content: a login prompt (a state, not an error), not "there is no lesson".
    const prompt = await screen.findByRole('status');
    expect(prompt).toHaveTextContent('Log in to study this course');
    expect(prompt).not.toHaveTextContent('no lesson');
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(location()).toBe(
      `/pages/login/index?redirect=${encodeURIComponent('/pagesTrain/course/player?id=1')}`,
    );
  });

  it('sends a reader who has not joined a team where joining goes on', async () => {
    logInAs({ is_check: 0 });
    fakeApi({
      'GET /api/courses/1': ok(
        courseDetail(1, {
          enrolment: null,
          chapters: [{ id: 1, title: '第1章', lessons: [lessonItem(11, { can_play: false })] }],
        }),
      ),
    });
    const { location } = renderAt(<CoursePlayerPage />, '/pagesTrain/course/player?id=1');
    expect(await screen.findByRole('status')).toHaveTextContent('Join a team to study this course');
    fireEvent.click(screen.getByRole('button', { name: 'Complete profile' }));
    expect(location()).toBe('/pagesUser/bind/index');
  });

  it('tells a joined reader when a course has no lesson to open, with the way to the course', async () => {
    fakeApi({
      'GET /api/courses/1': ok(
        courseDetail(1, {
          chapters: [{ id: 1, title: '第1章', lessons: [lessonItem(11, { can_play: false })] }],
        }),
      ),
    });
    const { location } = renderAt(<CoursePlayerPage />, '/pagesTrain/course/player?id=1');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'This course has no lesson you can open yet.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Go to the course' }));
    expect(location()).toBe('/pagesTrain/course/course?id=1');
  });

  it('shows a video poster with one Play button, and the browser controls once it plays', async () => {
    const { video } = await renderPlayer();
    expect(video).not.toHaveAttribute('controls');
    const play = jest.spyOn(video, 'play').mockResolvedValue(undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(play).toHaveBeenCalled();
    expect(video).toHaveAttribute('controls');
    expect(screen.queryByRole('button', { name: 'Play' })).toBeNull();
  });

  it('shows a document lesson as a file card to read in a new tab or download', async () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    const fetchMock = jest.fn().mockResolvedValue({
      ok: true,
      headers: new Headers({ 'content-length': '1258291' }),
    });
    const previousFetch = global.fetch;
    global.fetch = fetchMock as unknown as typeof fetch;
    try {
      fakeApi({
        'GET /api/lessons/12': ok(
          lessonPlay(12, { kind: 'document', media_url: '/api/media/doc-courseware.pdf' }),
        ),
        'POST /api/lessons/12/progress': progressReply(),
      });
      renderAt(<CoursePlayerPage />, PATH);
      expect(await screen.findByText('PDF · 1.2 MB')).toBeVisible();
      // The file's own name: the lesson's title is right below the card.
      expect(screen.getByText('doc-courseware.pdf')).toBeVisible();
      expect(document.querySelector('iframe')).toBeNull();
      expect(fetchMock).toHaveBeenCalledWith(
        expect.stringMatching(/\/api\/media\/doc-courseware\.pdf$/),
        expect.objectContaining({ method: 'HEAD' }),
      );
      fireEvent.click(screen.getByRole('button', { name: 'Read' }));
      expect(open).toHaveBeenCalledWith(
        expect.stringMatching(/\/api\/media\/doc-courseware\.pdf$/),
        '_blank',
        'noopener',
      );
      expect(screen.getByRole('button', { name: 'Download' })).toBeVisible();
    } finally {
      global.fetch = previousFetch;
      open.mockRestore();
    }
  });

  describe("a document lesson's Download button", () => {
    const DOCUMENT = '/api/media/doc-courseware.pdf';
    let previousFetch: typeof fetch;
    let previousUrl: Pick<typeof URL, 'createObjectURL' | 'revokeObjectURL'>;
    beforeEach(() => {
      // The file card asks the file's size with HEAD (outside the request client).
      previousFetch = global.fetch;
      global.fetch = jest.fn().mockResolvedValue({
        ok: true,
        headers: new Headers({ 'content-length': '1258291' }),
      }) as unknown as typeof fetch;
      // jsdom has no object URLs and cannot save files: catch what the page hands the browser.
      previousUrl = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
      Object.assign(URL, {
        createObjectURL: () => 'blob:document',
        revokeObjectURL: () => undefined,
      });
    });
    afterEach(() => {
      global.fetch = previousFetch;
      Object.assign(URL, previousUrl);
    });

    const renderDocument = (file: FakeRoute) => {
      const adapter = fakeApi({
        'GET /api/lessons/12': ok(lessonPlay(12, { kind: 'document', media_url: DOCUMENT })),
        'POST /api/lessons/12/progress': progressReply(),
        [`GET ${DOCUMENT}`]: file,
      });
      renderAt(<CoursePlayerPage />, PATH);
      return adapter;
    };

    it("saves the file through the request client under the lesson's title", async () => {
      const open = jest.spyOn(window, 'open').mockReturnValue(null);
      const saved: HTMLAnchorElement[] = [];
      jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
        this: HTMLAnchorElement,
      ) {
        saved.push(this);
      });
      const adapter = renderDocument({
        status: 200,
        data: new Blob(['%PDF'], { type: 'application/pdf' }),
        headers: { 'content-type': 'application/pdf' },
      });
      fireEvent.click(await screen.findByRole('button', { name: 'Download' }));
      await waitFor(() =>
        expect(saved.map((link) => [link.download, link.href])).toEqual([
          ['第12课 接待第一步.pdf', 'blob:document'],
        ]),
      );
      expect(adapter.calls.filter((call) => call.url === DOCUMENT)).toHaveLength(1);
      expect(open).not.toHaveBeenCalled();
    });

    it('opens the file instead when it cannot be fetched and saved', async () => {
      const open = jest.spyOn(window, 'open').mockReturnValue(null);
      const adapter = renderDocument({ status: 404, data: new Blob(['not found']) });
      fireEvent.click(await screen.findByRole('button', { name: 'Download' }));
      await waitFor(() =>
        expect(open).toHaveBeenCalledWith(
          expect.stringMatching(/\/api\/media\/doc-courseware\.pdf$/),
          '_blank',
          'noopener',
        ),
      );
      expect(adapter.calls.map((call) => call.url)).toContain(DOCUMENT);
    });
  });

  it('tells a visitor on a free preview that progress is not kept', async () => {
    resetAreaTest();
    const adapter = fakeApi({
      'GET /api/lessons/12': ok(lessonPlay(12, { saves_progress: false, is_free_preview: true })),
    });
    renderAt(<CoursePlayerPage />, PATH);
    expect(
      await screen.findByText('Free preview: log in and join a team to keep your progress.'),
    ).toBeVisible();
    const video = screen.getByLabelText('第12课 接待第一步');
    fireEvent.pause(video);
    expect(reportsOf(adapter.calls)).toHaveLength(0);
  });
});
