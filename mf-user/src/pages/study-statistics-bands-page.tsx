import { InfoPage } from 'shared/standalone';

/** /pagesUser/studyRoute/studyStatistics/bands: who has progressed furthest on the learning paths. */
export default function StudyStatisticsBandsPage() {
  return (
    <InfoPage title="page.user.studyStatisticsBands" about="user.studyStatisticsBands.about" />
  );
}
