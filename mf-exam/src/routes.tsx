import { areaRoute } from 'shared/standalone';
import { PATHS } from 'shared/paths';
import type { RemoteRoute } from 'shared/federation';
import { prefetchExamIndex } from './pages/exam-index-calls';

/**
 * Every page of the exam area, the only list of them: its path, title and page (loaded
 * when first shown, one chunk per page). The nav bar and pull-down refresh flags come from the
 * spec's lists in shared/paths.
 */
export const routes: readonly RemoteRoute[] = [
  areaRoute(
    PATHS.exam.index,
    'page.exam.index',
    () => import('./pages/exam-index-page'),
    prefetchExamIndex,
  ),
  areaRoute(PATHS.exam.exercise, 'page.exam.exercise', () => import('./pages/exercise-page')),
  areaRoute(PATHS.exam.answer, 'page.exam.answer', () => import('./pages/answer-page')),
  areaRoute(
    PATHS.exam.answerSheet,
    'page.exam.answerSheet',
    () => import('./pages/answer-sheet-page'),
  ),
  areaRoute(
    PATHS.exam.studentNotes,
    'page.exam.studentNotes',
    () => import('./pages/student-notes-page'),
  ),
  areaRoute(PATHS.exam.comment, 'page.exam.comment', () => import('./pages/comment-page')),
  areaRoute(PATHS.exam.paper, 'page.exam.paper', () => import('./pages/paper-page')),
  areaRoute(
    PATHS.exam.paperDetail,
    'page.exam.paperDetail',
    () => import('./pages/paper-detail-page'),
  ),
  areaRoute(PATHS.exam.mistakes, 'page.exam.mistakes', () => import('./pages/mistakes-page')),
  areaRoute(
    PATHS.exam.problemRecord,
    'page.exam.problemRecord',
    () => import('./pages/problem-record-page'),
  ),
  areaRoute(
    PATHS.exam.testResultPractice,
    'page.exam.testResultPractice',
    () => import('./pages/test-result-practice-page'),
  ),
  areaRoute(
    PATHS.exam.testResultGrade,
    'page.exam.testResultGrade',
    () => import('./pages/test-result-grade-page'),
  ),
  areaRoute(PATHS.exam.questions, 'page.exam.questions', () => import('./pages/questions-page')),
  areaRoute(PATHS.exam.simulate, 'page.exam.simulate', () => import('./pages/simulate-page')),
  areaRoute(PATHS.exam.collect, 'page.exam.collect', () => import('./pages/collect-page')),
  areaRoute(PATHS.exam.message, 'page.exam.message', () => import('./pages/message-page')),
  areaRoute(PATHS.exam.report, 'page.exam.report', () => import('./pages/report-page')),
  areaRoute(PATHS.exam.reportAll, 'page.exam.reportAll', () => import('./pages/report-all-page')),
];
