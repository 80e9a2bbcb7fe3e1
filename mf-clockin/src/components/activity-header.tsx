import { Collapse } from 'shared/ui-kit';
import { CalendarOutline, HistogramOutline, PictureOutline, PlayOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import type { ContractData } from 'shared/request';
import { ActionBar, EntryGrid, MediaImage, type EntryLink } from 'shared/standalone';
import { coursesPath, myClockinsPath, posterPath, rankingPath } from '../clockin-paths';
import { ActivityStatusTags } from './activity-status';
import { JoinButton } from './join-button';
import styles from './activity-header.module.css';
import { RichText } from 'shared/standalone/rich-text';

export type ClockinActivityDetail = ContractData<'get', '/api/clockin/activities/{id}'>;

/** An activity's cover, status, period, reward, rules, my streak and points, and its pages. */
export function ActivityHeader({ detail }: { detail: ClockinActivityDetail }) {
  const { t } = useTranslation();
  const { activity, mine } = detail;
  const links: EntryLink[] = [
    { to: coursesPath(activity.id), title: 'clockin.activity.courses', icon: <PlayOutline /> },
    {
      to: rankingPath(activity.id),
      title: 'clockin.activity.ranking',
      icon: <HistogramOutline />,
    },
    { to: posterPath(activity.id), title: 'clockin.activity.poster', icon: <PictureOutline /> },
    {
      to: myClockinsPath(activity.id),
      title: 'clockin.activity.myClockins',
      icon: <CalendarOutline />,
    },
  ];
  return (
    <>
      <section className={styles.header} aria-labelledby={`activity-${activity.id}`}>
        <div className={styles.top}>
          {activity.cover ? (
            <MediaImage src={activity.cover} alt="" ratio="cover" width={351} priority />
          ) : null}
          <div className={styles.info}>
            <ActivityStatusTags status={activity.status} joined={activity.joined} />
            {/* Cover art carries the title already: printed again under it, it would read twice. */}
            <h2
              id={`activity-${activity.id}`}
              className={activity.cover ? 'visually-hidden' : styles.title}
            >
              {activity.title}
            </h2>
            {activity.summary ? <p className={styles.summary}>{activity.summary}</p> : null}
            <dl className={styles.facts}>
              <dt>{t('clockin.activity.period')}</dt>
              <dd>
                {t('clockin.activity.days', { start: activity.start_day, end: activity.end_day })}
              </dd>
              <dt>{t('clockin.activity.rewardTitle')}</dt>
              <dd className={styles.reward}>
                {t('clockin.activity.reward', { points: activity.reward_points })}
                {activity.completion_bonus_points > 0 ? (
                  <>
                    <br />
                    {t('clockin.activity.bonus', { points: activity.completion_bonus_points })}
                  </>
                ) : null}
              </dd>
            </dl>
            {/* The clock-in count is the task list's progress line ("12 of 36 clock-ins done"),
                with its total: it is not said twice. */}
            {activity.joined ? (
              <dl className={styles.stats}>
                <div className={styles.stat}>
                  <dt>{t('clockin.activity.statStreak')}</dt>
                  <dd>{mine.streak}</dd>
                </div>
                <div className={styles.stat}>
                  <dt>{t('clockin.activity.statPoints')}</dt>
                  <dd>{mine.points}</dd>
                </div>
              </dl>
            ) : null}
          </div>
        </div>
        {detail.rules_html ? (
          <Collapse className={styles.rules}>
            <Collapse.Panel key="rules" title={t('clockin.activity.rules')}>
              <RichText html={detail.rules_html} title={t('clockin.activity.rules')} />
            </Collapse.Panel>
          </Collapse>
        ) : null}
      </section>
      <EntryGrid links={links} />
    </>
  );
}

/**
 * Joining, at the bottom of the screen while the activity can still be joined. The page puts it
 * after its last part: the bar's reserved space must come after the content, or the last rows
 * end up under the bar.
 */
export function JoinBar({
  detail,
  onJoined,
}: {
  detail: ClockinActivityDetail;
  onJoined: () => void;
}) {
  const { activity } = detail;
  if (activity.joined || activity.status === 'ended') return null;
  return (
    <ActionBar>
      <JoinButton activityId={activity.id} onJoined={onJoined} />
    </ActionBar>
  );
}
