import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toastText } from 'shared/errors';
import { isRequestError } from 'shared/request';
import { translatorOf } from 'shared/ui';

/**
 * The message to show inline for a failed call: what the catalogue would have toasted (calls
 * made with `toast: false`), in the current language; the server's own text as it came.
 */
export function useErrorText(): (error: unknown) => string {
  const { t, i18n } = useTranslation();
  return useCallback(
    (error: unknown) => {
      if (isRequestError(error)) {
        return error.toast ? toastText(error.toast, translatorOf(i18n)) : error.message;
      }
      return t('error.unknown');
    },
    [t, i18n],
  );
}

/** A call abandoned because the page went away: nothing to show. */
export const isCanceled = (error: unknown): boolean =>
  isRequestError(error) && error.kind === 'canceled';
