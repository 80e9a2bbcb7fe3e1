import { Button, ImageViewer } from 'shared/ui-kit';
import {
  DownlandOutline,
  EyeOutline,
  FileOutline,
  PlayOutline,
  StarFill,
  StarOutline,
  VideoOutline,
} from 'antd-mobile-icons';
import { useId, useState, type ReactNode } from 'react';
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
import { RichText } from 'shared/standalone/rich-text';
import styles from './public-material-page.module.css';

type Attachment = ContractData<'get', '/api/materials/{id}'>['attachments'][number];

/** A file size for people: 2.4 MB, 340 KB. */
export function formatSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} B`;
}

/** The kind's icon where the file has no picture of its own to show. */
const KIND_ICONS: Record<Exclude<Attachment['kind'], 'image'>, ReactNode> = {
  pdf: <FileOutline />,
  video: <VideoOutline />,
};

/**
 * One attachment as a file card: its picture (an image's own, else the kind's icon), name, kind
 * and size, then two matching actions: read it (a PDF in a new tab, where the phone's own viewer
 * draws it; an image full screen; a video in place) and download it.
 */
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
  const { kind, name } = attachment;
  // Fetched and saved under its own name: a link's download name is ignored across origins.
  const save = () => {
    setSaving(true);
    download(attachment.url, name, { loading: false })
      .then(() => onDownload(attachment))
      .catch(() => undefined)
      .finally(() => setSaving(false));
  };
  const read = () => {
    // Phone browsers draw nothing for a PDF inside a page: a tab of its own shows it everywhere.
    if (kind === 'pdf') window.open(url, '_blank', 'noopener,noreferrer');
    else setOpen((shown) => !shown);
  };
  const readLabel =
    kind === 'pdf'
      ? t('content.material.read')
      : kind === 'image'
        ? t('content.material.view')
        : t(open ? 'content.material.hideVideo' : 'content.material.play');
  return (
    <li className={styles.attachment}>
      <div className={styles.file}>
        {kind === 'image' ? (
          <img
            src={url}
            alt=""
            width={56}
            height={56}
            loading="lazy"
            decoding="async"
            className={styles.thumb}
          />
        ) : (
          <span className={styles.kindIcon} aria-hidden>
            {KIND_ICONS[kind]}
          </span>
        )}
        <div className={styles.fileText}>
          <span className={styles.fileName}>{name}</span>
          <span className={styles.fileMeta}>
            {t(`content.material.kind.${kind}`)} · {formatSize(attachment.size)}
          </span>
        </div>
      </div>
      {kind === 'video' && open ? (
        <video
          src={url}
          controls
          autoPlay
          playsInline
          preload="metadata"
          aria-label={name}
          className={styles.video}
        />
      ) : null}
      {kind === 'image' ? (
        <ImageViewer image={url} visible={open} onClose={() => setOpen(false)} />
      ) : null}
      <div className={styles.actions}>
        <Button
          size="small"
          fill="outline"
          onClick={read}
          aria-expanded={kind === 'video' ? open : undefined}
          // Starts with the visible text (voice control), then names the file.
          aria-label={`${readLabel} ${name}`}
        >
          {kind === 'video' ? <PlayOutline aria-hidden /> : <EyeOutline aria-hidden />} {readLabel}
        </Button>
        <Button
          size="small"
          fill="outline"
          loading={saving}
          onClick={save}
          aria-label={`${t('content.material.download')} ${name}`}
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
            <RichText html={item.body_html} size="article" />
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
