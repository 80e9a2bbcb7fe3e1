import { List, ProgressBar } from 'shared/ui-kit';
import { useTranslation } from 'react-i18next';
import { PATHS } from 'shared/paths';
import { api } from 'shared/request';
import { AreaPage, AsyncView, LinkList, useAsyncData } from 'shared/standalone';
import { cardStyle, mutedStyle } from '../components/card-style';

/** How my team (area managers: my area) is doing on each learning path. */
export default function StudyStatisticsPage() {
  const { t } = useTranslation();
  const stats = useAsyncData(
    (signal) => api.get('/api/study-statistics', { loading: false, toast: false, signal }),
    [],
  );
  return (
    <AreaPage title="page.user.studyStatistics" about="user.studyStatistics.about">
      <AsyncView state={stats} onRetry={stats.reload} isEmpty={(d) => d.list.length === 0}>
        {({ scope, list }) => (
          <>
            <div style={cardStyle}>
              <strong>{scope.name}</strong>
              <div style={mutedStyle}>{t('user.teamList.staffCount', { count: scope.people })}</div>
            </div>
            <List>
              {list.map((route) => (
                <List.Item
                  key={route.id}
                  description={
                    <>
                      <ProgressBar
                        percent={route.average_progress}
                        text
                        style={{ margin: '4px 0' }}
                      />
                      <span>
                        {t('user.studyStatistics.started', { count: route.started })} ·{' '}
                        {t('user.studyStatistics.finished', { count: route.finished })}
                      </span>
                    </>
                  }
                >
                  {route.title}
                </List.Item>
              ))}
            </List>
            <LinkList
              links={[
                { to: PATHS.user.studyStatisticsBands, title: 'page.user.studyStatisticsBands' },
              ]}
            />
          </>
        )}
      </AsyncView>
    </AreaPage>
  );
}
