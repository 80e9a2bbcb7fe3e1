import { Tag } from 'shared/ui-kit';
import { CheckCircleOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import styles from './activity-status.module.css';

export type ActivityStatus = 'ongoing' | 'upcoming' | 'ended';

export const STATUS_LABELS = {
  ongoing: 'clockin.status.ongoing',
  upcoming: 'clockin.status.upcoming',
  ended: 'clockin.status.ended',
} as const;

/** The badge of each status in the theme: open now in the brand, coming in outline, ended grey. */
const STATUS_TAGS = {
  ongoing: { color: 'primary', fill: 'solid' },
  upcoming: { color: 'primary', fill: 'outline' },
  ended: { color: 'default', fill: 'outline' },
} as const;

/** An activity's status badge, and whether I take part. */
export function ActivityStatusTags({
  status,
  joined,
}: {
  status: ActivityStatus;
  joined: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.tags}>
      <Tag color={STATUS_TAGS[status].color} fill={STATUS_TAGS[status].fill}>
        {t(STATUS_LABELS[status])}
      </Tag>
      {joined ? (
        <span className={styles.joined}>
          <CheckCircleOutline aria-hidden />
          {t('clockin.activity.joined')}
        </span>
      ) : null}
    </div>
  );
}
