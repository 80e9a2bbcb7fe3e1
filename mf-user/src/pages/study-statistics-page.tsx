import { PATHS } from 'shared/paths';
import { InfoPage } from 'shared/standalone';

/** /pagesUser/studyRoute/studyStatistics/index: how your team is doing on its learning paths. */
export default function StudyStatisticsPage() {
  return (
    <InfoPage
      title="page.user.studyStatistics"
      about="user.studyStatistics.about"
      links={[{ to: PATHS.user.studyStatisticsBands, title: 'page.user.studyStatisticsBands' }]}
    />
  );
}
