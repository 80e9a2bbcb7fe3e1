import { useTranslation } from 'react-i18next';
import type { Translate } from 'shared/i18n';
import { formatDate, timeAgo } from 'shared/time-ago';

/** The i18next `t` as the pure helpers' Translate (time-ago, errorText). */
export function useTranslate(): Translate {
  const { t } = useTranslation();
  return (key, options) => t(key, options);
}

/**
 * A time the API sends in Unix seconds, as the spec's time-ago text ('just now', minutes, hours,
 * days up to 30, then the date), with the exact date for machines and tooltips.
 */
export function TimeAgo({ seconds, now = Date.now() }: { seconds: number; now?: number }) {
  const translate = useTranslate();
  const date = new Date(seconds * 1000);
  return (
    <time dateTime={date.toISOString()} title={formatDate(date)}>
      {timeAgo(date, now, translate)}
    </time>
  );
}
