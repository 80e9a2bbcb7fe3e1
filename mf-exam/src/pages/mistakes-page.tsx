import { PATHS } from 'shared/paths';
import { InfoPage } from 'shared/standalone';

/** /pagesExam/mistakes/index: the questions you answered wrongly, to practise again. */
export default function MistakesPage() {
  return (
    <InfoPage
      title="page.exam.mistakes"
      about="exam.mistakes.about"
      links={[{ to: PATHS.exam.problemRecord, title: 'page.exam.problemRecord' }]}
    />
  );
}
