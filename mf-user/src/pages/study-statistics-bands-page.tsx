import { Avatar, List } from 'shared/ui-kit';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from 'shared/request';
import { AreaPage, AsyncView, mediaUrl, useAsyncData } from 'shared/standalone';
import { cardStyle } from '../components/card-style';
import { splitDuration } from '../components/format';

const MEDALS = ['🥇', '🥈', '🥉'];

/** Ranking of my team (area managers: my area) by learning-path stages done, then study time. */
export default function StudyStatisticsBandsPage() {
  const { t } = useTranslation();
  const ranking = useAsyncData(
    (signal) => api.get('/api/study-ranking', { loading: false, toast: false, signal }),
    [],
  );
  return (
    <AreaPage title="page.user.studyStatisticsBands" about="user.studyStatisticsBands.about">
      <AsyncView state={ranking} onRetry={ranking.reload} isEmpty={(d) => d.list.length === 0}>
        {({ me, list }) => (
          <>
            <div style={{ ...cardStyle, textAlign: 'center' }} data-testid="my-rank">
              {me !== null ? t('user.bands.myRank', { rank: me }) : t('user.bands.unranked')}
            </div>
            <List>
              {list.map((person) => (
                <List.Item
                  key={person.id}
                  prefix={
                    <span style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
                      <span style={{ width: 24, textAlign: 'center', fontWeight: 600 }}>
                        {MEDALS[person.rank - 1] ?? person.rank}
                      </span>
                      <Avatar
                        src={mediaUrl(person.avatar)}
                        alt=""
                        style={{ '--size': '36px', '--border-radius': '50%' } as CSSProperties}
                      />
                    </span>
                  }
                  description={person.shop}
                  extra={
                    <div style={{ textAlign: 'right' }}>
                      <div>{t('user.bands.stages', { count: person.steps_done })}</div>
                      <div style={{ fontSize: 12, color: '#999999' }}>
                        {t('user.learn.duration', splitDuration(person.study_seconds))}
                      </div>
                    </div>
                  }
                >
                  {person.name}
                </List.Item>
              ))}
            </List>
          </>
        )}
      </AsyncView>
    </AreaPage>
  );
}
