import { Tabs } from 'shared/ui-kit';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { api } from 'shared/request';
import { AreaPage, PagedView, useAsyncData, useIdParam, usePagedData } from 'shared/standalone';
import { QueuedClockins } from '../components/queued-clockins';
import { RecordCard } from '../components/record-card';
import { Refreshable } from '../components/refreshable';
import { useClockinQueue } from '../offline/use-clockin-queue';
import styles from './activity-list-page.module.css';

const ALL = 'all';

function ActivityTabs({ activityId }: { activityId: number | undefined }) {
  const { t } = useTranslation();
  const [, setParams] = useSearchParams();
  const activities = useAsyncData(
    (signal) =>
      api.get('/api/clockin/activities', {
        query: { joined: 1, pageSize: 100 },
        loading: false,
        toast: false,
        signal,
      }),
    [],
  );
  const list = activities.status === 'success' ? activities.data.list : [];
  return (
    <Tabs
      className={styles.tabs}
      activeKey={activityId ? String(activityId) : ALL}
      onChange={(key) => setParams(key === ALL ? {} : { activityId: key }, { replace: true })}
    >
      <Tabs.Tab key={ALL} title={t('clockin.records.all')} />
      {list.map((activity) => (
        <Tabs.Tab key={String(activity.id)} title={activity.title} />
      ))}
    </Tabs>
  );
}

/** My clock-ins (`?activityId=` for one activity): text, photos, day, newest first. */
export default function ActivityListPage() {
  const activityId = useIdParam('activityId');
  const records = usePagedData(
    (page, signal) =>
      api.get('/api/clockin/records', {
        query: { ...(activityId ? { activity_id: activityId } : {}), page, pageSize: 10 },
        loading: false,
        toast: false,
        signal,
      }),
    [activityId],
  );
  const { reload } = records;
  const queue = useClockinQueue(useCallback(() => reload(), [reload]));
  return (
    <AreaPage title="page.clockin.activityList">
      <ActivityTabs activityId={activityId} />
      <QueuedClockins
        queue={queue.filter((entry) => !activityId || entry.activityId === activityId)}
      />
      <Refreshable onRefresh={reload}>
        <PagedView paged={records}>
          {(items) => (
            <div role="list">
              {items.map((record) => (
                <div role="listitem" key={record.id}>
                  <RecordCard record={record} showActivity={!activityId} />
                </div>
              ))}
            </div>
          )}
        </PagedView>
      </Refreshable>
    </AreaPage>
  );
}
