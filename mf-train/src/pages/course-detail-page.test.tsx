import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  fakeApi,
  logInAs,
  ok,
  pendingApi,
  refused,
  renderAt,
  resetAreaTest,
} from 'shared/standalone/testing';
import { courseDetail, lessonItem } from '../testing/fixtures';
import { prefetchCourseDetail } from './course-detail-calls';
import CourseDetailPage from './course-detail-page';

// Unmount before the session resets, so no page re-renders outside act().
afterEach(() => {
  cleanup();
  resetAreaTest();
});
beforeEach(() => logInAs());

const PATH = '/pagesTrain/course/course?id=1';

describe('CourseDetailPage', () => {
  it('names its region while loading, leaving the title to the nav bar', () => {
    pendingApi();
    renderAt(<CourseDetailPage />, PATH);
    expect(screen.getByRole('region', { name: 'Course' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Course' })).toBeNull();
  });

  it('shows the intro, lecturer, my progress and the lessons with theirs', async () => {
    fakeApi({ 'GET /api/courses/1': ok(courseDetail(1)) });
    renderAt(<CourseDetailPage />, PATH);
    expect(await screen.findByText('门店接待的标准流程与话术。')).toBeVisible();
    expect(screen.getByText('资深培训师')).toBeVisible();
    expect(screen.getByText('33% of the lessons completed')).toBeVisible();
    expect(screen.getByText('第1章 接待准备')).toBeVisible();
    expect(screen.getByText('Completed')).toBeVisible();
    expect(screen.getByText('33% watched')).toBeVisible();
    expect(screen.getByRole('link', { name: /第12课/ })).toHaveAttribute(
      'href',
      '/pagesTrain/course/player?id=1&lessonId=12',
    );
  });

  it('continues where I stopped', async () => {
    const user = userEvent.setup();
    fakeApi({ 'GET /api/courses/1': ok(courseDetail(1)) });
    const { location } = renderAt(<CourseDetailPage />, PATH);
    await user.click(await screen.findByRole('button', { name: 'Continue learning' }));
    expect(location()).toBe('/pagesTrain/course/player?id=1&lessonId=12');
  });

  it('offers to start, not continue, a course at 0 %', async () => {
    fakeApi({
      'GET /api/courses/1': ok(
        courseDetail(1, {
          enrolment: {
            source: 'assigned',
            enrolled_at: 1790000000,
            completed_at: null,
            completed_lessons: 0,
            progress_percent: 0,
            last_lesson_id: null,
          },
        }),
      ),
    });
    renderAt(<CourseDetailPage />, PATH);
    expect(await screen.findByRole('button', { name: 'Start learning' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Continue learning' })).toBeNull();
  });

  it('marks a required course overdue, as the required-course list does', async () => {
    fakeApi({
      'GET /api/courses/1': ok(
        courseDetail(1, {
          is_compulsory: true,
          compulsory_kind: 'product',
          deadline_at: 1790000000,
        }),
      ),
    });
    renderAt(<CourseDetailPage />, PATH);
    expect(await screen.findByText('Overdue')).toBeVisible();
    expect(screen.getByText('Deadline 2026-09-21')).toBeVisible();
  });

  it('does not mark a course overdue once it is completed', async () => {
    const detail = courseDetail(1, { is_compulsory: true, deadline_at: 1790000000 });
    fakeApi({
      'GET /api/courses/1': ok({
        ...detail,
        enrolment: { ...detail.enrolment, completed_at: 1789000000, progress_percent: 100 },
      }),
    });
    renderAt(<CourseDetailPage />, PATH);
    expect(await screen.findByText('Course completed')).toBeVisible();
    expect(screen.queryByText('Overdue')).toBeNull();
  });

  it('offers a paid course to buy, with its lessons locked but the free preview', async () => {
    const user = userEvent.setup();
    fakeApi({
      'GET /api/courses/4': ok(
        courseDetail(4, {
          is_free: false,
          price: '49.00',
          owned: false,
          enrolment: null,
          chapters: [
            {
              id: 1,
              title: '第1章 方案',
              lessons: [
                lessonItem(41, { is_free_preview: true }),
                lessonItem(42, { can_play: false }),
              ],
            },
          ],
        }),
      ),
    });
    const { location } = renderAt(<CourseDetailPage />, '/pagesTrain/course/course?id=4');
    expect(await screen.findByText('Free preview')).toBeVisible();
    expect(screen.getByText('Locked')).toBeVisible();
    // Each lesson's kind and length read as one fact, separated as on every other row.
    expect(screen.getAllByText('Video · 6:00')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Buy for ¥49.00' }));
    expect(location()).toBe('/pagesTrain/course/order?id=4');
  });

  it('enrols in a free course and opens its first lesson', async () => {
    const user = userEvent.setup();
    const fresh = courseDetail(1, {
      enrolment: null,
      chapters: [{ id: 1, title: '第1章', lessons: [lessonItem(11), lessonItem(12)] }],
    });
    const adapter = fakeApi({
      'GET /api/courses/1': ok(fresh),
      'POST /api/courses/1/enrol': ok({
        ...fresh,
        enrolment: { ...courseDetail(1).enrolment, completed_lessons: 0, last_lesson_id: null },
      }),
    });
    const { location } = renderAt(<CourseDetailPage />, PATH);
    await user.click(await screen.findByRole('button', { name: 'Start learning' }));
    await waitFor(() => expect(location()).toBe('/pagesTrain/course/player?id=1&lessonId=11'));
    expect(adapter.calls.some((c) => c.method === 'post')).toBe(true);
  });

  it('shows a refusal inline and changes nothing', async () => {
    const user = userEvent.setup();
    fakeApi({
      'GET /api/courses/1': ok(courseDetail(1, { enrolment: null })),
      'POST /api/courses/1/enrol': refused('This course must be bought first'),
    });
    const { location } = renderAt(<CourseDetailPage />, PATH);
    await user.click(await screen.findByRole('button', { name: 'Start learning' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This course must be bought first');
    expect(location()).toBe(PATH);
  });

  it('offers the test once the course is completed', async () => {
    fakeApi({
      'GET /api/courses/1': ok(
        courseDetail(1, {
          enrolment: { ...courseDetail(1).enrolment, completed_at: 1790000500 },
        }),
      ),
    });
    renderAt(<CourseDetailPage />, PATH);
    expect(await screen.findByRole('button', { name: 'Take the test' })).toBeVisible();
    expect(screen.getByText('Course completed')).toBeVisible();
  });

  it('asks for a course when the id is missing, with the way to the courses', async () => {
    const user = userEvent.setup();
    pendingApi();
    const { location } = renderAt(<CourseDetailPage />, '/pagesTrain/course/course');
    expect(screen.getByText(/needs a course or order/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Courses' }));
    expect(location()).toBe('/pagesTrain/course/index');
  });
});

describe("CourseDetailPage after its route's prefetch", () => {
  it('shows the course its route started, asking the API nothing more', async () => {
    const adapter = fakeApi({ 'GET /api/courses/1': ok(courseDetail(1)) });
    prefetchCourseDetail(new URLSearchParams('id=1'));
    // Asked before the page exists, as the route's loader does.
    await waitFor(() => expect(adapter.calls).toHaveLength(1));
    renderAt(<CourseDetailPage />, PATH);
    expect(await screen.findByText('门店接待的标准流程与话术。')).toBeVisible();
    expect(adapter.calls.map((call) => call.url)).toEqual(['/api/courses/1']);
  });

  it.each(['', 'id=0', 'id=1.5'])(
    'starts nothing for a query without an id (%p)',
    async (query) => {
      const adapter = fakeApi({});
      prefetchCourseDetail(new URLSearchParams(query));
      // Long enough for a request the call would have started to reach the API.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(adapter.calls).toEqual([]);
    },
  );
});
