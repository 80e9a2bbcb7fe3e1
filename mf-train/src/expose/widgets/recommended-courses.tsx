import { PATHS } from 'shared/paths';
import { api } from 'shared/request';
import { AsyncView, WidgetFrame, useAsyncData } from 'shared/standalone';
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
      {({ list }) => (
        <div role="list">
          {list.map((course) => (
            <div role="listitem" key={course.id}>
              <CourseCard course={course} />
            </div>
          ))}
        </div>
      )}
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
