import { ImageViewer, Space } from 'shared/ui-kit';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContractData } from 'shared/request';
import { mediaUrl } from 'shared/standalone';

export type ClockinRecord = ContractData<'get', '/api/clockin/records'>['list'][number];

const cardStyle: CSSProperties = {
  margin: '0 12px 12px',
  padding: 12,
  background: '#ffffff',
  borderRadius: 8,
};

/** One of my clock-ins: task, day, text, photos (tap to enlarge), location, points. */
export function RecordCard({
  record,
  showActivity = true,
}: {
  record: ClockinRecord;
  showActivity?: boolean;
}) {
  const { t } = useTranslation();
  const photos = record.photos.map(mediaUrl);
  return (
    <article style={cardStyle} aria-label={record.task.title}>
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
        <strong style={{ fontSize: 15, color: '#333333' }}>{record.task.title}</strong>
        <span style={{ fontSize: 12, color: '#ff801a', whiteSpace: 'nowrap' }}>
          {t('clockin.records.points', { points: record.points })}
        </span>
      </div>
      <div style={{ fontSize: 12, color: '#999999', marginTop: 4 }}>
        {showActivity ? `${record.activity.title} · ` : ''}
        {record.day}
      </div>
      <p style={{ margin: '8px 0', fontSize: 14, color: '#333333', whiteSpace: 'pre-wrap' }}>
        {record.body}
      </p>
      {photos.length > 0 ? (
        <Space wrap style={{ '--gap': '6px' } as CSSProperties}>
          {photos.map((src, index) => (
            <img
              key={src}
              src={src}
              alt={`${record.task.title} ${index + 1}`}
              loading="lazy"
              width={72}
              height={72}
              style={{ objectFit: 'cover', borderRadius: 4, display: 'block' }}
              onClick={() => ImageViewer.Multi.show({ images: photos, defaultIndex: index })}
            />
          ))}
        </Space>
      ) : null}
      {record.location ? (
        <div style={{ fontSize: 12, color: '#999999', marginTop: 6 }}>{record.location}</div>
      ) : null}
    </article>
  );
}
