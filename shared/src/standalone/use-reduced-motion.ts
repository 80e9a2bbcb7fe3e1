import { useSyncExternalStore } from 'react';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

const queryOf = (): MediaQueryList | undefined =>
  typeof window === 'undefined' ? undefined : window.matchMedia?.(REDUCED_MOTION);

function subscribe(onChange: () => void): () => void {
  const query = queryOf();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

const current = (): boolean => queryOf()?.matches ?? false;

/**
 * Whether the reader asked the system for less motion: things that move by themselves (a
 * carousel's autoplay) then stay still. Follows the setting while the page is open.
 */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, current, () => false);
}
