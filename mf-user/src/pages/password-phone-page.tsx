import { Button } from 'shared/ui-kit';
import { Form } from 'shared/ui-kit-forms';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PATHS } from 'shared/paths';
import { api } from 'shared/request';
import { AreaPage } from 'shared/standalone';
import formCard from '../components/form-card.module.css';
import { SmsCodeField } from '../components/sms-code-field';
import { maskMobile } from '../components/user-labels';
import { useFreshUser } from '../components/use-fresh-user';
import styles from './password-pages.module.css';

type Values = { code: string };

/** Verify by SMS: a 6-digit code sent to my mobile (60 s before another); then the reset page. */
export default function PasswordPhonePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useFreshUser();
  const [checking, setChecking] = useState(false);

  const verify = async ({ code }: Values) => {
    setChecking(true);
    try {
      const { ticket } = await api.post('/api/user/password/verify', { body: { code } });
      navigate(PATHS.user.passwordReset, { replace: true, state: { ticket } });
    } catch {
      // Toasted: wrong or expired code.
    } finally {
      setChecking(false);
    }
  };

  return (
    <AreaPage title="page.user.passwordPhone">
      <p className={styles.note}>
        {t('user.password.codeSentTo', { mobile: maskMobile(user.mobile) })}
      </p>
      <Form
        className={formCard.form}
        onFinish={(values: Values) => void verify(values)}
        footer={
          <Button block type="submit" color="primary" size="large" loading={checking}>
            {t('user.password.next')}
          </Button>
        }
      >
        <SmsCodeField mobile={user.mobile} scene="password" />
      </Form>
    </AreaPage>
  );
}
