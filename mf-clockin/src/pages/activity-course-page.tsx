import { Image, List } from 'shared/ui-kit';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from 'shared/request';
import { AreaPage, AsyncView, mediaUrl, useAsyncData, useIdParam } from 'shared/standalone';
import { EmptyState } from 'shared/ui';
import { coursePlayerPath } from '../clockin-paths';

function ActivityCourses({ activityId }: { activityId: number }) {
  const { t } = useTranslation();
  const courses = useAsyncData(
    (signal) =>
      api.get('/api/clockin/activities/{id}/courses', {
        path: { id: activityId },
        loading: false,
        toast: false,
        signal,
      }),
    [activityId],
  );
  return (
    <AsyncView state={courses} onRetry={courses.reload} isEmpty={(data) => data.list.length === 0}>
      {({ list }) => (
        <List>
          {list.map((course) => (
            <Link
              key={course.id}
              to={coursePlayerPath(course.id)}
              style={{ color: 'inherit', textDecoration: 'none', display: 'block' }}
            >
              <List.Item
                arrowIcon
                prefix={
                  <Image
                    src={mediaUrl(course.cover)}
                    alt=""
                    width={96}
                    height={64}
                    fit="cover"
                    style={{ borderRadius: 4 }}
                  />
                }
                description={`${t(`clockin.course.kind.${course.media_kind}`)} · ${t(
                  'clockin.course.lessons',
                  { count: course.lesson_count },
                )}`}
              >
                {course.title}
              </List.Item>
            </Link>
          ))}
        </List>
      )}
    </AsyncView>
  );
}

/** The courses bound to an activity (`?activityId=`); each opens the training player. */
export default function ActivityCoursePage() {
  const { t } = useTranslation();
  const activityId = useIdParam('activityId');
  return (
    <AreaPage title="page.clockin.course">
      {activityId ? (
        <ActivityCourses activityId={activityId} />
      ) : (
        <EmptyState description={t('clockin.missingActivity')} />
      )}
    </AreaPage>
  );
}
