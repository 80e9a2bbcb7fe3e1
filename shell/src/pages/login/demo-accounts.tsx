import { useEffect, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContractData } from 'shared/request';
import { api } from 'shared/request';

type DemoAccounts = ContractData<'get', '/api/demo-accounts'>;

const rowStyle: CSSProperties = {
  display: 'flex',
  width: '100%',
  alignItems: 'baseline',
  gap: 8,
  padding: '10px 12px',
  border: 0,
  borderTop: '1px solid #f0f0f0',
  background: 'none',
  font: 'inherit',
  fontSize: 13,
  color: '#333333',
  textAlign: 'left',
  cursor: 'pointer',
};

/**
 * The local API's seeded accounts (GET /api/demo-accounts answers in development only; in
 * production it refuses and nothing is shown). Tapping one fills the password form.
 */
export function DemoAccountList({
  onPick,
}: {
  onPick: (mobile: string, password: string) => void;
}) {
  const { t } = useTranslation();
  const [accounts, setAccounts] = useState<DemoAccounts | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    api
      .get('/api/demo-accounts', { loading: false, toast: false, signal: controller.signal })
      .then(setAccounts, () => setAccounts(null));
    return () => controller.abort();
  }, []);

  if (!accounts || accounts.list.length === 0) return null;
  return (
    <section
      aria-labelledby="demo-accounts-title"
      style={{ margin: '16px 16px 0', borderRadius: 8, background: '#ffffff', overflow: 'hidden' }}
    >
      <h2 id="demo-accounts-title" style={{ margin: 0, padding: '12px 12px 2px', fontSize: 14 }}>
        {t('login.demo.title')}
      </h2>
      <p style={{ margin: 0, padding: '0 12px 8px', fontSize: 12, color: '#999999' }}>
        {t('login.demo.hint')}
      </p>
      <ul style={{ margin: 0, padding: 0, listStyle: 'none' }}>
        {accounts.list.map((account) => (
          <li key={account.mobile}>
            <button
              type="button"
              style={rowStyle}
              aria-label={t('login.demo.use', { mobile: account.mobile, label: account.label })}
              onClick={() => onPick(account.mobile, accounts.password)}
            >
              <span style={{ fontVariantNumeric: 'tabular-nums' }}>{account.mobile}</span>
              <span style={{ flex: 1, color: '#666666' }}>{account.label}</span>
              <span style={{ color: '#999999' }}>{accounts.password}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
