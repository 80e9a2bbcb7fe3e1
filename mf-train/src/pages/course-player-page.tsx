import { InfoPage } from 'shared/standalone';

/** /pagesTrain/course/player: watch or listen to the lessons of a course. */
export default function CoursePlayerPage() {
  return <InfoPage title="page.train.coursePlayer" about="train.coursePlayer.about" />;
}
