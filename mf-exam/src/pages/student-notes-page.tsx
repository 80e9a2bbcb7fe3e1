import { PATHS } from 'shared/paths';
import { InfoPage } from 'shared/standalone';

/** /pagesExam/student-notes/index: the comments and notes you have written on questions. */
export default function StudentNotesPage() {
  return (
    <InfoPage
      title="page.exam.studentNotes"
      about="exam.studentNotes.about"
      links={[{ to: PATHS.exam.comment, title: 'page.exam.comment' }]}
    />
  );
}
