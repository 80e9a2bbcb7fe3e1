import { ProgressBar, Tag } from 'shared/ui-kit';
import { HistogramOutline, StarOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { PATHS } from 'shared/paths';
import { api } from 'shared/request';
import { AreaPage, PagedView, usePagedData } from 'shared/standalone';
import { CardLinks } from '../components/card-links';
import { CardList } from '../components/card-list';
import { CoverLinkItem } from '../components/cover-link-item';
import { Panel } from '../components/panel';
import styles from './study-route-page.module.css';
import { RowIcon } from '../components/row-icon';

/** Learning paths for my role: the ones I started first, each with my progress. */
export default function StudyRoutePage() {
  const { t } = useTranslation();
  const routes = usePagedData(
    (page, signal) =>
      api.get('/api/study-routes', {
        query: { page, pageSize: 20 },
        loading: false,
        toast: false,
        signal,
      }),
    [],
  );
  return (
    <AreaPage title="page.user.studyRoute" about="user.studyRoute.about">
      <Panel padded={false}>
        <CardLinks
          links={[
            {
              to: PATHS.user.studyStatistics,
              title: 'page.user.studyStatistics',
              icon: (
                <RowIcon>
                  <HistogramOutline />
                </RowIcon>
              ),
            },
            {
              to: PATHS.user.studyStatisticsBands,
              title: 'page.user.studyStatisticsBands',
              icon: (
                <RowIcon>
                  <StarOutline />
                </RowIcon>
              ),
            },
          ]}
        />
      </Panel>
      <PagedView paged={routes}>
        {(items) => (
          <Panel padded={false}>
            <CardList>
              {items.map((route) => (
                <CoverLinkItem
                  key={route.id}
                  to={`${PATHS.user.studyRouteDetail}?id=${route.id}`}
                  cover={route.cover}
                  description={
                    <span className={styles.progress}>
                      <ProgressBar
                        percent={
                          route.step_count
                            ? Math.round((100 * route.done_count) / route.step_count)
                            : 0
                        }
                      />
                      <span>
                        {t('user.studyRoute.stages', {
                          done: route.done_count,
                          total: route.step_count,
                        })}{' '}
                        · {t('user.studyRoute.learners', { count: route.member_count })}
                      </span>
                    </span>
                  }
                >
                  {route.title}
                  {route.joined ? (
                    <>
                      {' '}
                      <Tag color="primary" fill="outline">
                        {t('user.studyRoute.started')}
                      </Tag>
                    </>
                  ) : null}
                </CoverLinkItem>
              ))}
            </CardList>
          </Panel>
        )}
      </PagedView>
    </AreaPage>
  );
}
