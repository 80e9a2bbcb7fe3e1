import { formatCalendar, formatCalendarSeconds, type CalendarFormat } from './calendar-formats';

// 2026-11-24T01:05:00Z is 09:05 in China; 2026-11-24T17:30:00Z is already the 25th there.
const MORNING = Date.UTC(2026, 10, 24, 1, 5);
const LATE_UTC = Date.UTC(2026, 10, 24, 17, 30);

describe('formatCalendar', () => {
  it.each<[number | string, CalendarFormat, string]>([
    [MORNING, 'day', '2026-11-24'],
    [MORNING, 'dayTime', '2026-11-24 09:05'],
    [MORNING, 'shortDayTime', '11-24 09:05'],
    [MORNING, 'time', '09:05'],
    [LATE_UTC, 'day', '2026-11-25'],
    [LATE_UTC, 'dayTime', '2026-11-25 01:30'],
    [Date.UTC(2026, 0, 1, 16, 0), 'time', '00:00'],
    ['not a date', 'day', ''],
  ])('%s as %s → %s', (input, format, expected) => {
    expect(formatCalendar(input, format)).toBe(expected);
  });

  it('reads the API epoch seconds', () => {
    expect(formatCalendarSeconds(MORNING / 1000, 'dayTime')).toBe('2026-11-24 09:05');
    expect(formatCalendarSeconds(MORNING / 1000)).toBe('2026-11-24');
  });
});
