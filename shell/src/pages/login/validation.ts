import type { TFunction } from 'i18next';
import { CODE_LENGTH } from 'shared/constants';
import { isCode, isMobile } from 'shared/validators';

/** The contract's shortest password (api/openapi.json, POST /api/login). */
export const PASSWORD_MIN_LENGTH = 6;

export function mobileError(mobile: string, t: TFunction): string | undefined {
  if (mobile === '') return t('validation.mobileRequired');
  return isMobile(mobile) ? undefined : t('validation.mobile');
}

export function passwordError(password: string, t: TFunction): string | undefined {
  if (password === '') return t('validation.passwordRequired');
  return password.length < PASSWORD_MIN_LENGTH
    ? t('login.passwordMin', { min: PASSWORD_MIN_LENGTH })
    : undefined;
}

export function codeError(code: string, t: TFunction): string | undefined {
  return isCode(code, CODE_LENGTH) ? undefined : t('validation.code', { length: CODE_LENGTH });
}

/** Phones paste numbers with spaces or dashes; the API wants digits only. */
export const digitsOnly = (value: string): string => value.replace(/\D/g, '');
