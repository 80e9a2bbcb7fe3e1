import { requestConfig } from './request-config';

// Parallel calls share one indicator: shown when the first starts, hidden when the last ends.
let pending = 0;

export function beginLoading(): void {
  pending += 1;
  if (pending === 1) requestConfig().showLoading();
}

export function endLoading(): void {
  if (pending === 0) return;
  pending -= 1;
  if (pending === 0) requestConfig().hideLoading();
}

export function pendingLoadingCount(): number {
  return pending;
}
