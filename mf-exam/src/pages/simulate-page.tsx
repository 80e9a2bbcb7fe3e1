import { PATHS } from 'shared/paths';
import { InfoPage } from 'shared/standalone';

/** /pagesExam/simulate/index: try a full paper under exam conditions before the real exam. */
export default function SimulatePage() {
  return (
    <InfoPage
      title="page.exam.simulate"
      about="exam.simulate.about"
      links={[{ to: PATHS.exam.testResultGrade, title: 'page.exam.testResultGrade' }]}
    />
  );
}
