import { TIME_AGO_JUST_NOW_MS, TIME_AGO_MAX_DAYS } from 'shared/constants';
import { translateEnglish, type Translate } from 'shared/i18n';
import { formatDate, toDate, type DateInput } from './to-date';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * Spec 9: under 5 minutes 'just now', then whole minutes, hours and days while under 30 days,
 * then the date (YYYY-MM-DD). A time in the future (clock skew) reads 'just now'; an
 * unreadable date gives ''. Pass an i18next `t` to translate; English otherwise.
 */
export function timeAgo(date: DateInput, now: DateInput, t: Translate = translateEnglish): string {
  const then = toDate(date);
  const elapsed = toDate(now).getTime() - then.getTime();
  if (Number.isNaN(elapsed)) return '';

  if (elapsed < TIME_AGO_JUST_NOW_MS) return t('timeAgo.justNow');
  if (elapsed < HOUR_MS) return t('timeAgo.minutes', { count: Math.floor(elapsed / MINUTE_MS) });
  if (elapsed < DAY_MS) return t('timeAgo.hours', { count: Math.floor(elapsed / HOUR_MS) });
  if (elapsed < TIME_AGO_MAX_DAYS * DAY_MS) {
    return t('timeAgo.days', { count: Math.floor(elapsed / DAY_MS) });
  }
  return formatDate(then);
}
