import { useTranslation } from 'react-i18next';
import styles from './month-calendar.module.css';

type Cell = { day: number; date: string } | null;

/** The month's days in weeks, Monday first, with blanks before the 1st and after the last day. */
export function monthWeeks(month: string): Cell[][] {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const days = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  const firstWeekday = (new Date(Date.UTC(year, monthNumber - 1, 1)).getUTCDay() + 6) % 7;
  const cells: Cell[] = [
    ...Array.from({ length: firstWeekday }, () => null),
    ...Array.from({ length: days }, (_, i) => ({
      day: i + 1,
      date: `${month}-${String(i + 1).padStart(2, '0')}`,
    })),
  ];
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/**
 * Days of the month as a table (weekday headers over rows of weeks), marking the signed days and
 * today. A table, not an ARIA grid: the days are read, not moved through with arrow keys.
 */
export function MonthCalendar({
  month,
  label,
  today,
  signed,
}: {
  month: string;
  /** The month as the reader says it ("November 2026"). */
  label: string;
  today: string;
  signed: ReadonlyMap<string, number>;
}) {
  const { t } = useTranslation();
  const weekdays = t('user.sign.weekdays').split(',');
  return (
    <table className={styles.table} aria-label={label}>
      <thead>
        <tr>
          {weekdays.map((name) => (
            <th key={name} scope="col" className={styles.weekday}>
              {name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthWeeks(month).map((week, row) => (
          <tr key={week.find(Boolean)?.date ?? row}>
            {week.map((cell, column) => {
              if (!cell) return <td key={`blank-${column}`} />;
              const points = signed.get(cell.date);
              const isToday = cell.date === today;
              const classes = [
                styles.day,
                points !== undefined ? styles.signed : '',
                isToday ? styles.today : '',
              ]
                .filter(Boolean)
                .join(' ');
              return (
                <td key={cell.date} aria-current={isToday ? 'date' : undefined}>
                  <div className={classes}>
                    <span className={styles.number} aria-hidden>
                      {cell.day}
                    </span>
                    {points !== undefined ? (
                      <span className={styles.points} aria-hidden>
                        +{points}
                      </span>
                    ) : null}
                    <span className="visually-hidden">
                      {points !== undefined
                        ? t('user.sign.signedDay', { day: cell.day, points })
                        : cell.day}
                    </span>
                  </div>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
