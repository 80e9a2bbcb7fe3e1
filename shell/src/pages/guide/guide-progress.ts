/** localStorage key: the first-run guide was finished (or skipped) on this device. */
export const GUIDE_DONE_STORAGE_KEY = 'shell.guideDone';

export function hasCompletedGuide(): boolean {
  try {
    return localStorage.getItem(GUIDE_DONE_STORAGE_KEY) === '1';
  } catch {
    return false;
  }
}

export function markGuideCompleted(): void {
  try {
    localStorage.setItem(GUIDE_DONE_STORAGE_KEY, '1');
  } catch {
    // Storage is unavailable (private mode): the guide may simply show again.
  }
}
