import { Button, Toast } from 'shared/ui-kit';
import { LeftOutline, RightOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from 'shared/paths';
import { api, type ContractData } from 'shared/request';
import { refreshUser } from 'shared/session';
import { AreaPage, AsyncView, useAsyncData } from 'shared/standalone';
import { formatMonth } from '../components/format';
import { MonthCalendar } from '../components/month-calendar';
import { Panel } from '../components/panel';
import { StatRow } from '../components/stat-row';
import styles from './sign-page.module.css';

type Calendar = ContractData<'get', '/api/user/sign-in'>;

function shiftMonth(month: string, by: number): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(year, m - 1 + by, 1));
  return date.toISOString().slice(0, 7);
}

/** Daily check-in: this month's calendar, my streak and points; checking in once a day. */
export default function SignPage() {
  const { t, i18n } = useTranslation();
  const [month, setMonth] = useState<string | null>(null);
  const [fresh, setFresh] = useState<Calendar | null>(null);
  const [signing, setSigning] = useState(false);
  const loaded = useAsyncData(
    (signal) =>
      api.get('/api/user/sign-in', {
        query: month ? { month } : {},
        loading: false,
        toast: false,
        signal,
      }),
    [month],
  );

  const signIn = async (current: Calendar) => {
    setSigning(true);
    try {
      const next = await api.post('/api/user/sign-in');
      setMonth(null);
      setFresh(next);
      const earned = next.points - current.points;
      Toast.show({ icon: 'success', content: t('user.sign.earned', { points: earned }) });
      void refreshUser({ force: true }).catch(() => undefined);
    } catch {
      // Toasted by the request client (already checked in today).
    } finally {
      setSigning(false);
    }
  };

  return (
    <AreaPage title="page.user.sign">
      <AsyncView state={loaded} onRetry={loaded.reload}>
        {(data) => {
          const calendar = fresh && fresh.month === data.month ? fresh : data;
          const signed = new Map(calendar.days.map((d) => [d.day, d.points]));
          const thisMonth = calendar.today.slice(0, 7);
          const monthLabel = formatMonth(calendar.month, i18n.language);
          return (
            <>
              <Panel>
                <StatRow
                  stats={[
                    {
                      value: calendar.streak,
                      label: t('user.sign.streak'),
                      accent: true,
                      testId: 'streak',
                    },
                    { value: calendar.points, label: t('user.points'), testId: 'sign-points' },
                    { value: calendar.total_days, label: t('user.sign.totalDays'), testId: 'days' },
                  ]}
                />
                <div className={styles.action}>
                  <Button
                    block
                    color="primary"
                    size="large"
                    disabled={calendar.signed_today}
                    loading={signing}
                    onClick={() => void signIn(calendar)}
                  >
                    {calendar.signed_today
                      ? t('user.sign.done')
                      : t('user.sign.action', { points: calendar.next_points })}
                  </Button>
                  <p className={styles.rule}>{t('user.sign.rule')}</p>
                </div>
              </Panel>
              <Panel>
                <div className={styles.monthBar}>
                  <Button
                    size="small"
                    fill="none"
                    aria-label={t('user.sign.previousMonth')}
                    onClick={() => setMonth(shiftMonth(calendar.month, -1))}
                  >
                    <LeftOutline aria-hidden />
                  </Button>
                  <strong className={styles.month}>{monthLabel}</strong>
                  <Button
                    size="small"
                    fill="none"
                    aria-label={t('user.sign.nextMonth')}
                    disabled={calendar.month >= thisMonth}
                    onClick={() => setMonth(shiftMonth(calendar.month, 1))}
                  >
                    <RightOutline aria-hidden />
                  </Button>
                </div>
                <MonthCalendar
                  month={calendar.month}
                  label={monthLabel}
                  today={calendar.today}
                  signed={signed}
                />
              </Panel>
              <p className={styles.ledger}>
                <Link to={PATHS.user.integral}>{t('user.sign.ledger')}</Link>
              </p>
            </>
          );
        }}
      </AsyncView>
    </AreaPage>
  );
}
