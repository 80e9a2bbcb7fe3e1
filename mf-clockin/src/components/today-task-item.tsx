import { List, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from 'shared/paths';
import type { ContractData } from 'shared/request';

export type TodayTask = ContractData<'get', '/api/clockin/today'>['list'][number];

export const clockPath = (item: TodayTask): string =>
  `${PATHS.clockin.activityClock}?activity_id=${item.activity.id}&task_id=${item.task.id}`;

/** One of today's tasks: its activity, whether I clocked in, my streak; links to clocking in. */
export function TodayTaskItem({ item }: { item: TodayTask }) {
  const { t } = useTranslation();
  return (
    <Link
      to={clockPath(item)}
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
