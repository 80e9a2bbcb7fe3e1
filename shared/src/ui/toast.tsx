import { Toast } from 'shared/ui-kit-core';
import { TOAST_DURATION_MS } from 'shared/constants';
import { toastText, type ToastMessage } from '../toast-message';
import { appI18n, translatorOf } from './app-i18n';
import styles from './views.module.css';

/** Show a text toast for `durationMs` (spec 9: 2 s by default). A newline starts a new line. */
export function showToast(message: string, durationMs: number = TOAST_DURATION_MS.default): void {
  Toast.show({
    content: <span className={styles.toast}>{message}</span>,
    duration: durationMs,
  });
}

/** Show a catalogue toast (error catalogue, guard), translated in the app's language. */
export function showToastMessage(toast: ToastMessage): void {
  showToast(toastText(toast, translatorOf(appI18n())), toast.durationMs);
}
