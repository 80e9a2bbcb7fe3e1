import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';

const gridStyle: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(7, 1fr)',
  gap: 4,
  textAlign: 'center',
  fontSize: 13,
};

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
    <div style={gridStyle} role="grid" aria-label={month}>
      {weekdays.map((name) => (
        <div key={name} style={{ color: '#999999', fontSize: 12 }} role="columnheader">
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
        return (
          <div
            key={day}
            role="gridcell"
            aria-label={
              points !== undefined
                ? t('user.sign.signedDay', { day: i + 1, points })
                : String(i + 1)
            }
            aria-current={isToday ? 'date' : undefined}
            style={{
              padding: '6px 0',
              borderRadius: 16,
              background: points !== undefined ? '#ff801a' : 'transparent',
              color: points !== undefined ? '#ffffff' : '#333333',
              border: isToday ? '1px solid #ff801a' : '1px solid transparent',
            }}
          >
            {i + 1}
            {points !== undefined ? <div style={{ fontSize: 10 }}>+{points}</div> : null}
          </div>
        );
      })}
    </div>
  );
}
