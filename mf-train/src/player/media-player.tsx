import { Selector } from 'shared/ui-kit-forms';
import { PlayOutline } from 'antd-mobile-icons';
import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { MediaImage, mediaUrl } from 'shared/standalone';
import { showToast } from 'shared/ui';
import { AudioControls, type AudioClock } from './audio-controls';
import styles from './media-player.module.css';

export const PLAYBACK_RATES = [0.75, 1, 1.25, 1.5, 2] as const;

/** What the lesson page may do to a playing lesson (a presence check pauses it, a miss rewinds it). */
export type PlayerControl = {
  pause: () => void;
  play: () => void;
  /** Goes to `seconds`, which also becomes the furthest point (a missed check's checkpoint). */
  seek: (seconds: number) => void;
};

export type MediaPlayerProps = {
  kind: 'video' | 'audio';
  src: string;
  title: string;
  poster?: string;
  /** Where to start (the saved position), in seconds. */
  startAt: number;
  /** The furthest point already reached; with `noSeekPastFurthest` the limit for seeking. */
  furthest: number;
  noSeekPastFurthest: boolean;
  /** The lesson's length from the course (seconds): shown until the element knows its own. */
  expectedDuration?: number;
  /** Start playing when loaded (audio going on to its next lesson). */
  autoPlay?: boolean;
  onTime: (seconds: number, playing: boolean) => void;
  onPause?: () => void;
  onEnded?: () => void;
  /** While a presence check is open: no playing and no seeking. */
  locked?: boolean;
  controlRef?: Ref<PlayerControl>;
};

/**
 * The lesson's video or audio (HTML5 media): a video in the browser's own player, inline in
 * WeChat's browser (playsinline and the X5 engine's attributes); audio with the product's own
 * control bar (AudioControls) over a hidden element. Both resume at the saved position, offer a
 * speed choice, report progress from the element's time updates, and a required lesson cannot
 * be skipped beyond the furthest point watched (the element's seeking guard, whoever seeks).
 */
