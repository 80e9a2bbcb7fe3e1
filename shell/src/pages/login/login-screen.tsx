import { Tabs } from 'shared/ui-kit';
import { useCallback, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { THEME_COLOR } from 'shared/constants';
import { detectPlatform } from 'shared/platform';
import { useShellPageMeta } from '../../layout/use-shell-page-meta';
import { DemoAccountList } from './demo-accounts';
import { PasswordLoginForm, type PasswordDraft } from './password-login-form';
import { QrCodeLogin } from './qr-code-login';
import { SmsLoginForm } from './sms-login-form';
import { useFinishLogin } from './use-finish-login';
import { WechatLogin, type WechatReturn } from './wechat-login';

type Method = 'password' | 'sms' | 'qrCode' | 'wechat';

const headerStyle: CSSProperties = {
  padding: 'calc(48px + env(safe-area-inset-top)) 24px 40px',
  background: `linear-gradient(180deg, ${THEME_COLOR} 0%, #ffa35c 100%)`,
  color: '#ffffff',
};

const cardStyle: CSSProperties = {
  margin: '-24px 16px 0',
  padding: '4px 16px 20px',
  borderRadius: 12,
  background: '#ffffff',
  boxShadow: '0 2px 12px rgba(0, 0, 0, 0.06)',
};

/**
 * The login page (no nav bar): password, SMS code and WeChat QR code everywhere, and WeChat
 * login inside the WeChat browser (listed first there). Demo accounts are listed when the API
 * offers them. Users who are already logged in never get here: the guard sends them home.
 */
export default function LoginScreen() {
  const { t } = useTranslation();
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
    <div style={{ paddingBottom: 24 }}>
      <header style={headerStyle}>
        <h1 style={{ margin: 0, fontSize: 24, fontWeight: 600 }}>{t('login.welcome')}</h1>
        <p style={{ margin: '8px 0 0', fontSize: 14, opacity: 0.9 }}>
          {t('app.name')} · {t('login.welcomeHint')}
        </p>
      </header>
      <div style={cardStyle}>
        <Tabs
          aria-label={t('login.methods')}
          activeKey={method}
          onChange={(key) => setMethod(key as Method)}
          style={{ '--title-font-size': '15px', '--content-padding': '0' }}
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
