import { Button, Space, Tag } from 'shared/ui-kit';
import { Input } from 'shared/ui-kit-forms';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from 'shared/request';
import { loginWithToken, resetSession, useCurrentUser, useIsLoggedIn } from 'shared/session';
import { useAsyncData } from './use-async-data';
import styles from './dev-login-bar.module.css';

const JOIN_STATE_KEYS = ['joinState.notJoined', 'joinState.pending', 'joinState.joined'] as const;

function DemoAccounts({ onPick }: { onPick: (mobile: string, password: string) => void }) {
  const { t } = useTranslation();
  const accounts = useAsyncData(
    (signal) => api.get('/api/demo-accounts', { loading: false, toast: false, signal }),
    [],
  );
  // Demo accounts exist only when the API runs in development mode: nothing to list otherwise.
  if (accounts.status !== 'success') return null;
  const { password, list } = accounts.data;
  return (
    <div aria-label={t('devLogin.demoAccounts')} className={styles.accounts}>
      <Space wrap className={styles.accountList}>
        {list.map((account) => (
          <Tag
            key={account.mobile}
            round
            color="primary"
            fill="outline"
            onClick={() => onPick(account.mobile, password)}
            className={styles.account}
          >
            {account.label} · {account.mobile}
          </Tag>
        ))}
      </Space>
    </div>
  );
}

/**
 * The remote's own page only (never in the shell): log in with mobile and password or a demo
 * account, see who is logged in and their join state, and log out. The area below follows the
 * session store like it does in the shell.
 */
export function DevLoginBar() {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const user = useCurrentUser();
  const [mobile, setMobile] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const mobileId = useId();
  const passwordId = useId();

  const logIn = async (withMobile: string, withPassword: string) => {
    setBusy(true);
    try {
      // A refusal (wrong password…) is toasted by the request client.
      const session = await api.post('/api/login', {
        body: { mobile: withMobile, password: withPassword },
      });
      await loginWithToken(session.token);
    } catch {
      // Already shown.
    } finally {
      setBusy(false);
    }
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    void logIn(mobile, password);
  };

  const handleLogout = async () => {
    setBusy(true);
    await api.post('/api/logout', { loading: false, toast: false }).catch(() => undefined);
    // The standalone page has no login page to go to: this bar is the login.
    resetSession({ redirect: false });
    setBusy(false);
  };

  if (loggedIn) {
    const joinState = JOIN_STATE_KEYS[user.is_check] ?? JOIN_STATE_KEYS[0];
    return (
      <header className={styles.bar}>
        <Space align="center" justify="between" block>
          <span>
            {t('devLogin.loggedInAs', { name: user.nickname || user.username || user.mobile })} ·{' '}
            {t(joinState)}
          </span>
          <Button size="mini" onClick={() => void handleLogout()} loading={busy}>
            {t('devLogin.logout')}
          </Button>
        </Space>
      </header>
    );
  }

  return (
    <header className={styles.bar}>
      <form onSubmit={handleSubmit} aria-label={t('devLogin.title')} className={styles.form}>
        <label htmlFor={mobileId} className={styles.label}>
          {t('login.mobile')}
        </label>
        <label htmlFor={passwordId} className={styles.label}>
          {t('login.password')}
        </label>
        <span />
        <Input
          id={mobileId}
          type="tel"
          value={mobile}
          onChange={setMobile}
          autoComplete="username"
          className={styles.input}
        />
        <Input
          id={passwordId}
          type="password"
          value={password}
          onChange={setPassword}
          autoComplete="current-password"
          className={styles.input}
        />
        <Button size="small" color="primary" type="submit" loading={busy}>
          {t('login.submit')}
        </Button>
      </form>
      <DemoAccounts
        onPick={(pickedMobile, pickedPassword) => {
          setMobile(pickedMobile);
          setPassword(pickedPassword);
          void logIn(pickedMobile, pickedPassword);
        }}
      />
    </header>
  );
}
