import { Button, Image, ImageViewer } from 'shared/ui-kit';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, type ContractData } from 'shared/request';
import { AreaPage, AsyncView, mediaUrl, useAsyncData, useIdParam } from 'shared/standalone';
import { EmptyState } from 'shared/ui';
import { formatDate } from 'shared/time-ago';
import { cardStyle, mutedStyle } from '../components/card-style';
import { formatSize } from '../components/format';

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
    <AsyncView state={text} onRetry={text.reload}>
      {(body) => (
        <article
          aria-label={title}
          style={{ fontSize: 15, lineHeight: 1.8, whiteSpace: 'pre-wrap' }}
        >
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
          style={{ width: '100%', background: '#000000', borderRadius: 4 }}
        />
      );
    case 'pdf':
      return (
        <iframe
          src={url}
          title={file.title}
          style={{ width: '100%', height: '70vh', border: '1px solid #f0f0f0' }}
        />
      );
    case 'doc':
      return url.endsWith('.txt') ? (
        <TextDocument url={url} title={file.title} />
      ) : (
        <a href={url} download>
          <Button color="primary">{t('user.file.download')}</Button>
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
          <div style={cardStyle}>
            <h2 style={{ margin: '0 0 4px', fontSize: 17 }}>{data.title}</h2>
            <div style={mutedStyle}>
              {data.folder.name} · {formatSize(data.size_bytes)} · {data.uploaded_by} ·{' '}
              {formatDate(new Date(data.created_at * 1000))}
            </div>
            <div style={mutedStyle}>{t('user.file.readers', { count: data.reader_count })}</div>
          </div>
          <div style={cardStyle}>
            <FileBody file={data} />
          </div>
          <p style={{ textAlign: 'center' }}>
            <a href={mediaUrl(data.url)} download>
              {t('user.file.download')}
            </a>
          </p>
        </>
      )}
    </AsyncView>
  );
}

/** Read a knowledge-base file in place (?id=): PDF, image, video or document; the read is recorded. */
export default function FileLookPage() {
  const { t } = useTranslation();
  const id = useIdParam();
  return (
    <AreaPage title="page.user.fileLook">
      {id === undefined ? (
        <EmptyState description={t('user.common.missingId')} />
      ) : (
        <FileView id={id} />
      )}
    </AreaPage>
  );
}
