import { useTranslation } from 'react-i18next';
import type { CSSProperties } from 'react';
import { api } from 'shared/request';
import { AreaPage, AsyncView, useAsyncData } from 'shared/standalone';

const gridStyle: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(3, 1fr)',
  gap: 8,
  margin: '0 12px',
  padding: 0,
  listStyle: 'none',
};

const optionStyle: CSSProperties = {
  padding: '12px 4px',
  background: '#ffffff',
  border: '1px solid #ffd3b0',
  borderRadius: 8,
  textAlign: 'center',
};

/** Recharge: my balance and the amounts I can top up, each with its bonus. */
export default function RechargePage() {
  const { t } = useTranslation();
  const options = useAsyncData(
    (signal) => api.get('/api/recharge/options', { loading: false, toast: false, signal }),
    [],
  );
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
                <li key={option.id} style={optionStyle}>
                  <div style={{ fontSize: 18, fontWeight: 600 }}>¥{option.amount}</div>
                  {Number(option.bonus) > 0 ? (
                    <div style={{ fontSize: 12, color: '#ff801a', marginTop: 4 }}>
                      {t('user.recharge.bonus', { amount: option.bonus })}
                    </div>
                  ) : null}
                </li>
              ))}
            </ul>
          </>
        )}
      </AsyncView>
    </AreaPage>
  );
}
