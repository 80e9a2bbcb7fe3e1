import { screen } from '@testing-library/react';
import { fakeApi, logInAs, ok, renderAt, resetAreaTest } from 'shared/standalone/testing';
import { examHome } from '../../testing/fixtures';
import ExamOverviewWidget from './exam-overview';

afterEach(resetAreaTest);

describe('ExamOverviewWidget', () => {
  it('shows practice progress and the exams still to take', async () => {
    logInAs();
    fakeApi({ 'GET /api/exam/home': ok(examHome()) });
    renderAt(<ExamOverviewWidget />);
    expect(await screen.findByText('14 of 80 questions practised · accuracy 80%')).toBeVisible();
    expect(screen.getByRole('link', { name: /门店服务月度考核/ })).toBeVisible();
  });

  it('says when there is no exam to take', async () => {
    logInAs();
    fakeApi({ 'GET /api/exam/home': ok(examHome({ upcoming: [] })) });
    renderAt(<ExamOverviewWidget />);
    expect(await screen.findByText('No exams to take right now.')).toBeVisible();
  });
});
