import { Form, Input } from 'shared/ui-kit-forms';
import { useTranslation } from 'react-i18next';
import { confirmRules, newPasswordRules } from './password-rules';

/** The new password and its confirmation, as every password form asks for them. */
export function NewPasswordFields({ form }: { form: ReturnType<typeof Form.useForm>[0] }) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item
        name="password"
        label={t('user.password.new')}
        rules={newPasswordRules(t)}
        description={t('user.password.rule')}
      >
        <Input
          type="password"
          autoComplete="new-password"
          placeholder={t('user.password.newPlaceholder')}
        />
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
          placeholder={t('user.password.confirmPlaceholder')}
        />
      </Form.Item>
    </>
  );
}
