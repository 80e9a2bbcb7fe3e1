import { RightOutline, SoundMuteOutline, SoundOutline } from 'antd-mobile-icons';
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api, type ContractData } from 'shared/request';
import { AreaPage, AsyncView, PagedFooter, mediaUrl, usePagedData } from 'shared/standalone';
import { coursePath } from '../components/course-card';
import { formatDuration } from '../components/formats';
import { useProgressReporting } from '../player/use-progress-reporting';
import styles from './video-lessons-page.module.css';

type ShortVideo = ContractData<'get', '/api/short-videos'>['list'][number];

const PAGE_SIZE = 10;
/** Progress of a short video is reported like any lesson's. */
const REPORT_SECONDS = 5;

/** One short video filling the screen: plays while it is the one in view, muted until tapped. */
function Slide({ video }: { video: ShortVideo }) {
  const { t } = useTranslation();
  const element = useRef<HTMLVideoElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const [muted, setMuted] = useState(true);
  const { onTime, reportNow } = useProgressReporting(
    video.id,
    true,
    REPORT_SECONDS,
    () => undefined,
  );

  useEffect(() => {
    const target = box.current;
    if (!target || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      ([entry]) => {
        const player = element.current;
        if (!player || !entry) return;
        if (entry.intersectionRatio >= 0.6) void player.play().catch(() => undefined);
        else {
          player.pause();
          reportNow();
        }
      },
      { threshold: [0, 0.6] },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [reportNow]);

  return (
    <div ref={box} className={styles.slide} role="listitem">
      <video
        ref={element}
        src={mediaUrl(video.media_url)}
        poster={mediaUrl(video.course.cover)}
        aria-label={video.title}
        muted={muted}
        loop
        playsInline
        webkit-playsinline="true"
        x5-playsinline="true"
        x5-video-player-type="h5"
        preload="metadata"
        onTimeUpdate={(e) => onTime(e.currentTarget.currentTime, !e.currentTarget.paused)}
        onClick={(e) => {
          const player = e.currentTarget;
          if (player.paused) void player.play().catch(() => undefined);
          else player.pause();
        }}
        className={styles.video}
      />
      <div className={styles.caption}>
        <div className={styles.title}>{video.title}</div>
        <div className={styles.meta}>
          {formatDuration(video.duration_seconds)}
          {video.progress?.completed ? ` · ${t('train.lesson.completed')}` : ''}
        </div>
        <Link to={coursePath(video.course.id)} className={styles.course}>
          {video.course.title}
          <RightOutline aria-hidden />
        </Link>
      </div>
      <button
        type="button"
        className={styles.mute}
        onClick={() => setMuted((m) => !m)}
        aria-pressed={!muted}
      >
        {muted ? <SoundMuteOutline aria-hidden /> : <SoundOutline aria-hidden />}
        {muted ? t('train.videos.unmute') : t('train.videos.mute')}
      </button>
    </div>
  );
}

/**
 * The height from an element's top to the bottom of the screen (the visual viewport, which the
 * browser's own bars shrink), kept up to date: the feed fills exactly what is left under the
 * nav bar and the hint, whatever their heights.
 */
function useHeightToBottom<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [height, setHeight] = useState<number | null>(null);
  useEffect(() => {
    const measure = () => {
      const element = ref.current;
      if (!element) return;
      const viewport = window.visualViewport?.height ?? window.innerHeight;
      const top = element.getBoundingClientRect().top + window.scrollY;
      setHeight(Math.max(0, Math.round(viewport - top)));
    };
    measure();
    window.addEventListener('resize', measure);
    window.visualViewport?.addEventListener('resize', measure);
    return () => {
      window.removeEventListener('resize', measure);
      window.visualViewport?.removeEventListener('resize', measure);
    };
  }, []);
  return { ref, height };
}

/** Short video lessons, one per screen, swiped vertically; more load as I reach the end. */
export default function VideoLessonsPage() {
  const { t } = useTranslation();
  const screen = useHeightToBottom<HTMLDivElement>();
  const videos = usePagedData(
    (page, signal) =>
      api.get('/api/short-videos', {
        query: { page, pageSize: PAGE_SIZE },
        loading: false,
        toast: false,
        signal,
      }),
    [],
  );
  return (
    <AreaPage title="page.train.videoLessons">
      <p className={styles.hint}>{t('train.videos.hint')}</p>
      <div
        ref={screen.ref}
        className={styles.screen}
        style={
          screen.height === null
            ? undefined
            : ({ '--feed-height': `${screen.height}px` } as CSSProperties)
        }
      >
        <AsyncView
          state={
            videos.status === 'success'
              ? { status: 'success', data: videos.items }
              : videos.status === 'error'
                ? { status: 'error', error: videos.error }
                : { status: 'loading' }
          }
          onRetry={videos.reload}
          isEmpty={(items) => items.length === 0}
        >
          {(items) => (
            // The next page loads as its footer scrolls into the feed, one screen before the end.
            // The footer sits beside the list, not in it: a list holds only its items.
            <div className={styles.feed}>
              <div role="list">
                {items.map((video) => (
                  <Slide key={video.id} video={video} />
                ))}
              </div>
              <div className={styles.footer}>
                <PagedFooter paged={videos} />
              </div>
            </div>
          )}
        </AsyncView>
      </div>
    </AreaPage>
  );
}
