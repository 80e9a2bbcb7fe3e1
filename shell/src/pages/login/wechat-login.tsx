import { Button } from 'shared/ui-kit';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WxLoginResult } from 'shared/api';
import { api } from 'shared/request';
import { isCanceled, useErrorText } from './error-text';
import { SmsCodeForm } from './sms-code-form';
import { startWechatAuthorize, takeWechatState } from './wechat-authorize';
import styles from './wechat-login.module.css';

/** What WeChat's authorize step sent back to the login page (`?code=&state=`). */
export type WechatReturn = { code: string; state: string | null };

type Phase =
  | { kind: 'idle' }
  | { kind: 'working' }
  | { kind: 'bind'; ticket: string }
  | { kind: 'failed'; message: string };

// A code is single-use: one redemption per code, even when React runs an effect twice.
const redemptions = new Map<string, Promise<WxLoginResult>>();

function redeem(back: WechatReturn): Promise<WxLoginResult> {
  let redemption = redemptions.get(back.code);
  if (!redemption) {
    redemption = takeWechatState(back.state)
      ? api.post('/api/login/wx_app', { body: { code: back.code }, toast: false })
      : Promise.reject(new StateMismatchError());
    redemptions.set(back.code, redemption);
  }
  return redemption;
}

class StateMismatchError extends Error {
  override name = 'StateMismatchError';
}

type WechatLoginProps = {
  /** Set when the page was opened by the authorize step's redirect. */
  back: WechatReturn | null;
  redirect: string | null;
  onToken: (token: string) => Promise<void>;
  /** The authorize answer has been used: the page drops `code` and `state` from its URL. */
  onReturnHandled: () => void;
};

/**
 * Inside the WeChat browser: "Log in with WeChat" goes to the authorize page; back on this page
 * with a code, POST /api/login/wx_app logs in, or asks to bind a mobile first (bind_required →
 * mobile + SMS code → POST /api/login/bind).
 */
export function WechatLogin({ back, redirect, onToken, onReturnHandled }: WechatLoginProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [phase, setPhase] = useState<Phase>(back ? { kind: 'working' } : { kind: 'idle' });
  const latest = useRef({ onToken, errorText, onReturnHandled });
  latest.current = { onToken, errorText, onReturnHandled };

  useEffect(() => {
    if (!back) return;
    let current = true;
    const run = async () => {
      try {
        const result = await redeem(back);
        if (!current) return;
        if (result.status === 'bind_required') {
          setPhase({ kind: 'bind', ticket: result.bind_ticket });
          latest.current.onReturnHandled();
          return;
        }
        await latest.current.onToken(result.session.token);
      } catch (error) {
        if (!current || isCanceled(error)) return;
        const message =
          error instanceof StateMismatchError
            ? t('login.wechat.stateMismatch')
            : latest.current.errorText(error);
        setPhase({ kind: 'failed', message });
        latest.current.onReturnHandled();
      }
    };
    void run();
    return () => {
      current = false;
    };
  }, [back, t]);

  const ticket = phase.kind === 'bind' ? phase.ticket : null;
  const handleBind = useCallback(
    async (mobile: string, code: string) => {
      if (ticket === null) return;
      const session = await api.post('/api/login/bind', {
        body: { bind_ticket: ticket, mobile, code },
        toast: false,
      });
      await onToken(session.token);
    },
    [ticket, onToken],
  );

  if (phase.kind === 'bind') {
    return (
      <section aria-labelledby="wechat-bind-title">
        <h2 id="wechat-bind-title" className={styles.bindTitle}>
          {t('login.bind.title')}
        </h2>
        <p className={styles.bindHint}>{t('login.bind.hint')}</p>
        <SmsCodeForm scene="bind" submitLabel={t('login.bind.submit')} onSubmit={handleBind} />
      </section>
    );
  }

  return (
    <div className={styles.start}>
      <p role="status" className={styles.status}>
        {phase.kind === 'working' ? t('login.wechat.working') : t('login.wechat.hint')}
      </p>
      {phase.kind === 'failed' && (
        <p role="alert" className={styles.error}>
          {phase.message}
        </p>
      )}
      <Button
        block
        color="success"
        loading={phase.kind === 'working'}
        onClick={() => startWechatAuthorize(redirect)}
      >
        {phase.kind === 'failed' ? t('login.wechat.retry') : t('login.byWechat')}
      </Button>
    </div>
  );
}
