import { List, Tag } from 'shared/ui-kit-core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ContractData } from 'shared/request';
import { clockPath, tasksPath } from '../clockin-paths';

export type TodayTask = ContractData<'get', '/api/clockin/today'>['list'][number];

/** A task of an activity I take part in opens its clock-in; otherwise the activity, to join. */
export const todayTaskPath = (item: TodayTask): string =>
  item.joined ? clockPath(item.task.id) : tasksPath(item.activity.id);

/** One of today's tasks: its activity, whether I clocked in, my streak; links to clocking in. */
export function TodayTaskItem({ item }: { item: TodayTask }) {
  const { t } = useTranslation();
  return (
    <Link
      to={todayTaskPath(item)}
      style={{ color: 'inherit', textDecoration: 'none', display: 'block' }}
    >
      <List.Item
        arrowIcon
        description={
          item.streak > 0
            ? `${item.activity.title} · ${t('clockin.today.streak', { count: item.streak })}`
            : item.activity.title
        }
        extra={
          <Tag color={item.done_today ? 'success' : 'warning'} fill="outline">
            {t(item.done_today ? 'clockin.today.done' : 'clockin.today.todo')}
          </Tag>
        }
      >
        {item.task.title}
      </List.Item>
    </Link>
  );
}
