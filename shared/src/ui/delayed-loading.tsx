import { useEffect, useState } from 'react';
import { PAGE_LOADING_DELAY_MS, PAGE_LOAD_TIMEOUT_MS } from 'shared/constants';
import { LoadingView } from './loading-view';
import { TimeoutView } from './timeout-view';

export type DelayedLoadingProps = {
  /** Nothing is shown before this (spec 9: 200 ms), so fast loads do not flash a spinner. */
  delayMs?: number;
  /** Spec 9: a page load gives up after 60000 ms. */
  timeoutMs?: number;
  /** When given, the timeout view ("tap the screen to retry") replaces the spinner on timeout. */
  onRetry?: () => void;
};

type Phase = 'waiting' | 'loading' | 'timedOut';

/** A loading fallback (e.g. for Suspense): nothing, then the loading view, then a timeout. */
export function DelayedLoading({
  delayMs = PAGE_LOADING_DELAY_MS,
  timeoutMs = PAGE_LOAD_TIMEOUT_MS,
  onRetry,
}: DelayedLoadingProps) {
  const [phase, setPhase] = useState<Phase>(delayMs > 0 ? 'waiting' : 'loading');
  const canTimeOut = onRetry !== undefined;

  useEffect(() => {
    const timers = [setTimeout(() => setPhase('loading'), delayMs)];
    if (canTimeOut) timers.push(setTimeout(() => setPhase('timedOut'), timeoutMs));
    return () => timers.forEach(clearTimeout);
  }, [delayMs, timeoutMs, canTimeOut]);

  if (phase === 'timedOut' && onRetry) return <TimeoutView onRetry={onRetry} />;
  if (phase === 'loading') return <LoadingView />;
  return null;
}
