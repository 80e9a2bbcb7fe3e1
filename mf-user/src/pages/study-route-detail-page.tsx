import { InfoPage } from 'shared/standalone';

/** /pagesUser/studyRoute/detail: the stages and courses of a learning path, and your progress. */
export default function StudyRouteDetailPage() {
  return <InfoPage title="page.user.studyRouteDetail" about="user.studyRouteDetail.about" />;
}
