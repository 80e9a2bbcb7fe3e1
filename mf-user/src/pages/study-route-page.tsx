import { List, ProgressBar, Tag } from 'shared/ui-kit';
import { useTranslation } from 'react-i18next';
import { PATHS } from 'shared/paths';
import { api } from 'shared/request';
import { AreaPage, LinkList, PagedView, usePagedData } from 'shared/standalone';
import { CoverLinkItem } from '../components/cover-link-item';

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
      <LinkList
        links={[
          { to: PATHS.user.studyStatistics, title: 'page.user.studyStatistics' },
          { to: PATHS.user.studyStatisticsBands, title: 'page.user.studyStatisticsBands' },
        ]}
      />
      <PagedView paged={routes}>
        {(items) => (
          <List>
            {items.map((route) => (
              <CoverLinkItem
                key={route.id}
                to={`${PATHS.user.studyRouteDetail}?id=${route.id}`}
                cover={route.cover}
                arrow
                description={
                  <>
                    <div>{route.summary}</div>
                    <ProgressBar
                      percent={
                        route.step_count
                          ? Math.round((100 * route.done_count) / route.step_count)
                          : 0
                      }
                      style={{ margin: '4px 0' }}
                    />
                    <span>
                      {t('user.studyRoute.stages', {
                        done: route.done_count,
                        total: route.step_count,
                      })}{' '}
                      · {t('user.studyRoute.learners', { count: route.member_count })}
                    </span>
                  </>
                }
              >
                {route.title}{' '}
                {route.joined ? (
                  <Tag color="primary" fill="outline">
                    {t('user.studyRoute.started')}
                  </Tag>
                ) : null}
              </CoverLinkItem>
            ))}
          </List>
        )}
      </PagedView>
    </AreaPage>
  );
}
