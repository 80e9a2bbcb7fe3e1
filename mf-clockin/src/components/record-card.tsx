import { ImageViewer } from 'shared/ui-kit';
import { EnvironmentOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import type { ContractData } from 'shared/request';
import { mediaUrl } from 'shared/standalone';
import styles from './record-card.module.css';

export type ClockinRecord = ContractData<'get', '/api/clockin/records'>['list'][number];

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
    <article className={styles.card} aria-label={record.task.title}>
      <div className={styles.head}>
        <h3 className={styles.title}>{record.task.title}</h3>
        <span className={styles.points}>
          {t('clockin.records.points', { points: record.points })}
        </span>
      </div>
      <div className={styles.meta}>
        {showActivity ? `${record.activity.title} · ` : ''}
        {record.day}
      </div>
      <p className={styles.body}>{record.body}</p>
      {photos.length > 0 ? (
        <ul className={styles.photos}>
          {photos.map((src, index) => (
            <li key={src}>
              <button
                type="button"
                className={styles.photo}
                onClick={() => ImageViewer.Multi.show({ images: photos, defaultIndex: index })}
              >
                <img
                  src={src}
                  alt={`${record.task.title} ${index + 1}`}
                  className={styles.photoImage}
                  width={88}
                  height={117}
                  loading="lazy"
                  decoding="async"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {record.location ? (
        <div className={styles.location}>
          <EnvironmentOutline aria-hidden />
          {record.location}
        </div>
      ) : null}
    </article>
  );
}
