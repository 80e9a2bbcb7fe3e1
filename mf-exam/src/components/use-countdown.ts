import { useEffect, useState } from 'react';

/**
 * Seconds left, counted down from what the server said was left when the attempt loaded: the
 * device's own clock may be wrong, so only elapsed time is measured here.
 */
export function useCountdown(remainingAtLoad: number): number {
  const [end] = useState(() => Date.now() + remainingAtLoad * 1000);
  const [left, setLeft] = useState(remainingAtLoad);
  useEffect(() => {
    const tick = () => setLeft(Math.max(0, Math.ceil((end - Date.now()) / 1000)));
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [end]);
  return left;
}
