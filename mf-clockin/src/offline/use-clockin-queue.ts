import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { appI18n, showToast } from 'shared/ui';
import { queueSnapshot, subscribeQueue, watchQueue, type QueuedClockin } from './clockin-queue';

const toastSent = () => showToast(appI18n().t('clockin.queue.sent'));

/**
 * The clock-ins waiting on this device, kept up to date; sends them now if online and whenever
 * the network comes back (`onSent` then reloads the page's data).
 */
export function useClockinQueue(onSent?: () => void): QueuedClockin[] {
  const raw = useSyncExternalStore(subscribeQueue, queueSnapshot, () => '[]');
  useEffect(() => watchQueue(onSent ?? (() => undefined)), [onSent]);
  useEffect(() => watchQueue(toastSent), []);
  return useMemo(() => {
    try {
      return JSON.parse(raw) as QueuedClockin[];
    } catch {
      return [];
    }
  }, [raw]);
}
