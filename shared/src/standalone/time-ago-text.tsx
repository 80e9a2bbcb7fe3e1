import { useTranslation } from 'react-i18next';
import type { Translate } from 'shared/i18n';
import { formatDate, timeAgo } from 'shared/time-ago';
import { useRenderClock } from './render-data';
import { useAfterHydration } from './use-after-hydration';

/** The i18next `t` as the pure helpers' Translate (time-ago, errorText). */
export function useTranslate(): Translate {
  const { t } = useTranslation();
  return (key, options) => t(key, options);
}

/**
 * A time the API sends in Unix seconds, as the spec's time-ago text ('just now', minutes, hours,
 * days up to 30, then the date), with the exact date for machines and tooltips.
 */
export function TimeAgo({ seconds, now }: { seconds: number; now?: number }) {
  const translate = useTranslate();
  // The server's HTML and the hydrating render count from the server's render (the same text),
  // the renders after hydration from the present.
  const renderedAt = useRenderClock();
  const hydrated = useAfterHydration();
  const from = now ?? (!hydrated && renderedAt !== undefined ? renderedAt : Date.now());
  const date = new Date(seconds * 1000);
  return (
    <time dateTime={date.toISOString()} title={formatDate(date)}>
      {timeAgo(date, from, translate)}
    </time>
  );
}
