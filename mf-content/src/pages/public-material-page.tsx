import { Button, Image, ImageViewer, Tag } from 'shared/ui-kit';
import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from 'shared/paths';
import { api, download, type ContractData } from 'shared/request';
import { useSessionStore } from 'shared/session';
import {
  AreaPage,
  AsyncView,
  TimeAgo,
  mediaUrl,
  useAsyncData,
  useIdParam,
} from 'shared/standalone';
import { EmptyState, showToast } from 'shared/ui';
import { sanitizeArticleHtml } from '../components/sanitize-html';

type Attachment = ContractData<'get', '/api/materials/{id}'>['attachments'][number];

const cardStyle: CSSProperties = { background: '#ffffff', padding: 16, margin: '0 0 12px' };
const metaStyle: CSSProperties = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: 12,
  fontSize: 12,
  color: '#999999',
  margin: '8px 0 12px',
};
const BODY_CSS =
  '.material-body img{max-width:100%;height:auto}.material-body{font-size:15px;line-height:1.7;color:#333;overflow-wrap:anywhere}.material-body table{max-width:100%;display:block;overflow-x:auto}';

/** A file size for people: 2.4 MB, 340 KB. */
export function formatSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} B`;
}

function AttachmentView({
  attachment,
  onDownload,
}: {
  attachment: Attachment;
  onDownload: (attachment: Attachment) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const url = mediaUrl(attachment.url);
  // Fetched and saved under its own name: a link's download name is ignored across origins.
  const save = () => {
    setSaving(true);
    download(attachment.url, attachment.name, { loading: false })
      .then(() => onDownload(attachment))
      .catch(() => undefined)
      .finally(() => setSaving(false));
  };
  return (
    <li style={{ padding: '12px 0', borderTop: '1px solid #f0f0f0', listStyle: 'none' }}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap' }}>
        <Tag color="primary" fill="outline">
          {t(`content.material.kind.${attachment.kind}`)}
        </Tag>
        <span style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere', fontSize: 14 }}>
          {attachment.name}
        </span>
        <span style={{ fontSize: 12, color: '#999999' }}>{formatSize(attachment.size)}</span>
      </div>
      <div style={{ marginTop: 8 }}>
        {attachment.kind === 'image' ? (
          <>
            <Image
              src={url}
              alt={attachment.name}
              fit="contain"
              style={{ maxWidth: '100%', borderRadius: 4 }}
              onClick={() => setOpen(true)}
            />
            <ImageViewer image={url} visible={open} onClose={() => setOpen(false)} />
          </>
        ) : null}
        {attachment.kind === 'video' ? (
          <video
            src={url}
            controls
            playsInline
            preload="metadata"
            aria-label={attachment.name}
            style={{ width: '100%', borderRadius: 4, background: '#000000' }}
          />
        ) : null}
        {attachment.kind === 'pdf' ? (
          open ? (
            <iframe
              src={url}
              title={attachment.name}
              style={{ width: '100%', height: 480, border: '1px solid #f0f0f0' }}
            />
          ) : (
            <Button size="small" fill="outline" color="primary" onClick={() => setOpen(true)}>
              {t('content.material.openPdf')}
            </Button>
          )
        ) : null}
      </div>
      <Button
        size="small"
        fill="none"
        color="primary"
        loading={saving}
        onClick={save}
        aria-label={`${t('content.material.download')} ${attachment.name}`}
        style={{ marginTop: 4, paddingLeft: 0 }}
      >
        {t('content.material.download')}
      </Button>
    </li>
  );
}

function FavouriteButton({ id, initial }: { id: number; initial: boolean }) {
  const { t } = useTranslation();
  const [favourited, setFavourited] = useState(initial);
  const [busy, setBusy] = useState(false);
  const toggle = () => {
    setBusy(true);
    const call = favourited
      ? api.delete('/api/materials/{id}/favourite', { path: { id }, loading: false })
      : api.post('/api/materials/{id}/favourite', { path: { id }, loading: false });
    call.then(
      (state) => {
        setFavourited(state.favourited);
        setBusy(false);
        showToast(
          t(state.favourited ? 'content.material.favourited' : 'content.material.unfavourited'),
        );
      },
      () => setBusy(false),
    );
  };
  return (
    <Button
      size="small"
      fill="outline"
      color={favourited ? 'danger' : 'default'}
      aria-pressed={favourited}
      loading={busy}
      onClick={toggle}
    >
      <span aria-hidden>{favourited ? '♥' : '♡'}</span>{' '}
      {t(favourited ? 'content.material.unfavourite' : 'content.material.favourite')}
    </Button>
  );
}

function Material({ id }: { id: number }) {
  const { t } = useTranslation();
  const isLoggedIn = useSessionStore((state) => state.isLoggedIn);
  const [downloads, setDownloads] = useState<number>();
  // Counting is bookkeeping: the file is already saved, so a failure here stays silent.
  const countDownload = (attachment: Attachment) =>
    api
      .post('/api/materials/{id}/downloads', {
        path: { id },
        body: { attachment_id: attachment.id },
        loading: false,
        toast: false,
      })
      .then((state) => setDownloads(state.download_count))
      .catch(() => undefined);
  const material = useAsyncData(
    (signal) =>
      api.get('/api/materials/{id}', { path: { id }, loading: false, toast: false, signal }),
    [id],
  );
  return (
    <AsyncView state={material} onRetry={material.reload}>
      {(item) => (
        <>
          <article style={cardStyle}>
            <h2 style={{ margin: 0, fontSize: 20, lineHeight: 1.4 }}>{item.title}</h2>
            <div style={metaStyle}>
              <span>{item.category.name}</span>
              <TimeAgo seconds={item.published_at} />
              <span>{t('content.news.reads', { count: item.read_count })}</span>
              <span>
                {t('content.material.downloads', { count: downloads ?? item.download_count })}
              </span>
            </div>
            {isLoggedIn ? <FavouriteButton id={item.id} initial={item.favourited} /> : null}
            {item.cover ? (
              <Image
                src={mediaUrl(item.cover)}
                alt=""
                fit="cover"
                style={{ width: '100%', borderRadius: 4, margin: '12px 0' }}
              />
            ) : null}
            <style>{BODY_CSS}</style>
            <div
              className="material-body"
              // Sanitised by DOMPurify just above the render: no scripts, handlers or frames.
              dangerouslySetInnerHTML={{ __html: sanitizeArticleHtml(item.body_html) }}
            />
          </article>
          {item.attachments.length > 0 ? (
            <section aria-labelledby="material-attachments" style={cardStyle}>
              <h3 id="material-attachments" style={{ fontSize: 16, margin: '0 0 4px' }}>
                {t('content.material.attachmentList')}
              </h3>
              <ul style={{ margin: 0, padding: 0 }}>
                {item.attachments.map((attachment) => (
                  <AttachmentView
                    key={attachment.id}
                    attachment={attachment}
                    onDownload={countDownload}
                  />
                ))}
              </ul>
            </section>
          ) : null}
        </>
      )}
    </AsyncView>
  );
}

/** /pagesPublic/material/index?id=: one material, its rich text, attachments and favourite. */
export default function PublicMaterialPage() {
  const { t } = useTranslation();
  const id = useIdParam();
  return (
    <AreaPage title="page.content.publicMaterial">
      {id !== undefined ? (
        <Material key={id} id={id} />
      ) : (
        <EmptyState description={t('content.material.missingId')}>
          <Link to={PATHS.content.materialCategory}>{t('page.content.materialCategory')}</Link>
        </EmptyState>
      )}
    </AreaPage>
  );
}
