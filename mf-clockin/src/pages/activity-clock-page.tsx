import { Result, Tag } from 'shared/ui-kit';
import { CalendarOutline, UnorderedListOutline } from 'antd-mobile-icons';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from 'shared/request';
import {
  ActionBar,
  AreaPage,
  AsyncView,
  LinkList,
  useAsyncData,
  useIdParam,
} from 'shared/standalone';
import { EmptyState } from 'shared/ui';
import { myClockinsPath, tasksPath } from '../clockin-paths';
import {
  ClockinForm,
  type ClockinCreated,
  type ClockinTaskDetail,
} from '../components/clockin-form';
import { JoinButton } from '../components/join-button';
import { QueuedClockins } from '../components/queued-clockins';
import { RecordCard } from '../components/record-card';
import { useClockinQueue } from '../offline/use-clockin-queue';
import styles from './activity-clock-page.module.css';

/** Where to go from a task that is done or not open today: its activity's tasks, my clock-ins. */
function TaskLinks({ activityId, label }: { activityId: number; label: string }) {
  return (
    <nav className={styles.links} aria-label={label}>
      <LinkList
        links={[
          {
            to: tasksPath(activityId),
            title: 'clockin.clock.backToTasks',
            icon: <UnorderedListOutline className={styles.linkIcon} />,
          },
          {
            to: myClockinsPath(activityId),
            title: 'clockin.activity.myClockins',
            icon: <CalendarOutline className={styles.linkIcon} />,
          },
        ]}
      />
    </nav>
  );
}

function DoneView({
  detail,
  created,
}: {
  detail: ClockinTaskDetail;
  created: ClockinCreated | null;
}) {
  const { t } = useTranslation();
  const record = created?.record ?? detail.record;
  return (
    <>
      <Result
        className={styles.result}
        status="success"
        title={t(created ? 'clockin.clock.done' : 'clockin.clock.alreadyDone')}
        description={
          created ? (
            <>
              {t('clockin.clock.doneDetail', {
                points: created.record.points,
                count: created.streak,
              })}
              {created.bonus_points > 0 ? (
                <div>{t('clockin.clock.bonus', { points: created.bonus_points })}</div>
              ) : null}
            </>
          ) : null
        }
      />
      {record ? <RecordCard record={record} showActivity={false} /> : null}
      <TaskLinks activityId={detail.activity.id} label={t('clockin.clock.done')} />
    </>
  );
}

function ClockTask({ taskId }: { taskId: number }) {
  const { t } = useTranslation();
  const [created, setCreated] = useState<ClockinCreated | null>(null);
  const detail = useAsyncData(
    (signal) =>
      api.get('/api/clockin/tasks/{id}', {
        path: { id: taskId },
        loading: false,
        toast: false,
        signal,
      }),
    [taskId],
  );
  const reload = detail.reload;
  const queue = useClockinQueue(useCallback(() => reload(), [reload]));
  return (
    <AsyncView state={detail} onRetry={detail.reload}>
      {(data) => {
        const header = (
          <header className={styles.task}>
            <h2 className={styles.title}>{data.task.title}</h2>
            <div className={styles.context}>
              <Link to={tasksPath(data.activity.id)} className={styles.activityLink}>
                {data.activity.title}
              </Link>
              <span>{data.today}</span>
            </div>
            {data.task.description ? (
              <p className={styles.description}>{data.task.description}</p>
            ) : null}
            <div className={styles.tags}>
              {data.task.requires_photo ? (
                <Tag fill="outline">{t('clockin.task.needsPhoto')}</Tag>
              ) : null}
              {data.task.requires_location ? (
                <Tag fill="outline">{t('clockin.task.needsLocation')}</Tag>
              ) : null}
              <Tag color="primary" fill="outline">
                {t('clockin.activity.reward', { points: data.activity.reward_points })}
              </Tag>
            </div>
          </header>
        );
        const waiting = queue.filter((entry) => entry.taskId === data.task.id);
        let body;
        if (created || data.record) body = <DoneView detail={data} created={created} />;
        // Kept on this device and not refused yet: it is sent when the network allows.
        else if (waiting.some((entry) => !entry.failure))
          body = (
            <Result className={styles.result} status="waiting" title={t('clockin.clock.queued')} />
          );
        else if (!data.joined)
          body = (
            <>
              <Result
                className={styles.result}
                status="info"
                title={t('clockin.activity.notJoined')}
              />
              <ActionBar>
                <JoinButton activityId={data.activity.id} onJoined={reload} />
              </ActionBar>
            </>
          );
        else if (!data.due_today)
          body = (
            <>
              <Result className={styles.result} status="info" title={t('clockin.clock.notDue')} />
              <TaskLinks activityId={data.activity.id} label={t('clockin.clock.notDue')} />
            </>
          );
        else body = <ClockinForm detail={data} onDone={setCreated} />;
        return (
          <>
            {header}
            <QueuedClockins queue={waiting.filter((entry) => entry.failure)} />
            {body}
          </>
        );
      }}
    </AsyncView>
  );
}

/** Task clock-in (`?taskId=`): the task, then the form, or my clock-in of today when done. */
export default function ActivityClockPage() {
  const { t } = useTranslation();
  const taskId = useIdParam('taskId');
  return (
    <AreaPage title="page.clockin.activityClock">
      {taskId ? (
        <ClockTask taskId={taskId} />
      ) : (
        <div className={styles.missing}>
          <EmptyState title={t('clockin.missingTask')} />
        </div>
      )}
    </AreaPage>
  );
}
