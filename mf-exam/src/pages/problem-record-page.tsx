import { InfoPage } from 'shared/standalone';

/** /pagesExam/problem-record/index: your answering history: when you practised and how you did. */
export default function ProblemRecordPage() {
  return <InfoPage title="page.exam.problemRecord" about="exam.problemRecord.about" />;
}
