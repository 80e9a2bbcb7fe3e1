import { Button, ImageViewer, Tag } from 'shared/ui-kit';
import { DownlandOutline, FileOutline, StarFill, StarOutline } from 'antd-mobile-icons';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from 'shared/paths';
import { api, download, type ContractData } from 'shared/request';
import { useSessionStore } from 'shared/session';
import {
  ActionBar,
  AreaPage,
  AsyncView,
  MediaImage,
  Section,
  TimeAgo,
  mediaUrl,
  useAsyncData,
  useIdParam,
} from 'shared/standalone';
import { EmptyState, showToast } from 'shared/ui';
import { ArticleBody } from '../components/article-body';
import styles from './public-material-page.module.css';

type Attachment = ContractData<'get', '/api/materials/{id}'>['attachments'][number];

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
    <li className={styles.attachment}>
      <div className={styles.attachmentHead}>
        <Tag color="primary" fill="outline">
          {t(`content.material.kind.${attachment.kind}`)}
        </Tag>
        <span className={styles.attachmentName}>{attachment.name}</span>
        <span className={styles.size}>{formatSize(attachment.size)}</span>
      </div>
      <div className={styles.preview}>
        {attachment.kind === 'image' ? (
          <>
            <button type="button" className={styles.previewButton} onClick={() => setOpen(true)}>
              <img
                src={url}
                alt={attachment.name}
                width={160}
                height={160}
                loading="lazy"
                decoding="async"
                className={styles.previewImage}
              />
            </button>
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
            className={styles.video}
          />
        ) : null}
        {attachment.kind === 'pdf' && open ? (
          <iframe src={url} title={attachment.name} className={styles.pdf} />
        ) : null}
      </div>
      <div className={styles.actions}>
        {attachment.kind === 'pdf' && !open ? (
          <Button
            size="small"
            fill="outline"
            color="primary"
            shape="rounded"
            onClick={() => setOpen(true)}
          >
            <FileOutline aria-hidden /> {t('content.material.openPdf')}
          </Button>
        ) : null}
        <Button
          size="small"
          fill="outline"
          shape="rounded"
          loading={saving}
          onClick={save}
          aria-label={`${t('content.material.download')} ${attachment.name}`}
        >
          <DownlandOutline aria-hidden /> {t('content.material.download')}
        </Button>
      </div>
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
      shape="rounded"
      className={favourited ? styles.favourited : undefined}
      aria-pressed={favourited}
      loading={busy}
      onClick={toggle}
    >
      {favourited ? (
        <StarFill className={styles.favouriteIcon} aria-hidden />
      ) : (
        <StarOutline className={styles.favouriteIcon} aria-hidden />
      )}
      {t(favourited ? 'content.material.unfavourite' : 'content.material.favourite')}
    </Button>
  );
}

function Material({ id }: { id: number }) {
  const { t } = useTranslation();
  const headingId = useId();
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
          <article className={styles.article} aria-labelledby={headingId}>
            <h2 id={headingId} className={styles.headline}>
              {item.title}
            </h2>
            <div className={styles.meta}>
              <span className={styles.category}>{item.category.name}</span>
              <TimeAgo seconds={item.published_at} />
              <span>{t('content.news.reads', { count: item.read_count })}</span>
              <span>
                {t('content.material.downloads', { count: downloads ?? item.download_count })}
              </span>
            </div>
            {item.cover ? (
              <div className={styles.cover}>
                <MediaImage src={item.cover} alt="" ratio="cover" width={351} priority />
              </div>
            ) : null}
            <ArticleBody html={item.body_html} />
          </article>
          {item.attachments.length > 0 ? (
            <Section title={t('content.material.attachmentList')}>
              <ul className={styles.attachments}>
                {item.attachments.map((attachment) => (
                  <AttachmentView
                    key={attachment.id}
                    attachment={attachment}
                    onDownload={countDownload}
                  />
                ))}
              </ul>
            </Section>
          ) : null}
          {isLoggedIn ? (
            <ActionBar>
              <FavouriteButton id={item.id} initial={item.favourited} />
            </ActionBar>
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
        <div className={styles.missing}>
          <EmptyState title={t('content.material.missingId')}>
            <Link to={PATHS.content.materialCategory}>{t('page.content.materialCategory')}</Link>
          </EmptyState>
        </div>
      )}
    </AreaPage>
  );
}
