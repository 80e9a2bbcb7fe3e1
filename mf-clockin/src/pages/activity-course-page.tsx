import { useTranslation } from 'react-i18next';
import { api } from 'shared/request';
import {
  AreaPage,
  AsyncView,
  CardList,
  GridRows,
  ItemList,
  joinMeta,
  MediaRow,
  PagedFooter,
  useAsyncData,
  useIdParam,
  type PagedData,
} from 'shared/standalone';
import { EmptyState } from 'shared/ui';
import { coursePlayerPath } from '../clockin-paths';
import styles from './activity-course-page.module.css';

/**
 * The courses come in one reply, so the list is complete once shown: it ends with the shared
 * footer's "No more", below the card, like every paged list of the product.
 */
const WHOLE_LIST: PagedData<unknown> = {
  status: 'success',
  firstPage: null,
  items: [],
  total: 0,
  error: null,
  hasMore: false,
  loadingMore: false,
  moreError: null,
  loadMore: () => undefined,
  reload: () => undefined,
};

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
        // The product's course rows, as every other course list draws them.
        <>
          <CardList>
            <GridRows>
              <ItemList items={list}>
                {(course) => (
                  <MediaRow
                    to={coursePlayerPath(course.id)}
                    title={course.title}
                    description={course.intro || undefined}
                    cover={course.cover}
                    meta={joinMeta([
                      t(`clockin.course.kind.${course.media_kind}`),
                      t('clockin.course.lessons', { count: course.lesson_count }),
                    ])}
                  />
                )}
              </ItemList>
            </GridRows>
          </CardList>
          <PagedFooter paged={WHOLE_LIST} />
        </>
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
        <div className={styles.missing}>
          <EmptyState title={t('clockin.missingActivity')} />
        </div>
      )}
    </AreaPage>
  );
}
