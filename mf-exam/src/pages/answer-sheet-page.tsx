import { InfoPage } from 'shared/standalone';

/** /pagesExam/answer-sheet/index: see which questions you have answered and jump to any of them. */
export default function AnswerSheetPage() {
  return <InfoPage title="page.exam.answerSheet" about="exam.answerSheet.about" />;
}
