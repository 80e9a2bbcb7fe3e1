import { List, Tag } from 'shared/ui-kit';
import { CheckCircleFill } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ContractData } from 'shared/request';
import { clockPath } from '../clockin-paths';

export type ActivityTasks = ContractData<'get', '/api/clockin/activities/{id}/tasks'>;
type TaskDay = ActivityTasks['days'][number];

function DayTasks({ day, joined }: { day: TaskDay; joined: boolean }) {
  const { t } = useTranslation();
  const title = t('clockin.task.dayTitle', { number: day.day_number, day: day.day });
  return (
    <section aria-label={title}>
      <List
        header={
          <span>
            {title}{' '}
            {day.when === 'today' ? <Tag color="primary">{t('clockin.task.today')}</Tag> : null}
          </span>
        }
      >
        {day.tasks.map(({ task, done }) => {
          const state = done ? (
            <Tag color="success" fill="outline">
              <CheckCircleFill /> {t('clockin.today.done')}
            </Tag>
          ) : day.when === 'today' ? (
            <Tag color="warning" fill="outline">
              {t('clockin.today.todo')}
            </Tag>
          ) : day.when === 'past' ? (
            <Tag fill="outline">{t('clockin.task.missed')}</Tag>
          ) : (
            <Tag fill="outline">{t('clockin.task.notYet')}</Tag>
          );
          const item = (
            <List.Item
              key={task.id}
              description={task.description}
              extra={state}
              arrowIcon={day.when === 'today' && joined}
            >
              {task.title}
            </List.Item>
          );
          return day.when === 'today' && joined ? (
            <Link
              key={task.id}
              to={clockPath(task.id)}
              style={{ color: 'inherit', textDecoration: 'none', display: 'block' }}
            >
              {item}
            </Link>
          ) : (
            item
          );
        })}
      </List>
    </section>
  );
}

/** An activity's days: today's tasks first, then every day in order, each task done or not. */
export function TaskDays({ tasks }: { tasks: ActivityTasks }) {
  const { t } = useTranslation();
  const today = tasks.days.find((d) => d.when === 'today');
  return (
    <>
      <p style={{ margin: '12px 16px 0', fontSize: 13, color: '#666666' }}>
        {t('clockin.task.progress', { done: tasks.done_count, total: tasks.total_count })}
        {tasks.streak > 0 ? ` · ${t('clockin.today.streak', { count: tasks.streak })}` : ''}
      </p>
      <h3 style={{ margin: '12px 16px 0', fontSize: 15 }}>{t('clockin.task.todayTitle')}</h3>
      {today ? (
        <DayTasks day={today} joined={tasks.joined} />
      ) : (
        <p style={{ margin: '8px 16px', fontSize: 13, color: '#999999' }}>
          {t('clockin.task.noneToday')}
        </p>
      )}
      <h3 style={{ margin: '12px 16px 0', fontSize: 15 }}>{t('clockin.task.allDays')}</h3>
      {tasks.days
        .filter((d) => d !== today)
        .map((day) => (
          <DayTasks key={day.day} day={day} joined={tasks.joined} />
        ))}
    </>
  );
}
