import { Button } from 'shared/ui-kit';
import type { CSSProperties } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PATHS } from 'shared/paths';
import { api } from 'shared/request';
import { AreaPage, AsyncView, useAsyncData } from 'shared/standalone';
import { cashierPath } from '../components/cashier-link';

const gridStyle: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(3, 1fr)',
  gap: 8,
  margin: '0 12px',
  padding: 0,
  listStyle: 'none',
};

const optionStyle = (chosen: boolean): CSSProperties => ({
  width: '100%',
  padding: '12px 4px',
  background: chosen ? '#fff3e8' : '#ffffff',
  border: `1px solid ${chosen ? '#ff801a' : '#ffd3b0'}`,
  borderRadius: 8,
  textAlign: 'center',
  color: '#333333',
});

/** Recharge: my balance and the amounts on offer with their bonus; the chosen one goes to the cashier. */
export default function RechargePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<number | null>(null);
  const [creating, setCreating] = useState(false);
  const options = useAsyncData(
    (signal) => api.get('/api/recharge/options', { loading: false, toast: false, signal }),
    [],
  );
  const recharge = async (optionId: number) => {
    setCreating(true);
    try {
      const order = await api.post('/api/recharge', { body: { option_id: optionId } });
      navigate(cashierPath(order.id));
    } catch {
      // Toasted by the request client.
    } finally {
      setCreating(false);
    }
  };
  return (
    <AreaPage title="page.user.recharge" about="user.recharge.about">
      <AsyncView state={options} onRetry={options.reload}>
        {({ balance, list }) => (
          <>
            <p style={{ margin: '0 16px 12px', fontSize: 14 }}>
              {t('user.balance')}: <strong data-testid="balance">¥{balance}</strong>
            </p>
            <ul style={gridStyle} aria-label={t('user.recharge.options')}>
              {list.map((option) => (
                <li key={option.id}>
                  <button
                    type="button"
                    aria-pressed={chosen === option.id}
                    style={optionStyle(chosen === option.id)}
                    onClick={() => setChosen(option.id)}
                  >
                    <div style={{ fontSize: 18, fontWeight: 600 }}>¥{option.amount}</div>
                    {Number(option.bonus) > 0 ? (
                      <div style={{ fontSize: 12, color: '#ff801a', marginTop: 4 }}>
                        {t('user.recharge.bonus', { amount: option.bonus })}
                      </div>
                    ) : null}
                  </button>
                </li>
              ))}
            </ul>
            <div style={{ padding: 16 }}>
              <Button
                block
                color="primary"
                size="large"
                disabled={chosen === null}
                loading={creating}
                onClick={() => {
                  if (chosen !== null) void recharge(chosen);
                }}
              >
                {t('user.recharge.submit')}
              </Button>
              <p style={{ textAlign: 'center', fontSize: 13 }}>
                <Link to={PATHS.user.order}>{t('page.user.order')}</Link>
              </p>
            </div>
          </>
        )}
      </AsyncView>
    </AreaPage>
  );
}
