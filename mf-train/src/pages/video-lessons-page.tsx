import { PATHS } from 'shared/paths';
import { InfoPage } from 'shared/standalone';

/** /pagesTrain/videoLessons/videoLessons: short video lessons to watch on the go. */
export default function VideoLessonsPage() {
  return (
    <InfoPage
      title="page.train.videoLessons"
      about="train.videoLessons.about"
      links={[{ to: PATHS.train.courseIndex, title: 'page.train.courseIndex' }]}
    />
  );
}
