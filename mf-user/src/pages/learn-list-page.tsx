import { List } from 'shared/ui-kit';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from 'shared/paths';
import { api, type ContractData } from 'shared/request';
import { AreaPage, PagedView, Section, usePagedData, useTranslate } from 'shared/standalone';
import { EmptyState } from 'shared/ui';
import { CardList } from '../components/card-list';
import { formatDuration } from '../components/format';
import styles from './learn-list-page.module.css';

type LearningRecord = ContractData<'get', '/api/user/learning/records'>['list'][number];

/** Records (newest day first) as days, each with its records. */
function byDay(records: readonly LearningRecord[]): [string, LearningRecord[]][] {
  const days = new Map<string, LearningRecord[]>();
  for (const record of records) days.set(record.day, [...(days.get(record.day) ?? []), record]);
  return [...days];
}

/** Learning records: each lesson studied per day, with the time spent, newest day first. */
export default function LearnListPage() {
  const { t } = useTranslation();
  const translate = useTranslate();
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
      <PagedView paged={records} empty={<EmptyState title={t('user.learnList.empty')} />}>
        {(items) => (
          <>
            {byDay(items).map(([day, list]) => (
              <Section
                key={day}
                title={day}
                extra={t('user.learnList.dayTotal', {
                  time: formatDuration(
                    list.reduce((sum, record) => sum + record.seconds, 0),
                    translate,
                  ),
                })}
              >
                <CardList>
                  {list.map((record) => (
                    <List.Item
                      key={record.lesson.id}
                      description={
                        <Link
                          to={`${PATHS.train.courseCourse}?id=${record.course.id}`}
                          className={styles.course}
                        >
                          {record.course.name}
                        </Link>
                      }
                      extra={
                        <span className={styles.time}>
                          {formatDuration(record.seconds, translate)}
                        </span>
                      }
                    >
                      {record.lesson.title}
                    </List.Item>
                  ))}
                </CardList>
              </Section>
            ))}
          </>
        )}
      </PagedView>
    </AreaPage>
  );
}
