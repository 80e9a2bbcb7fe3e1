import { Button } from 'shared/ui-kit';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SMS_COUNTDOWN_S } from 'shared/constants';
import { api } from 'shared/request';

export type SmsScene = 'password' | 'logoff';

/**
 * Sends an SMS code to a mobile and counts down 60 s before another may be sent (spec 9). A
 * refusal (too soon) is toasted by the request client and the button stays ready.
 */
export function SmsCodeButton({ mobile, scene }: { mobile: string; scene: SmsScene }) {
  const { t } = useTranslation();
  const [left, setLeft] = useState(0);
  const [sending, setSending] = useState(false);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  const send = async () => {
    setSending(true);
    try {
      await api.post('/api/sms', { body: { mobile, scene } });
      setLeft(SMS_COUNTDOWN_S);
    } catch {
      // Already toasted by the request client.
    } finally {
      setSending(false);
    }
  };
  return (
    <Button
      size="small"
      color="primary"
      fill="outline"
      disabled={left > 0 || !mobile}
      loading={sending}
      onClick={() => void send()}
    >
      {left > 0 ? t('login.resendIn', { seconds: left }) : t('login.sendCode')}
    </Button>
  );
}
