import { useCallback, useEffect, useRef, useState } from 'react';

const TICK_MS = 250;

/**
 * Seconds left of a countdown. Counted from its end time rather than by ticks, so a phone that
 * slept or a throttled background tab still shows the right number when it wakes.
 */
export function useCountdown(): { remaining: number; start: (seconds: number) => void } {
  const [remaining, setRemaining] = useState(0);
  const endsAt = useRef(0);
  const running = remaining > 0;

  const start = useCallback((seconds: number) => {
    endsAt.current = Date.now() + seconds * 1000;
    setRemaining(seconds);
  }, []);

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => {
      setRemaining(Math.max(0, Math.ceil((endsAt.current - Date.now()) / 1000)));
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [running]);

  return { remaining, start };
}
