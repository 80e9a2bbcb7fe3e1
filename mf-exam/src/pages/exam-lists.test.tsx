import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, logInAs, ok, renderAt, resetAreaTest } from 'shared/standalone/testing';
import { writeStoredAttempt } from '../components/attempt-storage';
import { attempt, page, singleQuestion } from '../testing/fixtures';
import AnswerSheetPage from './answer-sheet-page';
import MessagePage from './message-page';
import ProblemRecordPage from './problem-record-page';
import StudentNotesPage from './student-notes-page';

afterEach(resetAreaTest);

const nowSeconds = () => Math.floor(Date.now() / 1000);

describe('AnswerSheetPage', () => {
  it('marks answered (server or device), unanswered and flagged questions and jumps back', async () => {
    const user = userEvent.setup();
    logInAs();
    writeStoredAttempt(901, { answers: { '33': ['三声内'] }, unsynced: [33] });
    fakeApi({
      'GET /api/exam/attempts/901': ok(
        attempt({ answers: [{ question_id: 31, answer: ['B'], saved_at: 1 }], flagged: [32] }),
      ),
    });
    const { location } = renderAt(
      <AnswerSheetPage />,
      '/pagesExam/answer-sheet/index?attemptId=901',
    );
    expect(await screen.findByText('2 answered · 2 unanswered · 1 flagged')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Question 1, answered' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Question 2, unanswered, flagged' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Question 3, answered' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Question 4, unanswered' }));
    expect(location()).toBe('/pagesExam/answer/index?paperId=3&q=4&attemptId=901');
  });
});

describe('MessagePage', () => {
  it('shows exam notices to a member who has not joined, without links to papers', async () => {
    logInAs({ is_check: 0 });
    fakeApi({
      'GET /api/exam/notices': ok(
        page([
          {
            id: 'opened-2',
            kind: 'opened',
            paper: { id: 2, title: '门店服务月度考核' },
            at: nowSeconds() - 86400,
            deadline_at: nowSeconds() + 13 * 86400,
          },
        ]),
      ),
    });
    renderAt(<MessagePage />, '/pagesExam/message/index');
    expect(await screen.findByText('门店服务月度考核 is open.')).toBeVisible();
    expect(screen.queryByRole('link')).toBeNull();
  });
});

describe('ProblemRecordPage', () => {
  it('lists practice runs and, on the second tab, exam attempts', async () => {
    const user = userEvent.setup();
    logInAs();
    fakeApi({
      'GET /api/exam/practice': ok(
        page([
          {
            id: 65,
            mode: 'chapter',
            chapter: { id: 2, name: '门店服务规范' },
            bank: { id: 1, name: '岗位通用题库' },
            question_count: 10,
            answered_count: 6,
            correct_count: 5,
            started_at: nowSeconds() - 3600,
            finished_at: null,
          },
        ]),
      ),
      'GET /api/exam/attempts': ok(
        page([
          {
            id: 901,
            paper: { id: 3, title: '新员工入职考试', kind: 'exam' },
            status: 'submitted',
            score: 85,
            total_score: 100,
            pass_score: 60,
            is_passed: true,
            started_at: nowSeconds() - 7200,
            submitted_at: nowSeconds() - 6000,
          },
        ]),
      ),
    });
    const { location } = renderAt(<ProblemRecordPage />, '/pagesExam/problem-record/index');
    expect(await screen.findByText('门店服务规范')).toBeVisible();
    expect(screen.getByText(/6\/10 answered, 5 correct/)).toBeVisible();
    // An unfinished run: the same Resume as on the question bank's chapters, and no chevron
    // beside that pill.
    const resume = screen.getByText('Resume');
    const run = resume.closest('.adm-list-item')!;
    expect(run.querySelector('.adm-list-item-content-arrow')).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'Exams' }));
    await user.click(await screen.findByText('新员工入职考试'));
    expect(location()).toBe('/pagesExam/test-result/grade/index?attemptId=901');
  });

  it('says what an empty history lacks and leads to where it starts', async () => {
    const user = userEvent.setup();
    logInAs();
    fakeApi({ 'GET /api/exam/practice': ok(page([])), 'GET /api/exam/attempts': ok(page([])) });
    renderAt(<ProblemRecordPage />, '/pagesExam/problem-record/index');
    expect(
      await screen.findByText('No practice yet. Pick a chapter in the question bank to start.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Question bank' })).toHaveAttribute(
      'href',
      '/pages/exam/index',
    );
    await user.click(screen.getByRole('tab', { name: 'Exams' }));
    expect(await screen.findByText('No finished exams yet.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Exam papers' })).toHaveAttribute(
      'href',
      '/pagesExam/paper/index',
    );
  });
});

describe('StudentNotesPage', () => {
  it("lists the reader's own comments without repeating their name, each with its question", async () => {
    logInAs();
    fakeApi({
      'GET /api/exam/comments/mine': ok(
        page([
          {
            id: 7,
            body: '建议结合课程第二章一起复习。',
            like_count: 0,
            created_at: nowSeconds() - 7200,
            author: { id: 1, nickname: '李晓明', avatar: '/api/media/avatar-1.svg' },
            mine: true,
            question: {
              id: 31,
              type: 'single' as const,
              stem: '陈列原则包括（ ）。',
              chapter: singleQuestion.chapter,
            },
          },
        ]),
      ),
    });
    renderAt(<StudentNotesPage />, '/pagesExam/student-notes/index');
    expect(await screen.findByText('建议结合课程第二章一起复习。')).toBeVisible();
    expect(screen.queryByText('李晓明')).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('2 hours ago')).toBeVisible();
    expect(screen.getByRole('link', { name: '陈列原则包括（ ）。' })).toHaveAttribute(
      'href',
      '/pagesExam/comment/index?questionId=31',
    );
    expect(screen.getByRole('button', { name: 'Delete' })).toBeVisible();
  });
});
