import { List } from 'shared/ui-kit';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from 'shared/paths';
import { api } from 'shared/request';
import { AreaPage, PagedView, usePagedData } from 'shared/standalone';
import { splitDuration } from '../components/format';

/** Learning records: each lesson studied per day, with the time spent, newest first. */
export default function LearnListPage() {
  const { t } = useTranslation();
  const records = usePagedData(
    (page, signal) =>
      api.get('/api/user/learning/records', {
        query: { page, pageSize: 20 },
        loading: false,
        toast: false,
        signal,
      }),
    [],
  );
  return (
    <AreaPage title="page.user.learnList" about="user.learnList.about">
      <PagedView paged={records}>
        {(items) => (
          <List>
            {items.map((record) => (
              <List.Item
                key={`${record.day}-${record.lesson.id}`}
                description={
                  <Link to={`${PATHS.train.courseCourse}?id=${record.course.id}`}>
                    {record.course.name}
                  </Link>
                }
                extra={
                  <div style={{ textAlign: 'right' }}>
                    <div>{t('user.learn.duration', splitDuration(record.seconds))}</div>
                    <div style={{ fontSize: 12, color: '#999999' }}>{record.day}</div>
                  </div>
                }
              >
                {record.lesson.title}
              </List.Item>
            ))}
          </List>
        )}
      </PagedView>
    </AreaPage>
  );
}
