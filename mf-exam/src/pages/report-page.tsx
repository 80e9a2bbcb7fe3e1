import { PATHS } from 'shared/paths';
import { InfoPage } from 'shared/standalone';

/** /pagesExam/report/index: your scores in recent exams. */
export default function ReportPage() {
  return (
    <InfoPage
      title="page.exam.report"
      about="exam.report.about"
      links={[{ to: PATHS.exam.reportAll, title: 'page.exam.reportAll' }]}
    />
  );
}
