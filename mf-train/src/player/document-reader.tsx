import { Button } from 'shared/ui-kit';
import { DownlandOutline, FileOutline } from 'antd-mobile-icons';
import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { download } from 'shared/request';
import { formatFileSize, mediaUrl } from 'shared/standalone';
import styles from './document-reader.module.css';

export type DocumentReaderProps = {
  src: string;
  title: string;
  /** The suggested reading time: reading counts up to it. */
  durationSeconds: number;
  startAt: number;
  onTime: (seconds: number, reading: boolean) => void;
  /** While a presence check is open, reading time does not run. */
  paused?: boolean;
  /** seek: a missed check sets the reading time back to its checkpoint. */
  controlRef?: Ref<{ seek: (seconds: number) => void }>;
};

/** The kinds of file a lesson's document comes as, by the end of its name. */
const KINDS = { pdf: 'pdf', doc: 'word', docx: 'word', ppt: 'slides', pptx: 'slides' } as const;
type Kind = (typeof KINDS)[keyof typeof KINDS] | 'other';

function documentKind(src: string): Kind {
  const extension = /\.([a-z0-9]+)(?:[?#]|$)/i.exec(src)?.[1]?.toLowerCase() ?? '';
  return (KINDS as Record<string, Kind>)[extension] ?? 'other';
}

/** The file's own name, the end of its address: "courseware.pdf". */
function fileNameIn(src: string): string {
  const last = src.split(/[?#]/)[0]?.split('/').pop() ?? '';
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

/** The name a downloaded document is saved as: the lesson's title and the file's extension. */
function fileNameOf(title: string, src: string): string {
  const extension = /\.([a-z0-9]+)(?:[?#]|$)/i.exec(src)?.[1] ?? 'pdf';
  return `${title}.${extension.toLowerCase()}`;
}

/**
 * Saves the file under `name`. The file is on the API's origin, where a link's `download` is
 * ignored (it would open instead), so the request client fetches it and saves it from memory;
 * should that fail (an in-app browser without blob downloads), it opens, and the viewer offers to
 * save it.
 */
function downloadFile(url: string, name: string): Promise<void> {
  return download(url, name, { loading: false, toast: false }).then(
    () => undefined,
    () => {
      window.open(url, '_blank', 'noopener');
    },
  );
}

/** The file's size, from the server's headers (the lesson does not carry it); null if unknown. */
function useFileSize(url: string): number | null {
  const [size, setSize] = useState<number | null>(null);
  useEffect(() => {
    if (typeof fetch === 'undefined') return undefined;
    const controller = new AbortController();
    fetch(url, { method: 'HEAD', signal: controller.signal })
      .then((response) => {
        const length = Number(response.headers.get('content-length'));
        if (response.ok && Number.isFinite(length) && length > 0) setSize(length);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [url]);
  return size;
}

/**
 * A document lesson as a file card (the file's name, kind and size; the lesson's title is just
 * below it) that opens it in the phone's own
 * viewer or downloads it: phone browsers draw a PDF in a frame as an empty box. The time spent
 * reading is its progress: while this page is in view, and once the file is opened (it is then
 * read in another tab or app), up to the suggested reading time.
 */
export function DocumentReader({
  src,
  title,
  durationSeconds,
  startAt,
  onTime,
  paused = false,
  controlRef,
}: DocumentReaderProps) {
  const { t } = useTranslation();
  const url = mediaUrl(src);
  const size = useFileSize(url);
  const kind = documentKind(src);
  const seconds = useRef(Math.min(startAt, durationSeconds));
  const opened = useRef(false);
  const onTimeRef = useRef(onTime);
  const pausedRef = useRef(paused);
  useEffect(() => {
    onTimeRef.current = onTime;
    pausedRef.current = paused;
  });
  useImperativeHandle(
    controlRef,
    () => ({
      seek: (to: number) => {
        seconds.current = Math.max(0, Math.min(durationSeconds, to));
        onTimeRef.current(seconds.current, false);
      },
    }),
    [durationSeconds],
  );

  useEffect(() => {
    onTimeRef.current(seconds.current, false);
    const timer = setInterval(() => {
      if (pausedRef.current) return;
      if (document.visibilityState !== 'visible' && !opened.current) return;
      seconds.current = Math.min(durationSeconds, seconds.current + 1);
      onTimeRef.current(seconds.current, seconds.current < durationSeconds);
    }, 1000);
    return () => clearInterval(timer);
  }, [durationSeconds]);

  const open = () => {
    opened.current = true;
  };

  return (
    <div className={styles.reader}>
      <div className={styles.file}>
        <span className={styles.icon} aria-hidden>
          <FileOutline />
        </span>
        <div className={styles.text}>
          <p className={styles.name}>{fileNameIn(src) || title}</p>
          <p className={styles.meta}>
            {size === null
              ? t(`train.document.kind.${kind}`)
              : `${t(`train.document.kind.${kind}`)} · ${formatFileSize(size)}`}
          </p>
        </div>
      </div>
      <div className={styles.actions}>
        <Button
          block
          onClick={() => {
            open();
            void downloadFile(url, fileNameOf(title, src));
          }}
        >
          <span className={styles.label}>
            <DownlandOutline aria-hidden />
            {t('train.document.download')}
          </span>
        </Button>
        <Button
          block
          color="primary"
          onClick={() => {
            open();
            window.open(url, '_blank', 'noopener');
          }}
        >
          {t('train.document.read')}
        </Button>
      </div>
    </div>
  );
}
