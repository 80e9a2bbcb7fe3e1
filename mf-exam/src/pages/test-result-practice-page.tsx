import { PATHS } from 'shared/paths';
import { InfoPage } from 'shared/standalone';

/** /pagesExam/test-result/practice/index: the result of a practice session: correct answers and time spent. */
export default function TestResultPracticePage() {
  return (
    <InfoPage
      title="page.exam.testResultPractice"
      about="exam.testResultPractice.about"
      links={[{ to: PATHS.exam.mistakes, title: 'page.exam.mistakes' }]}
    />
  );
}
