import { ProgressBar, Tag } from 'shared/ui-kit';
import { useTranslation } from 'react-i18next';
import type { ContractData } from 'shared/request';
import { Section } from 'shared/standalone';
import { clockPath } from '../clockin-paths';
import { TaskRow, type TaskState } from './task-row';
import styles from './task-days.module.css';

export type ActivityTasks = ContractData<'get', '/api/clockin/activities/{id}/tasks'>;
type TaskDay = ActivityTasks['days'][number];

const stateOf = (when: TaskDay['when'], done: boolean): TaskState =>
  done ? 'done' : when === 'today' ? 'todo' : when === 'past' ? 'missed' : 'future';

function DayTasks({ day, showHeader }: { day: TaskDay; showHeader: boolean }) {
  const { t } = useTranslation();
  const title = t('clockin.task.dayTitle', { number: day.day_number, day: day.day });
  // A day of one task is one row, the day under its title: no grey band over every single row.
  const single = showHeader && day.tasks.length === 1;
  return (
    <section aria-label={title} className={styles.day}>
      {showHeader && !single ? (
        <h3 className={styles.dayHeader}>
          {title}
          {day.when === 'today' ? <Tag color="primary">{t('clockin.task.today')}</Tag> : null}
        </h3>
      ) : null}
      <ul className={styles.tasks}>
        {day.tasks.map(({ task, done }) => (
          <li key={task.id}>
            <TaskRow
              title={task.title}
              // Other days' rows stay short: the task is described where it is done, today.
              description={single ? title : showHeader ? undefined : task.description}
              compact={showHeader}
              state={stateOf(day.when, done)}
              // Today's tasks open their clock-in (joining first when I do not take part yet).
              to={day.when === 'today' ? clockPath(task.id) : undefined}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * An activity's days: my progress, today's tasks first, then every day in order (today among
 * them, marked, so "All days" is all of them). The streak is the header's; it is not repeated.
 */
export function TaskDays({ tasks }: { tasks: ActivityTasks }) {
  const { t } = useTranslation();
  const today = tasks.days.find((d) => d.when === 'today');
  const percent = tasks.total_count > 0 ? (tasks.done_count / tasks.total_count) * 100 : 0;
  // Once every day is past, "no task today" says nothing new: the days below say it all.
  const over = tasks.days.every((d) => d.when === 'past');
  return (
    <>
      {tasks.joined ? (
        <div className={styles.progress}>
          <p className={styles.progressText}>
            {t('clockin.task.progress', { done: tasks.done_count, total: tasks.total_count })}
          </p>
          <ProgressBar percent={percent} className={styles.bar} aria-hidden />
        </div>
      ) : null}
      {over ? null : (
        <Section
          title={t('clockin.task.todayTitle')}
          extra={
            today ? t('clockin.task.dayTitle', { number: today.day_number, day: today.day }) : null
          }
        >
          {today ? (
            <DayTasks day={today} showHeader={false} />
          ) : (
            <p className={styles.none}>{t('clockin.task.noneToday')}</p>
          )}
        </Section>
      )}
      {tasks.days.length > 0 ? (
        <Section title={t('clockin.task.allDays')}>
          {tasks.days.map((day) => (
            <DayTasks key={day.day} day={day} showHeader />
          ))}
        </Section>
      ) : null}
    </>
  );
}
