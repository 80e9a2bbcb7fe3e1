import { Tag } from 'shared/ui-kit';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from './formats';
import { MediaRow, joinMeta } from 'shared/standalone';

export type EventStatus = 'upcoming' | 'ongoing' | 'ended';

/** Brand for what is ahead, success while it runs, grey once over. */
export const EVENT_STATUS_COLOURS = {
  upcoming: 'primary',
  ongoing: 'success',
  ended: 'default',
} as const;

/** A training session or meeting in a list: cover, title, time and place, its state. */
export function EventCard({
  to,
  cover,
  title,
  startsAt,
  status,
  lines,
  tags,
}: {
  to: string;
  cover: string;
  title: string;
  startsAt: number;
  status: EventStatus;
  lines: readonly string[];
  tags?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  return (
    <MediaRow
      to={to}
      cover={cover}
      title={title}
      meta={[joinMeta([formatDateTime(startsAt, i18n.language), lines[0]]), ...lines.slice(1)]}
    >
      <Tag color={EVENT_STATUS_COLOURS[status]} fill="outline">
        {t(`train.event.status.${status}`)}
      </Tag>
      {tags}
    </MediaRow>
  );
}

/** Upcoming / past tabs of an events list, in `?when=`. */
export type When = 'upcoming' | 'past';
