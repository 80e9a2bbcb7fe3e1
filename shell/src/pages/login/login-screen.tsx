import { Tabs } from 'shared/ui-kit';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { detectPlatform } from 'shared/platform';
import { BrandMark } from '../../brand/brand-mark';
import { useAppName } from '../../brand/use-app-name';
import { useShellPageMeta } from '../../layout/use-shell-page-meta';
import { DemoAccountList } from './demo-accounts';
import { PasswordLoginForm, type PasswordDraft } from './password-login-form';
import { QrCodeLogin } from './qr-code-login';
import { SmsLoginForm } from './sms-login-form';
import { useFinishLogin } from './use-finish-login';
import { WechatLogin, type WechatReturn } from './wechat-login';
import styles from './login-screen.module.css';

type Method = 'password' | 'sms' | 'qrCode' | 'wechat';

/**
 * The login page (no nav bar): password, SMS code and WeChat QR code everywhere, and WeChat
 * login inside the WeChat browser (listed first there). Demo accounts are listed when the API
 * offers them. Users who are already logged in never get here: the guard sends them home.
 */
export default function LoginScreen() {
  const { t } = useTranslation();
  const appName = useAppName();
  useShellPageMeta(undefined);
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const redirect = searchParams.get('redirect');
  const finishLogin = useFinishLogin();

  // Read once: the page drops code/state from its URL as soon as they are used.
  const [wechatReturn] = useState<WechatReturn | null>(() => {
    const code = searchParams.get('code');
    return code ? { code, state: searchParams.get('state') } : null;
  });
  const [inWechat] = useState(() => detectPlatform().isWechat);
  const methods: Method[] =
    inWechat || wechatReturn
      ? ['wechat', 'password', 'sms', 'qrCode']
      : ['password', 'sms', 'qrCode'];
  const [method, setMethod] = useState<Method>(methods[0] ?? 'password');
  const [draft, setDraft] = useState<{ values: PasswordDraft; version: number }>({
    values: { mobile: '', password: '' },
    version: 0,
  });

  const handlePickDemo = useCallback((mobile: string, password: string) => {
    setDraft((d) => ({ values: { mobile, password }, version: d.version + 1 }));
    setMethod('password');
  }, []);

  const handleReturnHandled = useCallback(() => {
    const next = new URLSearchParams();
    if (redirect) next.set('redirect', redirect);
    void navigate({ search: next.toString() }, { replace: true });
  }, [navigate, redirect]);

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <BrandMark />
        <h1 className={styles.title}>{t('login.welcome')}</h1>
        <p className={styles.hint}>
          <span className={styles.appName}>{appName}</span> · {t('login.welcomeHint')}
        </p>
      </header>
      <div className={styles.card}>
        <Tabs
          aria-label={t('login.methods')}
          activeKey={method}
          onChange={(key) => setMethod(key as Method)}
          stretch
          className={styles.tabs}
        >
          {methods.map((m) => (
            <Tabs.Tab key={m} title={t(`login.method.${m}`)} />
          ))}
        </Tabs>
        <div>
          {method === 'password' && (
            <PasswordLoginForm key={draft.version} initial={draft.values} onToken={finishLogin} />
          )}
          {method === 'sms' && <SmsLoginForm onToken={finishLogin} />}
          {method === 'qrCode' && <QrCodeLogin onToken={finishLogin} />}
          {method === 'wechat' && (
            <WechatLogin
              back={wechatReturn}
              redirect={redirect}
              onToken={finishLogin}
              onReturnHandled={handleReturnHandled}
            />
          )}
        </div>
      </div>
      <DemoAccountList onPick={handlePickDemo} />
    </div>
  );
}
