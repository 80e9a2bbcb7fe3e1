import { act, screen, within } from '@testing-library/react';
import { fakeApi, logInAs, ok, renderAt, resetAreaTest } from 'shared/standalone/testing';
import ActivityCoursePage from './activity-course-page';

beforeEach(() => act(() => void logInAs()));
afterEach(resetAreaTest);

const course = (id: number, title: string, kind = 'video', lessons = 6) => ({
  id,
  title,
  cover: `/api/media/course-${id}.svg`,
  intro: '',
  media_kind: kind,
  lesson_count: lessons,
});

describe('ActivityCoursePage', () => {
  it("lists the activity's courses, each opening the training player", async () => {
    fakeApi({
      'GET /api/clockin/activities/1/courses': ok({
        list: [course(31, '门店销售冲刺训练营'), course(32, '大促氛围布置指南', 'document', 1)],
      }),
    });
    renderAt(<ActivityCoursePage />, '/pagesClockin/course/index?activityId=1');
    expect(await screen.findByText('门店销售冲刺训练营')).toBeVisible();
    // The shared course rows: a list of items, the kind and lessons on one meta line.
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    const [first, second] = screen.getAllByRole('link');
    expect(within(first!).getByText('Video · 6 lessons')).toBeVisible();
    expect(within(second!).getByText('Document · 1 lesson')).toBeVisible();
    // The cover is shown whole, in its 16:9 box.
    expect(first!.querySelector('img')).toHaveAttribute('height', '68');
    expect(screen.getByRole('link', { name: /门店销售冲刺训练营/ })).toHaveAttribute(
      'href',
      '/pagesTrain/course/player?id=31',
    );
    // The whole list came in one reply: it ends with "No more", after the last row.
    const end = screen.getByText('No more');
    const rows = screen.getAllByRole('listitem');
    expect(rows[rows.length - 1]!.compareDocumentPosition(end)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });

  it('shows the empty state without courses, or without an activity', async () => {
    fakeApi({ 'GET /api/clockin/activities/1/courses': ok({ list: [] }) });
    const { unmount } = renderAt(<ActivityCoursePage />, '/pagesClockin/course/index?activityId=1');
    expect(await screen.findByText('No data yet')).toBeVisible();
    unmount();
    renderAt(<ActivityCoursePage />, '/pagesClockin/course/index');
    expect(screen.getByText('Open this page from an activity')).toBeVisible();
  });
});
