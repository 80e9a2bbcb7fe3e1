import type { TodayTask } from './today-task-item';
import { TodayTaskItem } from './today-task-item';
import styles from './today-task-list.module.css';

/** Today's tasks as rows divided by hairlines, on the surface they are put on. */
export function TodayTaskList({ items }: { items: readonly TodayTask[] }) {
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={`${item.activity.id}-${item.task.id}`}>
          <TodayTaskItem item={item} />
        </li>
      ))}
    </ul>
  );
}
