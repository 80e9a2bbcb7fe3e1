import { ProgressBar, Tabs } from 'shared/ui-kit';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PATHS } from 'shared/paths';
import { api } from 'shared/request';
import { AreaPage, PagedView, TimeAgo, usePagedData } from 'shared/standalone';
import { EmptyState } from 'shared/ui';
import { CardList } from '../components/card-list';
import { CoverLinkItem } from '../components/cover-link-item';
import { Panel } from '../components/panel';
import pageTabs from '../components/page-tabs.module.css';
import styles from './user-course-page.module.css';

const TABS = ['all', 'learning', 'completed'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => TABS.some((tab) => tab === value);

/** My courses with progress (lessons done), recently studied first; tap to go on learning. */
export default function UserCoursePage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const param = params.get('status');
  const status: Tab = isTab(param) ? param : 'all';
  const courses = usePagedData(
    (page, signal) =>
      api.get('/api/user/courses', {
        query: { page, pageSize: 20, ...(status === 'all' ? {} : { status }) },
        loading: false,
        toast: false,
        signal,
      }),
    [status],
  );
  return (
    <AreaPage title="page.user.course">
      <Tabs
        className={pageTabs.tabs}
        activeKey={status}
        onChange={(key) => setParams(key === 'all' ? {} : { status: key }, { replace: true })}
      >
        {TABS.map((key) => (
          <Tabs.Tab key={key} title={t(`user.course.tab.${key}`)} />
        ))}
      </Tabs>
      <PagedView paged={courses} empty={<EmptyState title={t('user.course.empty')} />}>
        {(items) => (
          <Panel padded={false}>
            <CardList>
              {items.map((course) => (
                <CoverLinkItem
                  key={course.id}
                  to={`${PATHS.train.courseCourse}?id=${course.id}`}
                  cover={course.cover}
                  description={
                    <span className={styles.progress}>
                      <ProgressBar percent={course.progress} text />
                      <span>
                        {t('user.course.lessons', {
                          done: course.lessons_done,
                          total: course.lessons_total,
                        })}
                        {course.last_studied_at !== null ? (
                          <>
                            {' · '}
                            <TimeAgo seconds={course.last_studied_at} />
                          </>
                        ) : null}
                      </span>
                    </span>
                  }
                >
                  {course.title}
                </CoverLinkItem>
              ))}
            </CardList>
          </Panel>
        )}
      </PagedView>
    </AreaPage>
  );
}
