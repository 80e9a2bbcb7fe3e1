import { Button } from 'shared/ui-kit';
import { Form, Input } from 'shared/ui-kit-forms';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PATHS } from 'shared/paths';
import { api } from 'shared/request';
import { refreshUser } from 'shared/session';
import { AreaPage } from 'shared/standalone';
import formCard from '../components/form-card.module.css';
import { NewPasswordFields } from '../components/new-password-fields';
import { useFreshUser } from '../components/use-fresh-user';
import styles from './password-pages.module.css';

type Values = { old_password?: string; password: string; confirm: string };

/** Set a password (first time), or change it with the current one; forgotten → SMS check. */
export default function PasswordSetPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useFreshUser();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const hasPassword = user.has_password === true;

  const save = async (values: Values) => {
    setSaving(true);
    try {
      await api.post('/api/user/password', {
        body: {
          password: values.password,
          ...(hasPassword ? { old_password: values.old_password ?? '' } : {}),
        },
      });
      void refreshUser({ force: true }).catch(() => undefined);
      navigate(PATHS.user.passwordSuccess, { replace: true });
    } catch {
      // The request client has shown why (wrong current password…).
    } finally {
      setSaving(false);
    }
  };

  return (
    <AreaPage title="page.user.passwordSet" about="user.passwordSet.about">
      <Form
        form={form}
        className={formCard.form}
        onFinish={(values: Values) => void save(values)}
        footer={
          <Button block type="submit" color="primary" size="large" loading={saving}>
            {t('user.password.save')}
          </Button>
        }
      >
        {hasPassword ? (
          <Form.Item
            name="old_password"
            label={t('user.password.current')}
            rules={[{ required: true, message: t('user.password.currentRequired') }]}
          >
            <Input
              type="password"
              autoComplete="current-password"
              placeholder={t('user.password.currentPlaceholder')}
            />
          </Form.Item>
        ) : null}
        <NewPasswordFields form={form} />
      </Form>
      {hasPassword ? (
        <p className={styles.aside}>
          <Link to={PATHS.user.passwordPhone} className={styles.link}>
            {t('user.password.forgot')}
          </Link>
        </p>
      ) : null}
    </AreaPage>
  );
}
