import { Tabs } from 'shared/ui-kit';
import { CalendarOutline, UnorderedListOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PATHS } from 'shared/paths';
import { AreaPage, LinkList } from 'shared/standalone';
import { ActivityList } from '../components/activity-list';
import { STATUS_LABELS } from '../components/activity-status';
import styles from './activity-page.module.css';

const STATUSES = ['ongoing', 'upcoming', 'ended'] as const;
type Status = (typeof STATUSES)[number];
const ALL = 'all';
const isStatus = (value: string | null): value is Status =>
  STATUSES.some((status) => status === value);

/** Clock-in activities by status (`?status=`). */
export default function ActivityPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const param = params.get('status');
  const status = isStatus(param) ? param : null;
  return (
    <AreaPage title="page.clockin.activity">
      <div className={styles.links}>
        <LinkList
          links={[
            {
              to: PATHS.clockin.task,
              title: 'page.clockin.task',
              icon: <UnorderedListOutline className={styles.linkIcon} />,
            },
            {
              to: PATHS.clockin.activityList,
              title: 'page.clockin.activityList',
              icon: <CalendarOutline className={styles.linkIcon} />,
            },
          ]}
        />
      </div>
      <Tabs
        className={styles.tabs}
        activeKey={status ?? ALL}
        onChange={(key) => setParams(key === ALL ? {} : { status: key }, { replace: true })}
      >
        <Tabs.Tab key={ALL} title={t('clockin.status.all')} />
        {STATUSES.map((key) => (
          <Tabs.Tab key={key} title={t(STATUS_LABELS[key])} />
        ))}
      </Tabs>
      <ActivityList filter={status ? { status } : {}} />
    </AreaPage>
  );
}
