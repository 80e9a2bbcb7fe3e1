import { Image, Tag } from 'shared/ui-kit';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ContractData } from 'shared/request';
import { mediaUrl } from 'shared/standalone';
import { tasksPath } from '../clockin-paths';

export type ClockinActivity = ContractData<'get', '/api/clockin/activities'>['list'][number];

export const STATUS_LABELS = {
  ongoing: 'clockin.status.ongoing',
  upcoming: 'clockin.status.upcoming',
  ended: 'clockin.status.ended',
} as const;

export const STATUS_COLORS = { ongoing: 'success', upcoming: 'primary', ended: 'default' } as const;

const cardStyle: CSSProperties = {
  display: 'block',
  margin: '0 12px 12px',
  background: '#ffffff',
  borderRadius: 8,
  overflow: 'hidden',
  color: 'inherit',
  textDecoration: 'none',
};

const metaStyle: CSSProperties = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: 8,
  fontSize: 12,
  color: '#999999',
  marginTop: 6,
};

/** One clock-in activity: cover, status, days, tasks, people and the points it gives. */
export function ActivityCard({ activity }: { activity: ClockinActivity }) {
  const { t } = useTranslation();
  return (
    <Link to={tasksPath(activity.id)} style={cardStyle}>
      {activity.cover ? (
        <Image src={mediaUrl(activity.cover)} alt="" width="100%" height={120} fit="cover" />
      ) : null}
      <div style={{ padding: 12 }}>
        <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
          <Tag color={STATUS_COLORS[activity.status]}>{t(STATUS_LABELS[activity.status])}</Tag>
          {activity.joined ? (
            <Tag color="primary" fill="outline">
              {t('clockin.activity.joined')}
            </Tag>
          ) : null}
        </div>
        <h3 style={{ margin: '8px 0 0', fontSize: 16, color: '#333333' }}>{activity.title}</h3>
        {activity.summary ? (
          <p style={{ margin: '4px 0 0', fontSize: 13, color: '#666666' }}>{activity.summary}</p>
        ) : null}
        <div style={metaStyle}>
          <span>
            {t('clockin.activity.days', { start: activity.start_day, end: activity.end_day })}
          </span>
          <span>{t('clockin.activity.tasks', { count: activity.task_count })}</span>
          <span>{t('clockin.activity.participants', { count: activity.participant_count })}</span>
          <span style={{ color: '#ff801a' }}>
            {t('clockin.activity.reward', { points: activity.reward_points })}
          </span>
          {activity.completion_bonus_points > 0 ? (
            <span style={{ color: '#ff801a' }}>
              {t('clockin.activity.bonus', { points: activity.completion_bonus_points })}
            </span>
          ) : null}
        </div>
      </div>
    </Link>
  );
}
