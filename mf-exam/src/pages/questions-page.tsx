import { PATHS } from 'shared/paths';
import { InfoPage } from 'shared/standalone';

/** /pagesExam/questions/index: questions picked by the trainers to practise. */
export default function QuestionsPage() {
  return (
    <InfoPage
      title="page.exam.questions"
      about="exam.questions.about"
      links={[{ to: PATHS.exam.collect, title: 'page.exam.collect' }]}
    />
  );
}
