export type DateInput = Date | number | string;

// "2024-05-01 08:30:00" (the server's usual form) is not ISO: iOS Safari, and so WeChat on
// iPhone, parses it as Invalid Date. Read it explicitly, as local time like every engine does.
const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/** A Date from a Date, epoch milliseconds or a date string; Invalid Date when unreadable. */
export function toDate(input: DateInput): Date {
  if (input instanceof Date) return new Date(input.getTime());
  if (typeof input === 'number') return new Date(input);
  const local = LOCAL_DATE_TIME.exec(input.trim());
  if (local) {
    const [, year, month, day, hours, minutes, seconds] = local;
    return new Date(
      Number(year),
      Number(month) - 1,
      Number(day),
      Number(hours ?? 0),
      Number(minutes ?? 0),
      Number(seconds ?? 0),
    );
  }
  return new Date(input);
}

/** YYYY-MM-DD in the viewer's time zone. */
export function formatDate(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}
