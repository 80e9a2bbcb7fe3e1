import { PATHS } from 'shared/paths';
import { InfoPage } from 'shared/standalone';

/** /pagesExam/paper/index: the exam papers open to you. */
export default function PaperPage() {
  return (
    <InfoPage
      title="page.exam.paper"
      about="exam.paper.about"
      links={[
        { to: PATHS.exam.paperDetail, title: 'page.exam.paperDetail' },
        { to: PATHS.exam.simulate, title: 'page.exam.simulate' },
      ]}
    />
  );
}
