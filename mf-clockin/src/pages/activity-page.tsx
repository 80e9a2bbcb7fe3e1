import { Tabs } from 'shared/ui-kit';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PATHS } from 'shared/paths';
import { AreaPage, LinkList } from 'shared/standalone';
import { STATUS_LABELS } from '../components/activity-card';
import { ActivityList } from '../components/activity-list';

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
      <LinkList
        links={[
          { to: PATHS.clockin.task, title: 'page.clockin.task' },
          { to: PATHS.clockin.activityList, title: 'page.clockin.activityList' },
        ]}
      />
      <Tabs
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
