import { useTranslation } from 'react-i18next';
import styles from './month-calendar.module.css';

/** Days of the month as a grid Monday-first, marking the signed days and today. */
export function MonthCalendar({
  month,
  today,
  signed,
}: {
  month: string;
  today: string;
  signed: ReadonlyMap<string, number>;
}) {
  const { t } = useTranslation();
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const days = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  const firstWeekday = (new Date(Date.UTC(year, monthNumber - 1, 1)).getUTCDay() + 6) % 7;
  const weekdays = t('user.sign.weekdays').split(',');
  return (
    <div className={styles.grid} role="grid" aria-label={month}>
      {weekdays.map((name) => (
        <div key={name} className={styles.weekday} role="columnheader">
          {name}
        </div>
      ))}
      {Array.from({ length: firstWeekday }, (_, i) => (
        <div key={`blank-${i}`} />
      ))}
      {Array.from({ length: days }, (_, i) => {
        const day = `${month}-${String(i + 1).padStart(2, '0')}`;
        const points = signed.get(day);
        const isToday = day === today;
        const classes = [
          styles.day,
          points !== undefined ? styles.signed : '',
          isToday ? styles.today : '',
        ]
          .filter(Boolean)
          .join(' ');
        return (
          <div
            key={day}
            role="gridcell"
            className={classes}
            aria-label={
              points !== undefined
                ? t('user.sign.signedDay', { day: i + 1, points })
                : String(i + 1)
            }
            aria-current={isToday ? 'date' : undefined}
          >
            <span className={styles.number}>{i + 1}</span>
            {points !== undefined ? <span className={styles.points}>+{points}</span> : null}
          </div>
        );
      })}
    </div>
  );
}
