import { useTranslation } from 'react-i18next';
import type { ContractData } from 'shared/request';
import { clockPath, tasksPath } from '../clockin-paths';
import { TaskRow } from './task-row';

export type TodayTask = ContractData<'get', '/api/clockin/today'>['list'][number];

/** A task of an activity I take part in opens its clock-in; otherwise the activity, to join. */
export const todayTaskPath = (item: TodayTask): string =>
  item.joined ? clockPath(item.task.id) : tasksPath(item.activity.id);

/** One of today's tasks: its activity and my streak; the whole row leads to clocking in. */
export function TodayTaskItem({ item }: { item: TodayTask }) {
  const { t } = useTranslation();
  return (
    <TaskRow
      to={todayTaskPath(item)}
      title={item.task.title}
      state={item.done_today ? 'done' : 'todo'}
      description={
        item.streak > 0
          ? `${item.activity.title} · ${t('clockin.today.streak', { count: item.streak })}`
          : item.activity.title
      }
    />
  );
}
