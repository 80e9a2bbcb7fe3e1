import { PATHS } from 'shared/paths';
import { InfoPage } from 'shared/standalone';

/** /pagesExam/test-result/grade/index: your score in an exam and whether you passed. */
export default function TestResultGradePage() {
  return (
    <InfoPage
      title="page.exam.testResultGrade"
      about="exam.testResultGrade.about"
      links={[{ to: PATHS.exam.report, title: 'page.exam.report' }]}
    />
  );
}
