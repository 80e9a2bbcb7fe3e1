import { List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AreaPage, AsyncView } from 'shared/standalone';
import { TodayTaskItem } from '../components/today-task-item';
import { useTodayTasks } from '../components/use-today-tasks';

/** Today's tasks of the ongoing activities, or of one activity (`?activity_id=`). */
export default function TaskPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const activityId = Number(params.get('activity_id')) || null;
  const today = useTodayTasks();
  return (
    <AreaPage title="page.clockin.task" about="clockin.task.about">
      <AsyncView
        state={today}
        onRetry={today.reload}
        isEmpty={(data) =>
          !data.list.some((item) => !activityId || item.activity.id === activityId)
        }
      >
        {({ day, list }) => (
          <List header={t('clockin.today.day', { day })}>
            {list
              .filter((item) => !activityId || item.activity.id === activityId)
              .map((item) => (
                <TodayTaskItem key={`${item.activity.id}-${item.task.id}`} item={item} />
              ))}
          </List>
        )}
      </AsyncView>
    </AreaPage>
  );
}
