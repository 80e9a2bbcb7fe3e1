import { PATHS } from 'shared/paths';
import { api } from 'shared/request';
import { AsyncView, ItemList, WidgetFrame, useAsyncData } from 'shared/standalone';
import { CourseCard } from '../../components/course-card';

const COUNT = 4;

function RecommendedCourseList() {
  const courses = useAsyncData(
    (signal) =>
      api.get('/api/courses', {
        query: { recommended: 1, page: 1, pageSize: COUNT },
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
