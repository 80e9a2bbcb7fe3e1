import type { Translate } from 'shared/i18n';

/** A length of time as it reads best: seconds under a minute, else whole minutes and hours. */
export type Duration =
  | { unit: 'seconds'; seconds: number }
  | { unit: 'minutes'; minutes: number }
  | { unit: 'hours'; hours: number; minutes: number };

/**
 * The API counts study time in seconds. A short lesson visit is seconds long, so under a minute
 * the seconds are shown (not "0 min"); from a minute on, minutes (rounded); from an hour on,
 * hours and the minutes left.
 */
export function durationOf(totalSeconds: number): Duration {
  const seconds = Math.max(0, Math.round(totalSeconds));
  if (seconds > 0 && seconds < 60) return { unit: 'seconds', seconds };
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return { unit: 'minutes', minutes };
  return { unit: 'hours', hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}

/** "45 s", "12 min", "1 h 7 min", "2 h" (in the reader's language). */
export function formatDuration(totalSeconds: number, t: Translate): string {
  const duration = durationOf(totalSeconds);
  switch (duration.unit) {
    case 'seconds':
      return t('user.duration.seconds', { seconds: duration.seconds });
    case 'minutes':
      return t('user.duration.minutes', { minutes: duration.minutes });
    case 'hours':
      return duration.minutes
        ? t('user.duration.hoursMinutes', { hours: duration.hours, minutes: duration.minutes })
        : t('user.duration.hours', { hours: duration.hours });
  }
}

/** "2026-11" → "November 2026" / "2026年11月", in the reader's language. */
export function formatMonth(month: string, language: string): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat(language, {
    year: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, monthNumber - 1, 1)));
}
