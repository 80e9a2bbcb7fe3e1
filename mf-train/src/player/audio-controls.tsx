import { PlayOutline, RedoOutline, UndoOutline } from 'antd-mobile-icons';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '../components/formats';
import styles from './audio-controls.module.css';

/** How far the back and forward buttons jump, in seconds. */
export const SKIP_SECONDS = 15;

export type AudioClock = {
  /** Where the audio is, in seconds. */
  current: number;
  /** Its length in seconds; 0 until the file's metadata has arrived. */
  duration: number;
  playing: boolean;
};

/**
 * The audio lesson's controls in the product's look (the browser's own bar looks different in
 * every web view): a seek bar in the brand colour with the elapsed and total time under it,
 * then back 15 s, play / pause and forward 15 s. They only drive the `<audio>` element; its
 * events (time updates, seeking) still report progress and guard skipping as before.
 */
export function AudioControls({
  clock,
  onToggle,
  onSeek,
}: {
  clock: AudioClock;
  onToggle: () => void;
  /** Go to this second (the element's own seeking guard applies). */
  onSeek: (seconds: number) => void;
}) {
  const { t } = useTranslation();
  const { current, duration, playing } = clock;
  const known = duration > 0;
  const shown = known ? Math.min(current, duration) : 0;
  const percent = known ? (shown / duration) * 100 : 0;
  const total = known ? formatDuration(duration) : '--:--';
  return (
    <div className={styles.controls} role="group" aria-label={t('train.audio.controls')}>
      <input
        type="range"
        className={styles.seek}
        min={0}
        max={known ? Math.floor(duration) : 0}
        step={1}
        value={Math.floor(shown)}
        disabled={!known}
        aria-label={t('train.audio.position')}
        aria-valuetext={t('train.audio.positionText', {
          current: formatDuration(shown),
          total,
        })}
        onChange={(event) => onSeek(Number(event.currentTarget.value))}
        // The played part of the track, in the brand colour (a run-time value).
        style={{ '--played': `${percent}%` } as CSSProperties}
      />
      <div className={styles.times} aria-hidden>
        <span>{formatDuration(shown)}</span>
        <span>{total}</span>
      </div>
      <div className={styles.buttons}>
        <button
          type="button"
          className={styles.skip}
          onClick={() => onSeek(Math.max(0, current - SKIP_SECONDS))}
          aria-label={t('train.audio.back', { seconds: SKIP_SECONDS })}
        >
          {/* antd-mobile-icons draws Redo turning left (back) and Undo turning right. */}
          <RedoOutline aria-hidden />
          <span className={styles.skipText} aria-hidden>
            {SKIP_SECONDS}
          </span>
        </button>
        <button
          type="button"
          className={styles.toggle}
          onClick={onToggle}
          aria-label={t(playing ? 'train.audio.pause' : 'train.player.play')}
        >
          {playing ? (
            <span className={styles.pauseGlyph} aria-hidden />
          ) : (
            <PlayOutline aria-hidden className={styles.playGlyph} />
          )}
        </button>
        <button
          type="button"
          className={styles.skip}
          onClick={() =>
            onSeek(known ? Math.min(duration, current + SKIP_SECONDS) : current + SKIP_SECONDS)
          }
          aria-label={t('train.audio.forward', { seconds: SKIP_SECONDS })}
        >
          <UndoOutline aria-hidden />
          <span className={styles.skipText} aria-hidden>
            {SKIP_SECONDS}
          </span>
        </button>
      </div>
    </div>
  );
}
