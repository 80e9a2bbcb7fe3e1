import { GiftOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ContractData } from 'shared/request';
import { MediaImage } from 'shared/standalone';
import { tasksPath } from '../clockin-paths';
import { ActivityStatusTags } from './activity-status';
import styles from './activity-card.module.css';

export type ClockinActivity = ContractData<'get', '/api/clockin/activities'>['list'][number];

/** One clock-in activity: cover, status, days, tasks, people and the points it gives. */
export function ActivityCard({ activity }: { activity: ClockinActivity }) {
  const { t } = useTranslation();
  return (
    <Link
      to={tasksPath(activity.id)}
      className={activity.cover ? `${styles.card} ${styles.withCover}` : styles.card}
    >
      {activity.cover ? <MediaImage src={activity.cover} alt="" ratio="cover" width={351} /> : null}
      <div className={styles.body}>
        <ActivityStatusTags status={activity.status} joined={activity.joined} />
        {/* Cover art carries the title already: printed again under it, it would read twice. */}
        <h3 className={activity.cover ? 'visually-hidden' : styles.title}>{activity.title}</h3>
        {activity.summary ? <p className={styles.summary}>{activity.summary}</p> : null}
        <div className={styles.meta}>
          <span>
            {t('clockin.activity.days', { start: activity.start_day, end: activity.end_day })}
          </span>
          <span>{t('clockin.activity.tasks', { count: activity.task_count })}</span>
          <span>{t('clockin.activity.participants', { count: activity.participant_count })}</span>
        </div>
        <div className={styles.reward}>
          <GiftOutline className={styles.rewardIcon} aria-hidden />
          {/* The texts wrap among themselves, beside the icon, never under it. */}
          <span className={styles.rewardTexts}>
            <span>{t('clockin.activity.reward', { points: activity.reward_points })}</span>
            {activity.completion_bonus_points > 0 ? (
              <span>
                {t('clockin.activity.bonus', { points: activity.completion_bonus_points })}
              </span>
            ) : null}
          </span>
        </div>
      </div>
    </Link>
  );
}
