import { Tag } from 'shared/ui-kit';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MediaRow } from 'shared/standalone';
import { formatCalendarSeconds } from 'shared/time-ago';

export type EventStatus = 'upcoming' | 'ongoing' | 'ended';

/** Brand while it runs (decision 2: not a success colour), neutral before and after. */
export const EVENT_STATUS_COLOURS = {
  upcoming: 'default',
  ongoing: 'primary',
  ended: 'default',
} as const;

/**
 * When an event runs, in the app's one calendar format: "2026-11-24 09:00–17:00", or both ends
 * in full when it runs over more than one day.
 */
export function eventTimeRange(startsAt: number, endsAt: number): string {
  const start = formatCalendarSeconds(startsAt, 'dayTime');
  const sameDay = formatCalendarSeconds(startsAt, 'day') === formatCalendarSeconds(endsAt, 'day');
  return `${start}–${formatCalendarSeconds(endsAt, sameDay ? 'time' : 'dayTime')}`;
}

/**
 * A training session or meeting in a list: cover, title, its start, its place on a line of its
 * own (never cut short by the time), other facts, and my badges. The state is only marked while
 * it runs: the tab already says upcoming or past.
 */
export function EventCard({
  to,
  cover,
  title,
  startsAt,
  status,
  place,
  lines,
  tags,
}: {
  to: string;
  cover: string;
  title: string;
  startsAt: number;
  status: EventStatus;
  /** Where it happens: the venue, or "Online · the channel". */
  place: string;
  /** More facts, one line each (lecturer and seats, who signed up). */
  lines: readonly string[];
  tags?: ReactNode;
}) {
  const { t } = useTranslation();
  const ongoing = status === 'ongoing';
  return (
    <MediaRow
      to={to}
      cover={cover}
      title={title}
      meta={[formatCalendarSeconds(startsAt, 'dayTime'), place, ...lines]}
    >
      {ongoing || tags ? (
        <>
          {ongoing ? (
            <Tag color={EVENT_STATUS_COLOURS.ongoing} fill="outline">
              {t('train.event.status.ongoing')}
            </Tag>
          ) : null}
          {tags}
        </>
      ) : null}
    </MediaRow>
  );
}

/** Upcoming / past tabs of an events list, in `?when=`. */
export type When = 'upcoming' | 'past';
