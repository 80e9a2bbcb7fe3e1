import { isRequestError } from 'shared/request';
import { toastText } from '../toast-message';
import type { Translate } from 'shared/i18n';

/**
 * What to tell the user about a failed load: the error catalogue's message for a request error
 * (the same text its toast would carry, in the current language), else a generic message.
 */
export function errorText(error: unknown, t: Translate): string {
  if (isRequestError(error) && error.toast) return toastText(error.toast, t);
  return t('error.unknown');
}
