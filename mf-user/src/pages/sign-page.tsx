import { Button, Toast } from 'shared/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from 'shared/paths';
import { api, type ContractData } from 'shared/request';
import { refreshUser } from 'shared/session';
import { AreaPage, AsyncView, useAsyncData } from 'shared/standalone';
import { cardStyle, mutedStyle } from '../components/card-style';
import { MonthCalendar } from '../components/month-calendar';

type Calendar = ContractData<'get', '/api/user/sign-in'>;

function shiftMonth(month: string, by: number): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(year, m - 1 + by, 1));
  return date.toISOString().slice(0, 7);
}

function Stat({ value, label, testId }: { value: number; label: string; testId: string }) {
  return (
    <div style={{ textAlign: 'center', flex: 1 }}>
      <strong style={{ fontSize: 22, color: '#ff801a' }} data-testid={testId}>
        {value}
      </strong>
      <div style={mutedStyle}>{label}</div>
    </div>
  );
}

/** Daily check-in: this month's calendar, my streak and points; checking in once a day. */
export default function SignPage() {
  const { t } = useTranslation();
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
    <AreaPage title="page.user.sign" about="user.sign.about">
      <AsyncView state={loaded} onRetry={loaded.reload}>
        {(data) => {
          const calendar = fresh && fresh.month === data.month ? fresh : data;
          const signed = new Map(calendar.days.map((d) => [d.day, d.points]));
          const thisMonth = calendar.today.slice(0, 7);
          return (
            <>
              <div style={{ ...cardStyle, display: 'flex' }}>
                <Stat value={calendar.streak} label={t('user.sign.streak')} testId="streak" />
                <Stat value={calendar.points} label={t('user.points')} testId="sign-points" />
                <Stat value={calendar.total_days} label={t('user.sign.totalDays')} testId="days" />
              </div>
              <div style={cardStyle}>
                <div
                  style={{
                    display: 'flex',
                    justifyContent: 'space-between',
                    alignItems: 'center',
                    marginBottom: 8,
                  }}
                >
                  <Button
                    size="mini"
                    fill="none"
                    aria-label={t('user.sign.previousMonth')}
                    onClick={() => setMonth(shiftMonth(calendar.month, -1))}
                  >
                    ‹
                  </Button>
                  <strong>{calendar.month}</strong>
                  <Button
                    size="mini"
                    fill="none"
                    aria-label={t('user.sign.nextMonth')}
                    disabled={calendar.month >= thisMonth}
                    onClick={() => setMonth(shiftMonth(calendar.month, 1))}
                  >
                    ›
                  </Button>
                </div>
                <MonthCalendar month={calendar.month} today={calendar.today} signed={signed} />
              </div>
              <div style={{ padding: '0 12px' }}>
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
                <p style={{ ...mutedStyle, textAlign: 'center' }}>{t('user.sign.rule')}</p>
                <p style={{ textAlign: 'center' }}>
                  <Link to={PATHS.user.integral}>{t('user.sign.ledger')}</Link>
                </p>
              </div>
            </>
          );
        }}
      </AsyncView>
    </AreaPage>
  );
}
