import { useEffect, useRef } from 'react';

/** Calls `tick` every `ms` while `active` and the page is visible (no polling in the background). */
export function useInterval(tick: () => void, ms: number, active: boolean): void {
  const latest = useRef(tick);
  latest.current = tick;
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => {
      if (document.visibilityState !== 'hidden') latest.current();
    }, ms);
    return () => clearInterval(timer);
  }, [ms, active]);
}
