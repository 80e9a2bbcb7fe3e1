import { PATHS } from 'shared/paths';
import { HOME_REQUESTS, api } from 'shared/request';
import { AsyncView, ItemList, WidgetFrame, useAsyncData } from 'shared/standalone';
import { CourseCard } from '../../components/course-card';

function RecommendedCourseList() {
  const courses = useAsyncData(
    (signal) =>
      // The same call the shell's page starts early on home (shared/request HOME_REQUESTS).
      api.get(HOME_REQUESTS.recommendedCourses.path, {
        query: HOME_REQUESTS.recommendedCourses.query,
        loading: false,
        toast: false,
        signal,
      }),
    [],
  );
  return (
    <AsyncView
      state={courses}
      onRetry={courses.reload}
      isEmpty={(data) => data.list.length === 0}
      compact
    >
      {({ list }) => <ItemList items={list}>{(course) => <CourseCard course={course} />}</ItemList>}
    </AsyncView>
  );
}

/** Home widget, public: a few recommended courses and a link to the training home. */
export default function RecommendedCoursesWidget() {
  return (
    <WidgetFrame title="train.widget.recommended" moreTo={PATHS.train.index}>
      <RecommendedCourseList />
    </WidgetFrame>
  );
}
