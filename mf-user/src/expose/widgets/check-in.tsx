import { Button } from 'shared/ui-kit-core';
import { CalendarOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from 'shared/paths';
import { api, type ContractData } from 'shared/request';
import { refreshUser, useIsLoggedIn } from 'shared/session';
import { AsyncView, WidgetFrame, useAsyncData } from 'shared/standalone';
import styles from './check-in.module.css';

type Calendar = ContractData<'get', '/api/user/sign-in'>;

function CheckIn() {
  const { t } = useTranslation();
  const loaded = useAsyncData(
    (signal) => api.get('/api/user/sign-in', { loading: false, toast: false, signal }),
    [],
  );
  const [fresh, setFresh] = useState<Calendar | null>(null);
  const [busy, setBusy] = useState(false);
  const signIn = async () => {
    setBusy(true);
    try {
      setFresh(await api.post('/api/user/sign-in'));
      void refreshUser({ force: true }).catch(() => undefined);
    } catch {
      // Toasted by the request client.
    } finally {
      setBusy(false);
    }
  };
  return (
    <AsyncView state={loaded} onRetry={loaded.reload} compact>
      {(data) => {
        const calendar = fresh ?? data;
        return (
          <div className={styles.body}>
            <span className={styles.icon} aria-hidden>
              <CalendarOutline />
            </span>
            <div className={styles.text}>
              <div className={styles.points}>
                {t('user.widget.points', { points: calendar.points })}
              </div>
              <div className={styles.streak}>
                {t('user.widget.streak', { count: calendar.streak })}
              </div>
            </div>
            <Button
              size="small"
              color="primary"
              className={styles.action}
              disabled={calendar.signed_today}
              loading={busy}
              onClick={() => void signIn()}
            >
              {calendar.signed_today
                ? t('user.sign.done')
                : t('user.widget.checkIn', { points: calendar.next_points })}
            </Button>
          </div>
        );
      }}
    </AsyncView>
  );
}

/** Home widget: today's check-in (one tap) and my points; for visitors, a way to log in. */
export default function CheckInWidget() {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  return (
    <WidgetFrame title="user.widget.title" moreTo={PATHS.user.sign}>
      {loggedIn ? (
        <CheckIn />
      ) : (
        <div className={styles.body}>
          <Link to={PATHS.shell.login} className={styles.login}>
            {t('user.widget.login')}
          </Link>
        </div>
      )}
    </WidgetFrame>
  );
}
