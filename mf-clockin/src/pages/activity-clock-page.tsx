import { Result } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PATHS } from 'shared/paths';
import { AreaPage, AsyncView, LinkList } from 'shared/standalone';
import { useTodayTasks } from '../components/use-today-tasks';

/** Task clock-in: today's task (`?task_id=`, `?activity_id=`), done or still to do. */
export default function ActivityClockPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const taskId = Number(params.get('task_id'));
  const activityId = Number(params.get('activity_id'));
  const today = useTodayTasks();
  const matches = (item: { task: { id: number }; activity: { id: number } }) =>
    item.task.id === taskId && (!activityId || item.activity.id === activityId);
  return (
    <AreaPage title="page.clockin.activityClock" about="clockin.activityClock.about">
      <AsyncView state={today} onRetry={today.reload} isEmpty={(data) => !data.list.some(matches)}>
        {({ list }) => {
          const item = list.find(matches)!;
          return (
            <Result
              status={item.done_today ? 'success' : 'waiting'}
              title={item.task.title}
              description={`${item.activity.title} · ${t(item.done_today ? 'clockin.today.done' : 'clockin.today.todo')}${
                item.streak > 0 ? ` · ${t('clockin.today.streak', { count: item.streak })}` : ''
              }`}
            />
          );
        }}
      </AsyncView>
      <LinkList
        links={[
          { to: PATHS.clockin.task, title: 'page.clockin.task' },
          { to: PATHS.clockin.ranking, title: 'page.clockin.ranking' },
        ]}
      />
    </AreaPage>
  );
}
