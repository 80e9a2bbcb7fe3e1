import { PATHS } from 'shared/paths';
import { InfoPage } from 'shared/standalone';

/** /pagesExam/paper/detail: A paper's rules, time limit and pass mark, before you start. */
export default function PaperDetailPage() {
  return (
    <InfoPage
      title="page.exam.paperDetail"
      about="exam.paperDetail.about"
      links={[{ to: PATHS.exam.answer, title: 'page.exam.answer' }]}
    />
  );
}
