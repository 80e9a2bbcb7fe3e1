import { cleanup, screen, within } from '@testing-library/react';
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
