import { Button } from 'shared/ui-kit';
import { LockOutline } from 'antd-mobile-icons';
import { Form } from 'shared/ui-kit-forms';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { PATHS } from 'shared/paths';
import { api } from 'shared/request';
import { refreshUser } from 'shared/session';
import { AreaPage } from 'shared/standalone';
import { StatusBlock } from 'shared/ui';
import formCard from '../components/form-card.module.css';
import { NewPasswordFields } from '../components/new-password-fields';
import styles from './password-pages.module.css';

type Values = { password: string; confirm: string };

const ticketOf = (state: unknown): string | null =>
  typeof state === 'object' &&
  state !== null &&
  'ticket' in state &&
  typeof state.ticket === 'string'
    ? state.ticket
    : null;

/** Reset: a new password, allowed by the ticket of the SMS check just passed. */
export default function PasswordResetPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const ticket = ticketOf(useLocation().state);
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);

  if (!ticket) {
    return (
      <AreaPage title="page.user.passwordReset">
        <StatusBlock
          Picture={LockOutline}
          title={t('user.password.verifyFirstTitle')}
          description={t('user.password.verifyFirst')}
        />
        {/* The way on, full width like every form's main button. */}
        <div className={styles.actions}>
          <Button
            block
            color="primary"
            size="large"
            onClick={() => void navigate(PATHS.user.passwordPhone, { replace: true })}
          >
            {t('user.password.getCode')}
          </Button>
        </div>
      </AreaPage>
    );
  }

  const reset = async ({ password }: Values) => {
    setSaving(true);
    try {
      await api.post('/api/user/password/reset', { body: { ticket, password } });
      void refreshUser({ force: true }).catch(() => undefined);
      navigate(PATHS.user.passwordSuccess, { replace: true });
    } catch {
      // Toasted: the check expired; the SMS check can be done again from settings.
    } finally {
      setSaving(false);
    }
  };

  return (
    <AreaPage title="page.user.passwordReset" about="user.passwordReset.about">
      <Form
        form={form}
        className={formCard.form}
        onFinish={(values: Values) => void reset(values)}
        footer={
          <Button block type="submit" color="primary" size="large" loading={saving}>
            {t('user.password.save')}
          </Button>
        }
      >
        <NewPasswordFields form={form} />
      </Form>
    </AreaPage>
  );
}
