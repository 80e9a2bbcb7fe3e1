import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from 'shared/paths';
import { api } from 'shared/request';
import { AreaPage, AsyncView, Section, useAsyncData, useIdParam } from 'shared/standalone';
import { EmptyState } from 'shared/ui';
import { ActivityHeader, JoinBar } from '../components/activity-header';
import { QueuedClockins } from '../components/queued-clockins';
import { TaskDays } from '../components/task-days';
import { TodayTaskList } from '../components/today-task-list';
import { useTodayTasks } from '../components/use-today-tasks';
import { useClockinQueue } from '../offline/use-clockin-queue';
import styles from './task-page.module.css';

function ActivityTasks({ activityId }: { activityId: number }) {
  const detail = useAsyncData(
    (signal) =>
      api.get('/api/clockin/activities/{id}', {
        path: { id: activityId },
        loading: false,
        toast: false,
        signal,
      }),
    [activityId],
  );
  const tasks = useAsyncData(
    (signal) =>
      api.get('/api/clockin/activities/{id}/tasks', {
        path: { id: activityId },
        loading: false,
        toast: false,
        signal,
      }),
    [activityId],
  );
  const { reload: reloadDetail } = detail;
  const { reload: reloadTasks } = tasks;
  const reload = useCallback(() => {
    reloadDetail();
    reloadTasks();
  }, [reloadDetail, reloadTasks]);
  const queue = useClockinQueue(reload);
  return (
    <AsyncView state={detail} onRetry={reload}>
      {(data) => (
        <>
          <ActivityHeader detail={data} />
          <QueuedClockins queue={queue.filter((entry) => entry.activityId === activityId)} />
          <AsyncView state={tasks} onRetry={reloadTasks}>
            {(list) => <TaskDays tasks={list} />}
          </AsyncView>
          <JoinBar detail={data} onJoined={reload} />
        </>
      )}
    </AsyncView>
  );
}

function TodayTasks() {
  const { t } = useTranslation();
  const today = useTodayTasks();
  const queue = useClockinQueue(today.reload);
  return (
    <>
      <QueuedClockins queue={queue} />
      <AsyncView
        state={today}
        onRetry={today.reload}
        isEmpty={(data) => data.list.length === 0}
        // Not a dead end: with nothing due today, the activities are one tap away.
        empty={
          <EmptyState title={t('clockin.task.noneToday')}>
            <Link to={PATHS.clockin.activity} className={styles.browse}>
              {t('page.clockin.activity')}
            </Link>
          </EmptyState>
        }
      >
        {({ day, list }) => (
          <Section title={t('clockin.today.day', { day })}>
            <TodayTaskList items={list} />
          </Section>
        )}
      </AsyncView>
    </>
  );
}

/**
 * An activity's tasks by day (`?activityId=`): its period, rules and reward, my streak, each
 * day's tasks done or not. Without an activity: today's tasks of every ongoing activity.
 */
export default function TaskPage() {
  const activityId = useIdParam('activityId');
  return (
    <AreaPage title="page.clockin.task">
      {activityId ? <ActivityTasks activityId={activityId} /> : <TodayTasks />}
    </AreaPage>
  );
}
