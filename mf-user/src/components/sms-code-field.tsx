import { Form, Input } from 'shared/ui-kit-forms';
import { useTranslation } from 'react-i18next';
import { CODE_LENGTH } from 'shared/constants';
import { isCode } from 'shared/validators';
import { SmsCodeButton, type SmsScene } from './sms-code-button';

/** The SMS code of a form (field `code`): 6 digits checked as typed, with its send button. */
export function SmsCodeField({ mobile, scene }: { mobile: string; scene: SmsScene }) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name="code"
      label={t('login.code')}
      extra={<SmsCodeButton mobile={mobile} scene={scene} />}
      rules={[
        {
          validator: (_rule: unknown, value: string | undefined) =>
            isCode(value ?? '', CODE_LENGTH)
              ? Promise.resolve()
              : Promise.reject(new Error(t('validation.code', { length: CODE_LENGTH }))),
        },
      ]}
    >
      <Input
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={CODE_LENGTH}
        placeholder={t('user.password.codePlaceholder', { length: CODE_LENGTH })}
      />
    </Form.Item>
  );
}
