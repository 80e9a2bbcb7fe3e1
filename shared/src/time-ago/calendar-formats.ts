import { toDate, type DateInput } from './to-date';

/**
 * The company's time zone. Deadlines, sessions and clock-in days are set in China time, so every
 * reader sees the same calendar day and hour whatever the phone's zone (a phone abroad, or a
 * test browser in UTC).
 */
export const COMPANY_TIME_ZONE = 'Asia/Shanghai';

type Parts = { year: string; month: string; day: string; hour: string; minute: string };

let partsFormat: Intl.DateTimeFormat | undefined;

/**
 * Made on first use, not as the module loads: a formatter with a time zone loads the zone's data,
 * about 150 ms on a slow phone, and the shell loads this module on start-up for pages that may
 * never show a date.
 */
function companyPartsFormat(): Intl.DateTimeFormat {
  partsFormat ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: COMPANY_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return partsFormat;
}

function partsOf(input: DateInput): Parts | null {
  const date = toDate(input);
  if (Number.isNaN(date.getTime())) return null;
  const parts = Object.fromEntries(
    companyPartsFormat()
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  ) as Record<string, string>;
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour!,
    minute: parts.minute!,
  };
}

/**
 * The one way the app writes a calendar date or time, in both languages (numeric, as Chinese apps
 * write dates; no US month/day order): `day` 2026-11-24, `dayTime` 2026-11-24 09:05,
 * `shortDayTime` 11-24 09:05, `time` 09:05. Numbers are epoch milliseconds (the API's seconds times
 * 1000); an unreadable input gives ''.
 */
export type CalendarFormat = 'day' | 'dayTime' | 'shortDayTime' | 'time';

export function formatCalendar(input: DateInput, format: CalendarFormat = 'day'): string {
  const p = partsOf(input);
  if (!p) return '';
  switch (format) {
    case 'day':
      return `${p.year}-${p.month}-${p.day}`;
    case 'dayTime':
      return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
    case 'shortDayTime':
      return `${p.month}-${p.day} ${p.hour}:${p.minute}`;
    case 'time':
      return `${p.hour}:${p.minute}`;
  }
}

/** The same, for the API's epoch seconds. */
export function formatCalendarSeconds(seconds: number, format: CalendarFormat = 'day'): string {
  return formatCalendar(seconds * 1000, format);
}
