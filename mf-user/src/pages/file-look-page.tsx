import { Button, Image, ImageViewer } from 'shared/ui-kit';
import { DownlandOutline } from 'antd-mobile-icons';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, type ContractData } from 'shared/request';
import { AreaPage, AsyncView, mediaUrl, useAsyncData, useIdParam } from 'shared/standalone';
import { formatDate } from 'shared/time-ago';
import { formatSize } from '../components/format';
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

function FileBody({ file }: { file: KbFile }) {
  const { t } = useTranslation();
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
      return <iframe src={url} title={file.title} className={styles.pdf} />;
    case 'doc':
      return url.endsWith('.txt') ? (
        <TextDocument url={url} title={file.title} />
      ) : (
        <a href={url} download className={styles.downloadOnly}>
          <Button color="primary" shape="rounded">
            {t('user.file.download')}
          </Button>
        </a>
      );
  }
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
              {data.folder.name} · {formatSize(data.size_bytes)} · {data.uploaded_by} ·{' '}
              {formatDate(new Date(data.created_at * 1000))}
            </p>
            <p className={styles.meta}>{t('user.file.readers', { count: data.reader_count })}</p>
          </Panel>
          <Panel padded={data.kind === 'doc'}>
            <FileBody file={data} />
          </Panel>
          {data.kind !== 'doc' || data.url.endsWith('.txt') ? (
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

/** Read a knowledge-base file in place (?id=): PDF, image, video or document; the read is recorded. */
export default function FileLookPage() {
  const id = useIdParam();
  return (
    <AreaPage title="page.user.fileLook">
      {id === undefined ? <MissingId /> : <FileView id={id} />}
    </AreaPage>
  );
}
