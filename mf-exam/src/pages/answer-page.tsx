import { PATHS } from 'shared/paths';
import { InfoPage } from 'shared/standalone';

/** /pagesExam/answer/index: answer the questions of an exam paper within its time limit. */
export default function AnswerPage() {
  return (
    <InfoPage
      title="page.exam.answer"
      about="exam.answer.about"
      links={[
        { to: PATHS.exam.answerSheet, title: 'page.exam.answerSheet' },
        { to: PATHS.exam.testResultGrade, title: 'page.exam.testResultGrade' },
      ]}
    />
  );
}
