import { Button, Form, Input } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { PATHS } from 'shared/paths';
import { api } from 'shared/request';
import { refreshUser } from 'shared/session';
import { AreaPage } from 'shared/standalone';
import { cardStyle } from '../components/card-style';
import { confirmRules, newPasswordRules } from '../components/password-rules';

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
        <Form.Item
          name="password"
          label={t('user.password.new')}
          rules={newPasswordRules(t)}
          extra={<span style={{ fontSize: 12 }}>{t('user.password.rule')}</span>}
        >
          <Input type="password" autoComplete="new-password" placeholder={t('user.password.new')} />
        </Form.Item>
        <Form.Item
          name="confirm"
          label={t('user.password.confirm')}
          dependencies={['password']}
          rules={confirmRules(t, () => form.getFieldValue('password') as string | undefined)}
        >
          <Input
            type="password"
            autoComplete="new-password"
            placeholder={t('user.password.confirm')}
          />
        </Form.Item>
      </Form>
    </AreaPage>
  );
}
