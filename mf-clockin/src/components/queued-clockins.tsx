import { Button, NoticeBar } from 'shared/ui-kit';
import { useTranslation } from 'react-i18next';
import { TimeAgo } from 'shared/standalone';
import { dismissQueued, type QueuedClockin } from '../offline/clockin-queue';
import styles from './queued-clockins.module.css';

/** The clock-ins kept on this device: waiting for the network, or refused with the reason. */
export function QueuedClockins({ queue }: { queue: readonly QueuedClockin[] }) {
  const { t } = useTranslation();
  if (queue.length === 0) return null;
  return (
    <section aria-label={t('clockin.queue.title')} className={styles.queue}>
      {queue.map((entry) =>
        entry.failure ? (
          <NoticeBar
            key={entry.clientKey}
            className={styles.notice}
            color="error"
            wrap
            content={`${entry.taskTitle} · ${t('clockin.queue.failed', { message: entry.failure })}`}
            extra={
              <Button size="mini" fill="none" onClick={() => dismissQueued(entry.clientKey)}>
                {t('clockin.queue.dismiss')}
              </Button>
            }
          />
        ) : (
          <NoticeBar
            key={entry.clientKey}
            className={styles.notice}
            color="alert"
            wrap
            content={
              <span>
                {t('clockin.queue.title')}: {entry.taskTitle} ·{' '}
                <TimeAgo seconds={Math.floor(entry.savedAt / 1000)} />
              </span>
            }
          />
        ),
      )}
    </section>
  );
}
