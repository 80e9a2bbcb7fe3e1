import type { TFunction } from 'i18next';

/** The API's rule for new passwords: 8-20 characters, a letter and a digit, no spaces. */
export const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*[0-9])[\x21-\x7e]{8,20}$/;

type Rule = { validator: (rule: unknown, value: string | undefined) => Promise<void> };

/** Form rules of a new password and of its confirmation (which must match `field`). */
export function newPasswordRules(t: TFunction) {
  return [
    { required: true, message: t('user.password.newRequired') },
    { pattern: PASSWORD_PATTERN, message: t('user.password.rule') },
  ];
}

export function confirmRules(
  t: TFunction,
  getPassword: () => string | undefined,
): ({ required: boolean; message: string } | Rule)[] {
  return [
    { required: true, message: t('user.password.confirmRequired') },
    {
      validator: (_rule, value) =>
        !value || value === getPassword()
          ? Promise.resolve()
          : Promise.reject(new Error(t('user.password.mismatch'))),
    },
  ];
}
