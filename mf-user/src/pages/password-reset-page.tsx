import { Button } from 'shared/ui-kit';
import { Form } from 'shared/ui-kit-forms';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { PATHS } from 'shared/paths';
import { api } from 'shared/request';
import { refreshUser } from 'shared/session';
import { AreaPage } from 'shared/standalone';
import { cardStyle } from '../components/card-style';
import { NewPasswordFields } from '../components/new-password-fields';

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
        <div style={cardStyle}>
          <p style={{ marginTop: 0 }}>{t('user.password.verifyFirst')}</p>
          <Link to={PATHS.user.passwordPhone}>{t('page.user.passwordPhone')}</Link>
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
      // Toasted: the check expired; the link above leads back to it.
    } finally {
      setSaving(false);
    }
  };

  return (
    <AreaPage title="page.user.passwordReset" about="user.passwordReset.about">
      <Form
        form={form}
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
