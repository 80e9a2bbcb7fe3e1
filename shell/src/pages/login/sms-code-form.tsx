import { Button } from 'shared/ui-kit';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CODE_LENGTH, SMS_COUNTDOWN_S } from 'shared/constants';
import { api } from 'shared/request';
import { isCanceled, useErrorText } from './error-text';
import { FormError, TextField } from './text-field';
import { useCountdown } from './use-countdown';
import { codeError, digitsOnly, mobileError } from './validation';
import styles from './sms-code-form.module.css';

type Errors = { mobile?: string | undefined; code?: string | undefined };

type SmsCodeFormProps = {
  /** What the code is for (POST /api/sms): logging in, or binding a WeChat identity. */
  scene: 'login' | 'bind';
  submitLabel: string;
  /** Called with a checked mobile and code; a rejection is shown under the form. */
  onSubmit: (mobile: string, code: string) => Promise<void>;
};

/**
 * Mobile + SMS code: "Send code" checks the mobile, asks the API for a code and then counts
 * down 60 s (spec 9) before another may be sent; the code has 6 digits (spec 9).
 */
export function SmsCodeForm({ scene, submitLabel, onSubmit }: SmsCodeFormProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const id = useId();
  const countdown = useCountdown();
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [notice, setNotice] = useState<string>();
  const [refusal, setRefusal] = useState<string>();
  const [sending, setSending] = useState(false);
  const [busy, setBusy] = useState(false);

  const handleMobileChange = (value: string) => {
    const next = digitsOnly(value);
    setMobile(next);
    if (errors.mobile) setErrors((e) => ({ ...e, mobile: mobileError(next, t) }));
  };

  const handleCodeChange = (value: string) => {
    const next = digitsOnly(value).slice(0, CODE_LENGTH);
    setCode(next);
    if (errors.code) setErrors((e) => ({ ...e, code: codeError(next, t) }));
  };

  const handleSendCode = async () => {
    const problem = mobileError(mobile, t);
    setErrors((e) => ({ ...e, mobile: problem }));
    setRefusal(undefined);
    setNotice(undefined);
    if (problem) return;
    setSending(true);
    try {
      await api.post('/api/sms', { body: { mobile, scene }, toast: false });
      countdown.start(SMS_COUNTDOWN_S);
      setNotice(t('login.codeSent', { mobile }));
    } catch (error) {
      if (!isCanceled(error)) setRefusal(errorText(error));
    } finally {
      setSending(false);
    }
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const next = { mobile: mobileError(mobile, t), code: codeError(code, t) };
    setErrors(next);
    setRefusal(undefined);
    if (next.mobile || next.code) return;
    setBusy(true);
    try {
      await onSubmit(mobile, code);
    } catch (error) {
      if (!isCanceled(error)) setRefusal(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  const counting = countdown.remaining > 0;
  const sendButton = (
    <Button
      size="small"
      color="primary"
      fill="outline"
      disabled={counting || sending}
      loading={sending}
      onClick={() => void handleSendCode()}
      className={styles.send}
    >
      {counting ? t('login.resendIn', { seconds: countdown.remaining }) : t('login.sendCode')}
    </Button>
  );

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(event)}>
      <TextField
        id={`${id}-mobile`}
        name="mobile"
        label={t('login.mobile')}
        value={mobile}
        onChange={handleMobileChange}
        error={errors.mobile}
        type="tel"
        inputMode="numeric"
        maxLength={11}
        autoComplete="tel-national"
        placeholder={t('login.mobilePlaceholder')}
      />
      <TextField
        id={`${id}-code`}
        name="code"
        label={t('login.code')}
        value={code}
        onChange={handleCodeChange}
        error={errors.code}
        inputMode="numeric"
        maxLength={CODE_LENGTH}
        autoComplete="one-time-code"
        placeholder={t('login.codePlaceholder', { length: CODE_LENGTH })}
        extra={sendButton}
      />
      <div role="status" className={styles.notice}>
        {notice}
      </div>
      {refusal && <FormError>{refusal}</FormError>}
      <div className={styles.submit}>
        <Button type="submit" block color="primary" loading={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
