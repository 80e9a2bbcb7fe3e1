import { InfoPage } from 'shared/standalone';

/** /pagesExam/comment/index: comments on a question, from you and other learners. */
export default function CommentPage() {
  return <InfoPage title="page.exam.comment" about="exam.comment.about" />;
}
