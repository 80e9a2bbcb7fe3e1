import type { PlainMessageKey, Translate } from './i18n/translate';

/**
 * What a toast says and for how long, without saying how it is drawn: the guard and the error
 * catalogue produce these, the UI layer shows them. A catalogue text (`key`) is translated at
 * display time; a server text (`text`) is shown as received. `detail` goes on its own line
 * after the catalogue text (the failed request's URL).
 */
export type ToastMessage =
  | { key: PlainMessageKey; detail?: string; durationMs: number }
  | { text: string; durationMs: number };

export function toastText(toast: ToastMessage, t: Translate): string {
  if ('text' in toast) return toast.text;
  const message = t(toast.key);
  return toast.detail ? `${message}\n${toast.detail}` : message;
}
