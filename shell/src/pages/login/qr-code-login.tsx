import { DotLoading } from 'shared/ui-kit';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from 'shared/request';
import { isCanceled, useErrorText } from './error-text';
import styles from './qr-code-login.module.css';

/** How often the QR ticket is asked about while it waits for the phone (architecture brief). */
export const QR_POLL_INTERVAL_MS = 2000;

/** The image's size; its box in qr-code-login.module.css is the same. */
const QR_SIZE_PX = 200;

type QrState =
  | { status: 'loading' }
  | { status: 'waiting'; image: string }
  | { status: 'confirmed'; image: string }
  | { status: 'expired'; image: string }
  | { status: 'failed'; message: string };

/**
 * WeChat QR login: fetch a ticket and its QR image, then ask every 2 s whether the phone has
 * confirmed it. Confirmed → logged in; expired → "tap to refresh" fetches a new ticket. Polling
 * stops as soon as the component goes away (another method, or the page left).
 */
export function QrCodeLogin({ onToken }: { onToken: (token: string) => Promise<void> }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [state, setState] = useState<QrState>({ status: 'loading' });
  const [round, setRound] = useState(0);
  // The latest callbacks, so a re-render does not restart the ticket.
  const latest = useRef({ onToken, errorText });
  latest.current = { onToken, errorText };

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const options = { loading: false, toast: false, signal } as const;

    const schedule = (ticket: string, image: string, expiresAt: number) => {
      timer = setTimeout(() => void poll(ticket, image, expiresAt), QR_POLL_INTERVAL_MS);
    };

    const poll = async (ticket: string, image: string, expiresAt: number) => {
      let result;
      try {
        result = await api.get('/api/login/ischeck', { ...options, query: { ticket } });
      } catch (error) {
        if (signal.aborted || isCanceled(error)) return;
        // A failed poll is retried; a ticket past its life is expired even if the API is silent.
        if (Date.now() >= expiresAt) setState({ status: 'expired', image });
        else schedule(ticket, image, expiresAt);
        return;
      }
      if (signal.aborted) return;
      if (result.status === 'pending') return schedule(ticket, image, expiresAt);
      if (result.status === 'expired') return setState({ status: 'expired', image });
      setState({ status: 'confirmed', image });
      try {
        await latest.current.onToken(result.session.token);
      } catch (error) {
        if (!signal.aborted)
          setState({ status: 'failed', message: latest.current.errorText(error) });
      }
    };

    const start = async () => {
      setState({ status: 'loading' });
      try {
        const qr = await api.get('/api/login/qrcode', options);
        if (signal.aborted) return;
        setState({ status: 'waiting', image: qr.qrcode });
        schedule(qr.ticket, qr.qrcode, Date.now() + qr.expires_in * 1000);
      } catch (error) {
        if (signal.aborted || isCanceled(error)) return;
        setState({ status: 'failed', message: latest.current.errorText(error) });
      }
    };

    void start();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [round]);

  const handleRefresh = () => setRound((n) => n + 1);

  return (
    <div className={styles.qr}>
      <div className={styles.box} aria-busy={state.status === 'loading'}>
        {state.status === 'loading' && <DotLoading color="primary" />}
        {'image' in state && (
          <img
            src={state.image}
            alt={t('login.qr.image')}
            width={QR_SIZE_PX}
            height={QR_SIZE_PX}
            className={
              state.status === 'waiting' ? styles.image : `${styles.image} ${styles.dimmed}`
            }
          />
        )}
        {state.status === 'expired' && (
          <button type="button" className={styles.overlay} onClick={handleRefresh}>
            {t('login.qr.expired')}
          </button>
        )}
        {state.status === 'failed' && (
          <button type="button" className={styles.overlay} onClick={handleRefresh}>
            {t('login.qr.failed')}
          </button>
        )}
      </div>
      <p role="status" className={styles.hint}>
        {state.status === 'confirmed' ? t('login.qr.confirmed') : t('login.qr.hint')}
      </p>
      {state.status === 'failed' && (
        <p role="alert" className={styles.error}>
          {state.message}
        </p>
      )}
    </div>
  );
}