export function MediaPlayer(props: MediaPlayerProps) {
  const {
    kind,
    src,
    title,
    poster,
    startAt,
    noSeekPastFurthest,
    expectedDuration = 0,
    autoPlay = false,
    onTime,
    onPause,
    onEnded,
    locked = false,
    controlRef,
  } = props;
  const { t } = useTranslation();
  const media = useRef<HTMLVideoElement & HTMLAudioElement>(null);
  const furthest = useRef(props.furthest);
  const [rate, setRate] = useState<number>(1);
  // A video shows its poster with one Play button until it first plays: the browser's controls
  // would lie over the poster's own caption.
  const [started, setStarted] = useState(kind === 'audio' || autoPlay);
  // What the audio's own controls show; the element is the source of truth.
  const [clock, setClock] = useState<AudioClock>({
    current: startAt,
    duration: expectedDuration,
    playing: false,
  });
  const syncClock = () => {
    const element = media.current;
    if (!element) return;
    setClock({
      current: element.currentTime,
      duration:
        Number.isFinite(element.duration) && element.duration > 0
          ? element.duration
          : expectedDuration,
      playing: !element.paused,
    });
  };

  useEffect(() => {
    furthest.current = Math.max(furthest.current, props.furthest);
  }, [props.furthest]);

  // Where a locked player is held (its position when the check opened, or a checkpoint).
  const lockedRef = useRef(locked);
  const heldAt = useRef(0);
  useEffect(() => {
    lockedRef.current = locked;
    const element = media.current;
    if (!locked || !element) return;
    heldAt.current = element.currentTime;
    element.pause();
  }, [locked]);

  useImperativeHandle(
    controlRef,
    () => ({
      pause: () => media.current?.pause(),
      play: () => {
        // Playing is how the page ends a check: the lock is off from now (before the next render).
        lockedRef.current = false;
        const element = media.current;
        // jsdom and some web views return no promise from play().
        if (element?.paused) Promise.resolve(element.play()).catch(() => undefined);
      },
      seek: (seconds: number) => {
        const element = media.current;
        if (!element) return;
        furthest.current = Math.min(furthest.current, seconds);
        heldAt.current = seconds;
        element.currentTime = seconds;
        syncClock();
      },
    }),
    [],
  );

  useEffect(() => {
    if (media.current) media.current.playbackRate = rate;
  }, [rate]);

  // Audio keeps playing with the screen off; the lock screen shows what is playing.
  useEffect(() => {
    if (kind !== 'audio' || typeof navigator === 'undefined' || !('mediaSession' in navigator))
      return;
    if (typeof MediaMetadata === 'undefined') return;
    navigator.mediaSession.metadata = new MediaMetadata({
      title,
      artwork: poster ? [{ src: mediaUrl(poster) }] : [],
    });
  }, [kind, title, poster]);

  const resume = () => {
    const element = media.current;
    if (!element) return;
    const duration = Number.isFinite(element.duration) ? element.duration : Infinity;
    // A lesson watched to the end starts again from the beginning.
    if (startAt > 0 && startAt < duration - 1) element.currentTime = startAt;
    element.playbackRate = rate;
    syncClock();
  };

  const guardSeek = () => {
    const element = media.current;
    if (element && lockedRef.current && Math.abs(element.currentTime - heldAt.current) > 0.5) {
      element.currentTime = heldAt.current;
      syncClock();
      return;
    }
    if (!element || !noSeekPastFurthest) return;
    if (element.currentTime > furthest.current + 1) {
      element.currentTime = furthest.current;
      showToast(t('train.player.noSkip'));
    }
    syncClock();
  };

  const timeUpdate = () => {
    const element = media.current;
    if (!element) return;
    if (!element.seeking && element.currentTime <= furthest.current + 3)
      furthest.current = Math.max(furthest.current, element.currentTime);
    onTime(element.currentTime, !element.paused);
    if (kind === 'audio') syncClock();
  };

  const togglePlay = () => {
    const element = media.current;
    if (!element || lockedRef.current) return;
    // jsdom and some web views return no promise from play().
    if (element.paused) Promise.resolve(element.play()).catch(() => undefined);
    else element.pause();
  };

  const seekTo = (seconds: number) => {
    const element = media.current;
    if (!element) return;
    // The element's seeking event runs the guard (no skipping past the furthest point).
    element.currentTime = seconds;
    syncClock();
  };

  const common = {
    ref: media,
    src: mediaUrl(src),
    // Audio has its own controls; a video gets the browser's once it has started.
    controls: kind === 'video' && started,
    preload: 'metadata' as const,
    autoPlay,
    'aria-label': title,
    onLoadedMetadata: resume,
    onSeeking: guardSeek,
    onTimeUpdate: timeUpdate,
    onDurationChange: syncClock,
    onPlay: () => {
      if (lockedRef.current) {
        media.current?.pause();
        return;
      }
      setStarted(true);
      syncClock();
    },
    onPause: () => {
      syncClock();
      onPause?.();
    },
    onEnded: () => {
      syncClock();
      onEnded?.();
    },
  };

  return (
    <div className={styles.player}>
      {kind === 'video' ? (
        <div className={styles.stage}>
          <video
            {...common}
            poster={poster ? mediaUrl(poster) : undefined}
            playsInline
            webkit-playsinline="true"
            x5-playsinline="true"
            x5-video-player-type="h5"
            x5-video-player-fullscreen="false"
            className={styles.video}
          />
          {started ? null : (
            <button
              type="button"
              className={styles.play}
              onClick={() => {
                setStarted(true);
                const element = media.current;
                // jsdom and some web views return no promise from play().
                if (element) Promise.resolve(element.play()).catch(() => undefined);
              }}
            >
              <PlayOutline aria-hidden className={styles.playIcon} />
              {t('train.player.play')}
            </button>
          )}
        </div>
      ) : (
        <div className={styles.audioBox}>
          {poster ? (
            <div className={styles.audioCover}>
              <MediaImage src={poster} alt="" ratio="cover" width={240} />
            </div>
          ) : null}
          <audio {...common} />
          <AudioControls clock={clock} onToggle={togglePlay} onSeek={seekTo} />
        </div>
      )}
      <div className={styles.speed} role="group" aria-label={t('train.player.speed')}>
        <span className={styles.speedLabel}>{t('train.player.speed')}</span>
        <Selector
          columns={PLAYBACK_RATES.length}
          value={[rate]}
          onChange={(values) => {
            const [chosen] = values;
            if (chosen !== undefined) setRate(chosen);
          }}
          options={PLAYBACK_RATES.map((r) => ({ label: `${r}x`, value: r }))}
          className={styles.speedSelector}
          showCheckMark={false}
        />
      </div>
    </div>
  );
}
