import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from 'shared/request';
import { SmsCodeForm } from './sms-code-form';

/** Mobile + SMS code (POST /api/login with `code`); a new mobile gets an account. */
export function SmsLoginForm({ onToken }: { onToken: (token: string) => Promise<void> }) {
  const { t } = useTranslation();
  const handleSubmit = useCallback(
    async (mobile: string, code: string) => {
      const session = await api.post('/api/login', { body: { mobile, code }, toast: false });
      await onToken(session.token);
    },
    [onToken],
  );
  return <SmsCodeForm scene="login" submitLabel={t('login.submit')} onSubmit={handleSubmit} />;
}
