import { PATHS } from 'shared/paths';
import { InfoPage } from 'shared/standalone';

/** /pagesExam/exercise/index: practise questions chapter by chapter and see your progress in each. */
export default function ExercisePage() {
  return (
    <InfoPage
      title="page.exam.exercise"
      about="exam.exercise.about"
      links={[
        { to: PATHS.exam.answerSheet, title: 'page.exam.answerSheet' },
        { to: PATHS.exam.testResultPractice, title: 'page.exam.testResultPractice' },
        { to: PATHS.exam.problemRecord, title: 'page.exam.problemRecord' },
      ]}
    />
  );
}
