import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  fakeApi,
  logInAs,
  ok,
  paramsOf,
  pendingApi,
  renderAt,
  resetAreaTest,
} from 'shared/standalone/testing';
import { course } from '../../testing/fixtures';
import ContinueLearningWidget from './continue-learning';

// Unmount before the session resets, so no page re-renders outside act().
afterEach(() => {
  cleanup();
  resetAreaTest();
});

describe('continue-learning widget', () => {
  it('shows nothing and calls nothing for a visitor or a member not yet joined', () => {
    const adapter = pendingApi();
    const { container } = renderAt(<ContinueLearningWidget />);
    expect(container.querySelector('h2')).toBeNull();
    cleanup();
    logInAs({ is_check: 1 });
    renderAt(<ContinueLearningWidget />);
    expect(adapter.calls).toHaveLength(0);
  });

  it('shows my unfinished courses, each opening where I stopped', async () => {
    logInAs();
    const adapter = fakeApi({
      'GET /api/learning/recent': ok({
        list: [
          {
            course: course(3),
            progress_percent: 40,
            last_lesson: { id: 31, title: '微冻保鲜现场演示' },
            last_studied_at: 1790000000,
          },
        ],
      }),
    });
    renderAt(<ContinueLearningWidget />);
    expect(screen.getByRole('heading', { name: 'Continue learning' })).toBeVisible();
    expect(await screen.findByRole('link', { name: /微冻保鲜现场演示/ })).toHaveAttribute(
      'href',
      '/pagesTrain/course/player?id=3&lessonId=31',
    );
    expect(paramsOf(adapter.calls[0]!)).toEqual({ limit: 3 });
  });

  it('fails alone, with Retry', async () => {
    const user = userEvent.setup();
    logInAs();
    let calls = 0;
    fakeApi({
      'GET /api/learning/recent': () => (++calls === 1 ? { fail: 'network' } : ok({ list: [] })),
    });
    renderAt(<ContinueLearningWidget />);
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No data yet')).toBeVisible();
  });
});
