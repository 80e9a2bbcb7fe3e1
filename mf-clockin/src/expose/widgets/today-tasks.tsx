import { PATHS } from 'shared/paths';
import { useCurrentUser, useIsLoggedIn } from 'shared/session';
import { AsyncView, WidgetFrame } from 'shared/standalone';
import { TodayTaskList } from '../../components/today-task-list';
import { useTodayTasks } from '../../components/use-today-tasks';

const MAX_SHOWN = 5;

function TodayTasks() {
  const today = useTodayTasks();
  return (
    <AsyncView
      state={today}
      onRetry={today.reload}
      isEmpty={(data) => data.list.length === 0}
      compact
    >
      {({ list }) => <TodayTaskList items={list.slice(0, MAX_SHOWN)} />}
    </AsyncView>
  );
}

/**
 * Home widget: today's clock-in tasks. Only for joined users (is_check 2): a visitor or a user
 * who has not joined sees nothing, and the API is not called.
 */
export default function TodayTasksWidget() {
  const loggedIn = useIsLoggedIn();
  const user = useCurrentUser();
  if (!loggedIn || user.is_check !== 2) return null;
  return (
    <WidgetFrame title="clockin.widget.todayTasks" moreTo={PATHS.clockin.activity}>
      <TodayTasks />
    </WidgetFrame>
  );
}
