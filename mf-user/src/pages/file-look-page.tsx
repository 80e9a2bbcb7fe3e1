import { Image, ImageViewer } from 'shared/ui-kit';
import { DownlandOutline, FileOutline } from 'antd-mobile-icons';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, type ContractData } from 'shared/request';
import {
  AreaPage,
  AsyncView,
  formatFileSize,
  mediaUrl,
  useAsyncData,
  useIdParam,
} from 'shared/standalone';
import { formatCalendarSeconds } from 'shared/time-ago';
import { AnchorButton } from '../components/anchor-button';
import { MissingId } from '../components/missing-id';
import { Panel } from '../components/panel';
import styles from './file-look-page.module.css';

type KbFile = ContractData<'get', '/api/kb/files/{id}'>;

/** A plain-text document, fetched and shown as paragraphs. */
function TextDocument({ url, title }: { url: string; title: string }) {
  const text = useAsyncData(
    async (signal) => {
      const response = await fetch(url, { signal });
      if (!response.ok) throw new Error(response.statusText);
      return response.text();
    },
    [url],
  );
  return (
    <AsyncView state={text} onRetry={text.reload} compact>
      {(body) => (
        <article aria-label={title} className={styles.text}>
          {body}
        </article>
      )}
    </AsyncView>
  );
}

/** A PDF or office document is shown as a card that names its kind and size (not in place). */
const opensOutside = (file: KbFile): boolean =>
  file.kind === 'pdf' || (file.kind === 'doc' && !file.url.endsWith('.txt'));

function FileBody({ file }: { file: KbFile }) {
  const [zoom, setZoom] = useState(false);
  const url = mediaUrl(file.url);
  switch (file.kind) {
    case 'image':
      return (
        <>
          <Image src={url} alt={file.title} fit="contain" onClick={() => setZoom(true)} />
          <ImageViewer image={url} visible={zoom} onClose={() => setZoom(false)} />
        </>
      );
    case 'video':
      return (
        <video
          src={url}
          controls
          playsInline
          preload="metadata"
          aria-label={file.title}
          className={styles.video}
        />
      );
    case 'pdf':
    case 'doc':
      return opensOutside(file) ? (
        <DocumentCard file={file} url={url} />
      ) : (
        <TextDocument url={url} title={file.title} />
      );
  }
}

/**
 * A PDF or office document as a card that opens it in the phone's own viewer. Phone browsers
 * (Android, in-app web views) draw nothing for a PDF in a frame, and desktop ones start a viewer
 * extension inside the page; a new tab reads it properly everywhere.
 */
function DocumentCard({ file, url }: { file: KbFile; url: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.document}>
      <FileOutline className={styles.documentIcon} aria-hidden />
      <p className={styles.documentKind}>
        {t(`user.file.kind.${file.kind}`)} · {formatFileSize(file.size_bytes)}
      </p>
      <div className={styles.documentActions}>
        {file.kind === 'pdf' ? (
          <AnchorButton kind="primary" href={url} target="_blank" rel="noopener noreferrer">
            {t('user.file.open')}
          </AnchorButton>
        ) : null}
        <AnchorButton kind="secondary" href={url} download>
          <DownlandOutline aria-hidden /> {t('user.file.download')}
        </AnchorButton>
      </div>
    </div>
  );
}

function FileView({ id }: { id: number }) {
  const { t } = useTranslation();
  const file = useAsyncData(
    (signal) =>
      api.get('/api/kb/files/{id}', { path: { id }, loading: false, toast: false, signal }),
    [id],
  );
  // Opening the file is what counts as reading it; recorded once per visit.
  useEffect(() => {
    api
      .post('/api/kb/files/{id}/read', { path: { id }, loading: false, toast: false })
      .catch(() => undefined);
  }, [id]);
  return (
    <AsyncView state={file} onRetry={file.reload}>
      {(data) => (
        <>
          <Panel>
            <h2 className={styles.title}>{data.title}</h2>
            <p className={styles.meta}>
              {/* A document's card below says its size; anything else says it here. Each part
                  stays whole: a line breaks between them, never inside a date. */}
              {[
                data.folder.name,
                ...(opensOutside(data) ? [] : [formatFileSize(data.size_bytes)]),
                data.uploaded_by,
                formatCalendarSeconds(data.created_at, 'day'),
              ].map((part, index) => (
                <span key={index} className={styles.metaPart}>
                  {index > 0 ? ' · ' : ''}
                  {part}
                </span>
              ))}
            </p>
            <p className={styles.meta}>{t('user.file.readers', { count: data.reader_count })}</p>
          </Panel>
          <Panel padded={data.kind === 'doc' || data.kind === 'pdf'}>
            <FileBody file={data} />
          </Panel>
          {!opensOutside(data) ? (
            <p className={styles.download}>
              <a href={mediaUrl(data.url)} download>
                <DownlandOutline aria-hidden /> {t('user.file.download')}
              </a>
            </p>
          ) : null}
        </>
      )}
    </AsyncView>
  );
}

/**
 * Read a knowledge-base file (?id=): images, videos and text in place, PDFs and office documents
 * through the phone's own viewer; the read is recorded.
 */
export default function FileLookPage() {
  const id = useIdParam();
  return (
    <AreaPage title="page.user.fileLook">
      {id === undefined ? <MissingId /> : <FileView id={id} />}
    </AreaPage>
  );
}
