import { Image, Tag } from 'shared/ui-kit';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { mediaUrl } from 'shared/standalone';
import { formatDateTime } from './formats';

export type EventStatus = 'upcoming' | 'ongoing' | 'ended';

const STATUS_COLOURS = { upcoming: 'primary', ongoing: 'success', ended: 'default' } as const;

const rowStyle: CSSProperties = {
  display: 'flex',
  gap: 12,
  padding: '12px 16px',
  background: '#ffffff',
  borderBottom: '1px solid #f0f0f0',
  color: 'inherit',
  textDecoration: 'none',
};

/** A training session or meeting in a list: cover, title, time, place and its state. */
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
    <Link to={to} style={rowStyle}>
      <Image
        src={mediaUrl(cover)}
        alt=""
        width={96}
        height={64}
        fit="cover"
        style={{ borderRadius: 4, flex: 'none' }}
      />
      <div style={{ flex: 1, minWidth: 0 }}>
        <h3 style={{ margin: 0, fontSize: 15, fontWeight: 500, color: '#333333' }}>{title}</h3>
        <div style={{ fontSize: 12, color: '#666666', marginTop: 4 }}>
          {formatDateTime(startsAt, i18n.language)}
        </div>
        {lines.map((line) => (
          <div key={line} style={{ fontSize: 12, color: '#999999', marginTop: 2 }}>
            {line}
          </div>
        ))}
        <div style={{ display: 'flex', gap: 6, marginTop: 6, flexWrap: 'wrap' }}>
          <Tag color={STATUS_COLOURS[status]} fill="outline">
            {t(`train.event.status.${status}`)}
          </Tag>
          {tags}
        </div>
      </div>
    </Link>
  );
}

/** Upcoming / past tabs of an events list, in `?when=`. */
export type When = 'upcoming' | 'past';
