import { createI18n } from '../i18n/create-i18n';
import { timeAgo } from './time-ago';
import { formatDate, toDate } from './to-date';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

// Local-time constructors keep the expected dates right in any time zone the tests run in.
const NOW = new Date(2025, 2, 31, 12, 0, 0).getTime();
const ago = (ms: number): number => NOW - ms;

describe('timeAgo thresholds (English)', () => {
  it.each([
    [0, 'just now'],
    [59 * SECOND, 'just now'],
    [5 * MINUTE - 1, 'just now'],
    [5 * MINUTE, '5 minutes ago'],
    [59 * MINUTE + 59 * SECOND, '59 minutes ago'],
    [HOUR - 1, '59 minutes ago'],
    [HOUR, '1 hour ago'],
    [2 * HOUR - 1, '1 hour ago'],
    [2 * HOUR, '2 hours ago'],
    [DAY - 1, '23 hours ago'],
    [DAY, '1 day ago'],
    [2 * DAY - 1, '1 day ago'],
    [2 * DAY, '2 days ago'],
    [30 * DAY - 1, '29 days ago'],
    [30 * DAY, formatDate(new Date(ago(30 * DAY)))],
    [365 * DAY, formatDate(new Date(ago(365 * DAY)))],
  ])('%i ms ago → %s', (elapsed, expected) => {
    expect(timeAgo(ago(elapsed), NOW)).toBe(expected);
  });

  it('shows the date as YYYY-MM-DD from 30 days on', () => {
    expect(timeAgo(new Date(2025, 0, 5, 9, 0), NOW)).toBe('2025-01-05');
    expect(timeAgo(new Date(2024, 11, 31, 23, 59), NOW)).toBe('2024-12-31');
  });

  it('reads a future time (clock skew) as just now', () => {
    expect(timeAgo(NOW + HOUR, NOW)).toBe('just now');
  });

  it('gives an empty string for an unreadable date', () => {
    expect(timeAgo('not a date', NOW)).toBe('');
    expect(timeAgo(NOW, Number.NaN)).toBe('');
  });

  it('accepts Date, epoch milliseconds and date strings alike', () => {
    const then = new Date(2025, 2, 31, 9, 0, 0);
    expect(timeAgo(then, new Date(NOW))).toBe('3 hours ago');
    expect(timeAgo(then.getTime(), NOW)).toBe('3 hours ago');
    expect(timeAgo('2025-03-31 09:00:00', NOW)).toBe('3 hours ago');
    expect(timeAgo(then.toISOString(), NOW)).toBe('3 hours ago');
  });
});

describe('timeAgo with i18next', () => {
  it('uses the catalogue of the current language', () => {
    const i18n = createI18n('zh-CN');
    const t = i18n.t.bind(i18n);
    expect(timeAgo(ago(MINUTE), NOW, t)).toBe('刚刚');
    expect(timeAgo(ago(7 * MINUTE), NOW, t)).toBe('7分钟前');
    expect(timeAgo(ago(HOUR), NOW, t)).toBe('1小时前');
    expect(timeAgo(ago(3 * DAY), NOW, t)).toBe('3天前');
  });

  it('matches the built-in English texts', () => {
    const i18n = createI18n('en');
    const t = i18n.t.bind(i18n);
    for (const elapsed of [0, 5 * MINUTE, 61 * MINUTE, 3 * HOUR, DAY, 29 * DAY]) {
      expect(timeAgo(ago(elapsed), NOW, t)).toBe(timeAgo(ago(elapsed), NOW));
    }
  });
});

describe('toDate', () => {
  it.each([
    ['2025-03-31 09:05:07', new Date(2025, 2, 31, 9, 5, 7)],
    ['2025-03-31T09:05:07', new Date(2025, 2, 31, 9, 5, 7)],
    ['2025-03-31 09:05', new Date(2025, 2, 31, 9, 5, 0)],
    ['2025-03-31', new Date(2025, 2, 31)],
    ['2025-03-31T01:05:07Z', new Date(Date.UTC(2025, 2, 31, 1, 5, 7))],
  ])('%s', (input, expected) => {
    expect(toDate(input).getTime()).toBe(expected.getTime());
  });

  it('copies a Date rather than sharing it', () => {
    const date = new Date(NOW);
    expect(toDate(date)).not.toBe(date);
    expect(toDate(date).getTime()).toBe(NOW);
  });
});
