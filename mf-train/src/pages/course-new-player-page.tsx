import { InfoPage } from 'shared/standalone';

/** /pagesTrain/course/newPlayer: play a lesson with its chapters and your notes. */
export default function CourseNewPlayerPage() {
  return <InfoPage title="page.train.courseNewPlayer" about="train.courseNewPlayer.about" />;
}
