import { PATHS } from 'shared/paths';
import { InfoPage } from 'shared/standalone';

/** /pagesTrain/compulsory/course: A required course: its lessons, deadline and your progress. */
export default function CompulsoryCoursePage() {
  return (
    <InfoPage
      title="page.train.compulsoryCourse"
      about="train.compulsoryCourse.about"
      links={[{ to: PATHS.train.coursePlayer, title: 'page.train.coursePlayer' }]}
    />
  );
}
