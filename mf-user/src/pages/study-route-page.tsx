import { PATHS } from 'shared/paths';
import { InfoPage } from 'shared/standalone';

/** /pagesUser/studyRoute/index: step-by-step course plans for your role. */
export default function StudyRoutePage() {
  return (
    <InfoPage
      title="page.user.studyRoute"
      about="user.studyRoute.about"
      links={[
        { to: PATHS.user.studyRouteDetail, title: 'page.user.studyRouteDetail' },
        { to: PATHS.user.studyStatistics, title: 'page.user.studyStatistics' },
      ]}
    />
  );
}
