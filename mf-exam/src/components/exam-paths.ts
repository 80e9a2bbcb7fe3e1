import { PATHS } from 'shared/paths';

// Links between the exam area's pages, with the query parameters each page reads.
export const exercisePath = (query: { chapterId?: number; mode?: string; sessionId?: number }) => {
  const search = new URLSearchParams();
  if (query.mode && query.mode !== 'chapter') search.set('mode', query.mode);
  if (query.chapterId !== undefined) search.set('chapterId', String(query.chapterId));
  if (query.sessionId !== undefined) search.set('sessionId', String(query.sessionId));
  return `${PATHS.exam.exercise}?${search.toString()}`;
};
export const practiceResultPath = (sessionId: number) =>
  `${PATHS.exam.testResultPractice}?sessionId=${sessionId}`;
export const paperDetailPath = (paperId: number) => `${PATHS.exam.paperDetail}?id=${paperId}`;
export const answerPath = (paperId: number, question?: number) =>
  `${PATHS.exam.answer}?paperId=${paperId}${question !== undefined ? `&q=${question}` : ''}`;
export const answerSheetPath = (attemptId: number) =>
  `${PATHS.exam.answerSheet}?attemptId=${attemptId}`;
export const gradePath = (attemptId: number) =>
  `${PATHS.exam.testResultGrade}?attemptId=${attemptId}`;
export const commentPath = (questionId: number) => `${PATHS.exam.comment}?questionId=${questionId}`;
export const reportPath = (paperId: number) => `${PATHS.exam.report}?paperId=${paperId}`;
