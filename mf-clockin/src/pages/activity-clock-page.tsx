import { Result, Tag } from 'shared/ui-kit';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from 'shared/request';
import { AreaPage, AsyncView, useAsyncData, useIdParam } from 'shared/standalone';
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

const linkStyle = { color: '#ff801a' };

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
      <nav style={{ display: 'flex', justifyContent: 'center', gap: 24, padding: 16 }}>
        <Link to={tasksPath(detail.activity.id)} style={linkStyle}>
          {t('clockin.clock.backToTasks')}
        </Link>
        <Link to={myClockinsPath(detail.activity.id)} style={linkStyle}>
          {t('clockin.activity.myClockins')}
        </Link>
      </nav>
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
          <header style={{ padding: '16px 16px 8px', background: '#ffffff' }}>
            <h2 style={{ margin: 0, fontSize: 18 }}>{data.task.title}</h2>
            <div style={{ marginTop: 4, fontSize: 13, color: '#666666' }}>
              <Link to={tasksPath(data.activity.id)} style={linkStyle}>
                {data.activity.title}
              </Link>{' '}
              · {data.today}
            </div>
            {data.task.description ? (
              <p style={{ margin: '8px 0 0', fontSize: 14, color: '#333333' }}>
                {data.task.description}
              </p>
            ) : null}
            <div style={{ display: 'flex', gap: 6, marginTop: 8 }}>
              {data.task.requires_photo ? (
                <Tag fill="outline">{t('clockin.task.needsPhoto')}</Tag>
              ) : null}
              {data.task.requires_location ? (
                <Tag fill="outline">{t('clockin.task.needsLocation')}</Tag>
              ) : null}
              <Tag color="warning" fill="outline">
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
          body = <Result status="waiting" title={t('clockin.clock.queued')} />;
        else if (!data.joined)
          body = (
            <Result
              status="info"
              title={t('clockin.activity.notJoined')}
              description={<JoinButton activityId={data.activity.id} onJoined={reload} />}
            />
          );
        else if (!data.due_today) body = <Result status="info" title={t('clockin.clock.notDue')} />;
        else
          body = (
            <div style={{ background: '#ffffff', marginTop: 8 }}>
              <ClockinForm detail={data} onDone={setCreated} />
            </div>
          );
        return (
          <>
            {header}
            <div style={{ marginTop: 8 }}>
              <QueuedClockins queue={waiting.filter((entry) => entry.failure)} />
            </div>
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
        <EmptyState description={t('clockin.missingTask')} />
      )}
    </AreaPage>
  );
}
