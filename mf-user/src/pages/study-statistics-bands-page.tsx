import { List } from 'shared/ui-kit';
import { useTranslation } from 'react-i18next';
import { api } from 'shared/request';
import { AreaPage, AsyncView, useAsyncData, useTranslate } from 'shared/standalone';
import { CardList } from '../components/card-list';
import { formatDuration } from '../components/format';
import { Panel } from '../components/panel';
import { UserAvatar } from '../components/user-avatar';
import styles from './study-statistics-bands-page.module.css';

const PODIUM = [styles.gold, styles.silver, styles.bronze];

/** Ranking of my team (area managers: my area) by learning-path stages done, then study time. */
export default function StudyStatisticsBandsPage() {
  const { t } = useTranslation();
  const translate = useTranslate();
  const ranking = useAsyncData(
    (signal) => api.get('/api/study-ranking', { loading: false, toast: false, signal }),
    [],
  );
  return (
    <AreaPage title="page.user.studyStatisticsBands" about="user.studyStatisticsBands.about">
      <AsyncView state={ranking} onRetry={ranking.reload} isEmpty={(d) => d.list.length === 0}>
        {({ me, list }) => {
          const mine = list.find((person) => person.rank === me);
          return (
            <>
              {/* My place first, as a row of its own: rank, who, and the figures it stands on. */}
              <Panel data-testid="my-rank" aria-label={t('user.bands.me')}>
                <div className={styles.mine}>
                  <span className={styles.myRank}>
                    <strong className={styles.myRankValue}>{me !== null ? me : '--'}</strong>
                    <span className={styles.myRankLabel}>
                      {me !== null ? t('user.bands.me') : t('user.bands.notRanked')}
                    </span>
                  </span>
                  {me !== null ? (
                    <span className="visually-hidden">{t('user.bands.myRank', { rank: me })}</span>
                  ) : null}
                  <span className={styles.myText}>
                    {mine ? (
                      <>
                        <span className={styles.myName}>{mine.name}</span>
                        <span className={styles.myShop}>{mine.shop}</span>
                      </>
                    ) : (
                      t('user.bands.unranked')
                    )}
                  </span>
                  {mine ? (
                    <span className={styles.figures}>
                      <span className={styles.stages}>
                        {t('user.bands.stages', { count: mine.steps_done })}
                      </span>
                      <span className={styles.time}>
                        {formatDuration(mine.study_seconds, translate)}
                      </span>
                    </span>
                  ) : null}
                </div>
              </Panel>
              <Panel padded={false}>
                <CardList>
                  {list.map((person) => (
                    <List.Item
                      key={person.id}
                      className={person.rank === me ? styles.meRow : undefined}
                      prefix={
                        <span className={styles.who}>
                          <span
                            className={`${styles.rank} ${PODIUM[person.rank - 1] ?? ''}`}
                            aria-label={t('user.bands.rank', { rank: person.rank })}
                          >
                            {person.rank}
                          </span>
                          <UserAvatar src={person.avatar} size="s" />
                        </span>
                      }
                      description={person.shop}
                      extra={
                        <span className={styles.figures}>
                          <span className={styles.stages}>
                            {t('user.bands.stages', { count: person.steps_done })}
                          </span>
                          <span className={styles.time}>
                            {formatDuration(person.study_seconds, translate)}
                          </span>
                        </span>
                      }
                    >
                      {person.name}
                    </List.Item>
                  ))}
                </CardList>
              </Panel>
            </>
          );
        }}
      </AsyncView>
    </AreaPage>
  );
}
