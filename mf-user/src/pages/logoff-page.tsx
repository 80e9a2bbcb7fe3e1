import { Button, Dialog } from 'shared/ui-kit';
import { Checkbox, Form } from 'shared/ui-kit-forms';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from 'shared/request';
import { resetSession } from 'shared/session';
import { AreaPage } from 'shared/standalone';
import formCard from '../components/form-card.module.css';
import { Panel } from '../components/panel';
import { SmsCodeField } from '../components/sms-code-field';
import { maskMobile } from '../components/user-labels';
import { useFreshUser } from '../components/use-fresh-user';
import styles from './logoff-page.module.css';

type Values = { code: string };

const WARNINGS = [
  'user.logoff.warning.data',
  'user.logoff.warning.points',
  'user.logoff.warning.team',
  'user.logoff.warning.final',
] as const;

/**
 * Delete account: what is lost, an explicit agreement, an SMS code to the account's mobile, a
 * last confirmation, then /api/logoff and back to the login page with nothing kept.
 */
export default function LogoffPage() {
  const { t } = useTranslation();
  const { user } = useFreshUser();
  const [agreed, setAgreed] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const logoff = async ({ code }: Values) => {
    const confirmed = await Dialog.confirm({
      content: t('user.logoff.confirm'),
      confirmText: t('user.logoff.submit'),
      cancelText: t('user.common.cancel'),
    });
    if (!confirmed) return;
    setDeleting(true);
    try {
      await api.post('/api/logoff', { body: { code } });
      resetSession();
    } catch {
      // Toasted: wrong or expired code.
    } finally {
      setDeleting(false);
    }
  };

  return (
    <AreaPage title="page.user.logoff" about="user.logoff.about">
      <Panel role="note">
        <strong className={styles.title}>{t('user.logoff.title')}</strong>
        <ul className={styles.warnings}>
          {WARNINGS.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ul>
      </Panel>
      <p className={styles.codeTo}>
        {t('user.password.codeSentTo', { mobile: maskMobile(user.mobile) })}
      </p>
      <Form
        className={formCard.form}
        onFinish={(values: Values) => void logoff(values)}
        footer={
          <>
            <div className={styles.agree}>
              <Checkbox checked={agreed} onChange={setAgreed}>
                {t('user.logoff.agree')}
              </Checkbox>
            </div>
            <Button
              block
              type="submit"
              color="danger"
              size="large"
              disabled={!agreed}
              loading={deleting}
            >
              {t('user.logoff.submit')}
            </Button>
          </>
        }
      >
        <SmsCodeField mobile={user.mobile} scene="logoff" />
      </Form>
    </AreaPage>
  );
}
