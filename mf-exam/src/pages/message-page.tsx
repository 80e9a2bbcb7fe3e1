import { InfoPage } from 'shared/standalone';

/** /pagesExam/message/index: exam notices and messages from your trainers. */
export default function MessagePage() {
  return <InfoPage title="page.exam.message" about="exam.message.about" />;
}
