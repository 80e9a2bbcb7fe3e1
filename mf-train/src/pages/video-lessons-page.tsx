import { Button } from 'shared/ui-kit';
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api, type ContractData } from 'shared/request';
import { AreaPage, AsyncView, PagedFooter, mediaUrl, usePagedData } from 'shared/standalone';
import { coursePath } from '../components/course-card';
import { formatDuration } from '../components/formats';
import { useProgressReporting } from '../player/use-progress-reporting';

type ShortVideo = ContractData<'get', '/api/short-videos'>['list'][number];

const PAGE_SIZE = 10;
/** Progress of a short video is reported like any lesson's. */
const REPORT_SECONDS = 5;

const feedStyle: CSSProperties = {
  height: 'calc(100vh - 160px)',
  minHeight: 420,
  overflowY: 'auto',
  scrollSnapType: 'y mandatory',
  background: '#000000',
};
const slideStyle: CSSProperties = {
  position: 'relative',
  height: 'calc(100vh - 160px)',
  minHeight: 420,
  scrollSnapAlign: 'start',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
};
const captionStyle: CSSProperties = {
  position: 'absolute',
  left: 0,
  right: 0,
  bottom: 0,
  padding: '24px 16px 16px',
  color: '#ffffff',
  background: 'linear-gradient(transparent, rgba(0,0,0,0.7))',
  pointerEvents: 'none',
};

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
    <div ref={box} style={slideStyle} role="listitem">
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
        style={{ width: '100%', maxHeight: '100%' }}
      />
      <div style={captionStyle}>
        <div style={{ fontSize: 16, fontWeight: 600 }}>{video.title}</div>
        <div style={{ fontSize: 12, opacity: 0.85, marginTop: 4 }}>
          {formatDuration(video.duration_seconds)}
          {video.progress?.completed ? ` · ${t('train.lesson.completed')}` : ''}
        </div>
        <Link
          to={coursePath(video.course.id)}
          style={{ color: '#ffd2ad', fontSize: 13, pointerEvents: 'auto' }}
        >
          {video.course.title}
        </Link>
      </div>
      <Button
        size="mini"
        onClick={() => setMuted((m) => !m)}
        style={{ position: 'absolute', top: 12, right: 12 }}
      >
        {muted ? t('train.videos.unmute') : t('train.videos.mute')}
      </Button>
    </div>
  );
}

/** Short video lessons, one per screen, swiped vertically; more load as I reach the end. */
export default function VideoLessonsPage() {
  const { t } = useTranslation();
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
      <p style={{ margin: '0 16px 8px', fontSize: 12, color: '#999999' }}>
        {t('train.videos.hint')}
      </p>
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
          <div role="list" style={feedStyle}>
            {items.map((video) => (
              <Slide key={video.id} video={video} />
            ))}
            <div style={{ background: '#ffffff' }}>
              <PagedFooter paged={videos} />
            </div>
          </div>
        )}
      </AsyncView>
    </AreaPage>
  );
}
