import { Button } from 'shared/ui-kit';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from 'shared/request';
import { isCanceled, useErrorText } from './error-text';
import { FormError, TextField } from './text-field';
import { digitsOnly, mobileError, passwordError } from './validation';
import styles from './password-login-form.module.css';

export type PasswordDraft = { mobile: string; password: string };

type Errors = { mobile?: string | undefined; password?: string | undefined };

type PasswordLoginFormProps = {
  /** Filled in by a demo account; the form is re-mounted (keyed) when it changes. */
  initial: PasswordDraft;
  onToken: (token: string) => Promise<void>;
};

/** Mobile + password (POST /api/login). Checked before any call; refusals shown inline. */
export function PasswordLoginForm({ initial, onToken }: PasswordLoginFormProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const id = useId();
  const [mobile, setMobile] = useState(initial.mobile);
  const [password, setPassword] = useState(initial.password);
  const [checked, setChecked] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const [busy, setBusy] = useState(false);

  const errors: Errors = checked
    ? { mobile: mobileError(mobile, t), password: passwordError(password, t) }
    : {};

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    setRefusal(undefined);
    if (mobileError(mobile, t) || passwordError(password, t)) return;
    setBusy(true);
    try {
      const session = await api.post('/api/login', { body: { mobile, password }, toast: false });
      await onToken(session.token);
    } catch (error) {
      if (!isCanceled(error)) setRefusal(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(event)}>
      <TextField
        id={`${id}-mobile`}
        name="mobile"
        label={t('login.mobile')}
        value={mobile}
        onChange={(value) => setMobile(digitsOnly(value))}
        error={errors.mobile}
        type="tel"
        inputMode="numeric"
        maxLength={11}
        autoComplete="username"
        placeholder={t('login.mobilePlaceholder')}
      />
      <TextField
        id={`${id}-password`}
        name="password"
        label={t('login.password')}
        value={password}
        onChange={setPassword}
        error={errors.password}
        type="password"
        autoComplete="current-password"
        placeholder={t('login.passwordPlaceholder')}
      />
      {refusal && <FormError>{refusal}</FormError>}
      <div className={styles.submit}>
        <Button type="submit" block color="primary" loading={busy}>
          {t('login.submit')}
        </Button>
      </div>
    </form>
  );
}
