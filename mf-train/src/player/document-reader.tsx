import { Button } from 'shared/ui-kit';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { mediaUrl } from 'shared/standalone';
import styles from './document-reader.module.css';

export type DocumentReaderProps = {
  src: string;
  title: string;
  /** The suggested reading time: reading counts up to it. */
  durationSeconds: number;
  startAt: number;
  onTime: (seconds: number, reading: boolean) => void;
};

/** A document lesson read in place; the time spent reading (page visible) is its progress. */
export function DocumentReader({
  src,
  title,
  durationSeconds,
  startAt,
  onTime,
}: DocumentReaderProps) {
  const { t } = useTranslation();
  const seconds = useRef(Math.min(startAt, durationSeconds));
  const onTimeRef = useRef(onTime);
  useEffect(() => {
    onTimeRef.current = onTime;
  });

  useEffect(() => {
    onTimeRef.current(seconds.current, false);
    const timer = setInterval(() => {
      if (document.visibilityState !== 'visible') return;
      seconds.current = Math.min(durationSeconds, seconds.current + 1);
      onTimeRef.current(seconds.current, seconds.current < durationSeconds);
    }, 1000);
    return () => clearInterval(timer);
  }, [durationSeconds]);

  return (
    <div>
      <iframe title={title} src={mediaUrl(src)} className={styles.frame} />
      <div className={styles.actions}>
        <Button
          size="small"
          shape="rounded"
          onClick={() => {
            window.open(mediaUrl(src), '_blank', 'noopener');
          }}
        >
          {t('train.player.openDocument')}
        </Button>
      </div>
    </div>
  );
}
