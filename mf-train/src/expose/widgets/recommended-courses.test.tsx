import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, ok, paramsOf, renderAt, resetAreaTest } from 'shared/standalone/testing';
import { course, coursePage } from '../../testing/fixtures';
import RecommendedCoursesWidget from './recommended-courses';

// Unmount before the session resets, so no page re-renders outside act().
afterEach(() => {
  cleanup();
  resetAreaTest();
});

describe('recommended-courses widget', () => {
  it('shows a few recommended courses to a visitor, with a link to training', async () => {
    const adapter = fakeApi({
      'GET /api/courses': ok(
        coursePage(
          [1, 2, 3, 4].map((id) => course(id)),
          9,
          1,
          4,
        ),
      ),
    });
    renderAt(<RecommendedCoursesWidget />);
    expect(screen.getByRole('heading', { name: 'Recommended courses' })).toBeVisible();
    const list = await screen.findByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'More' })).toHaveAttribute(
      'href',
      '/pages/train/index',
    );
    expect(paramsOf(adapter.calls[0]!)).toEqual({ recommended: 1, page: 1, pageSize: 4 });
    expect(adapter.calls[0]!.headers.Authorization).toBe('visitor');
  });

  it('fails alone, inside its card, and retries', async () => {
    const user = userEvent.setup();
    let calls = 0;
    fakeApi({
      'GET /api/courses': () => (++calls === 1 ? { fail: 'network' } : ok(coursePage([course(1)]))),
    });
    renderAt(
      <>
        <RecommendedCoursesWidget />
        <p>home content</p>
      </>,
    );
    const alert = await screen.findByRole('alert');
    expect(screen.getByText('home content')).toBeVisible();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('课程1：门店接待流程')).toBeVisible();
  });
});
