import { InfoPage } from 'shared/standalone';

/** /pagesExam/report/allReport: every exam you have taken, with its score. */
export default function ReportAllPage() {
  return <InfoPage title="page.exam.reportAll" about="exam.reportAll.about" />;
}
