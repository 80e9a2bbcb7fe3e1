import { useCallback, useEffect, useRef } from 'react';
import { flushReports, queueReport, type ProgressResult } from './progress-queue';

export type ProgressReporting = {
  /** The player's time moved (a timeupdate): where it is now, and whether it is playing. */
  onTime: (positionSeconds: number, playing: boolean) => void;
  /**
   * Report now (pause, end, switching lesson). With a presence token (the learner tapped the
   * check) or `force`, the report goes even when the position has not moved.
   */
  reportNow: (options?: { token?: string; force?: boolean }) => void;
};

/** Jumps bigger than this between two time updates are seeks, not watching. */
const MAX_TICK_SECONDS = 3;

/**
 * Reports the player's position every `intervalSeconds` while it moves, and when the page is
 * hidden, left or unmounted. Each report carries the seconds watched since the previous one.
 */
export function useProgressReporting(
  lessonId: number,
  enabled: boolean,
  intervalSeconds: number,
  onResult: (result: ProgressResult) => void,
): ProgressReporting {
  const position = useRef<number | null>(null);
  const lastTime = useRef<number | null>(null);
  const watched = useRef(0);
  const reported = useRef<number | null>(null);
  const onResultRef = useRef(onResult);
  useEffect(() => {
    onResultRef.current = onResult;
  });

  const reportNow = useCallback(
    (options: { token?: string; force?: boolean } = {}) => {
      if (!enabled || position.current === null) return;
      const seconds = Math.floor(position.current);
      const watchedSeconds = Math.min(600, Math.round(watched.current));
      const urgent = options.token !== undefined || options.force === true;
      if (!urgent && seconds === reported.current && watchedSeconds === 0) return;
      reported.current = seconds;
      watched.current -= watchedSeconds;
      void queueReport(
        {
          lessonId,
          position_seconds: seconds,
          watched_seconds: watchedSeconds,
          ...(options.token === undefined ? {} : { presence_token: options.token }),
        },
        (id, result) => {
          if (id === lessonId) onResultRef.current(result);
        },
      );
    },
    [enabled, lessonId],
  );

  const onTime = useCallback((seconds: number, playing: boolean) => {
    const previous = lastTime.current;
    if (playing && previous !== null) {
      const step = seconds - previous;
      if (step > 0 && step < MAX_TICK_SECONDS) watched.current += step;
    }
    lastTime.current = seconds;
    position.current = seconds;
  }, []);

  useEffect(() => {
    if (!enabled) return undefined;
    // Reports a previous visit could not send go first.
    void flushReports();
    const report = () => reportNow();
    const timer = setInterval(report, intervalSeconds * 1000);
    const onHide = () => {
      if (document.visibilityState === 'hidden') reportNow();
    };
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', report);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', report);
      reportNow();
    };
  }, [enabled, intervalSeconds, reportNow]);

  useEffect(() => {
    position.current = null;
    lastTime.current = null;
    watched.current = 0;
    reported.current = null;
  }, [lessonId]);

  return { onTime, reportNow };
}
