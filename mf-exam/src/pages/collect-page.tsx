import { InfoPage } from 'shared/standalone';

/** /pagesExam/collect/index: questions you have saved to come back to. */
export default function CollectPage() {
  return <InfoPage title="page.exam.collect" about="exam.collect.about" />;
}
