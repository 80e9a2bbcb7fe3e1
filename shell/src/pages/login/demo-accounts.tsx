import { RightOutline } from 'antd-mobile-icons';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContractData } from 'shared/request';
import { api } from 'shared/request';
import { Section } from 'shared/standalone';
import styles from './demo-accounts.module.css';

type DemoAccounts = ContractData<'get', '/api/demo-accounts'>;

/**
 * The local API's seeded accounts with their password (GET /api/demo-accounts answers whenever
 * the database holds the demo seed; otherwise it refuses and nothing is shown). Always shown in
 * full, never folded away. Tapping one fills the password form; each button is named by what it
 * shows (number, who, password), so a voice user can say what they see.
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
    <Section title={t('login.demo.title')}>
      <p className={styles.hint}>{t('login.demo.hint')}</p>
      <ul className={styles.list}>
        {accounts.list.map((account) => (
          <li key={account.mobile} className={styles.item}>
            <button
              type="button"
              className={styles.row}
              onClick={() => onPick(account.mobile, accounts.password)}
            >
              <span className={styles.who}>
                <span className={styles.mobile}>{account.mobile}</span>
                <span className={styles.label}>{account.label}</span>
              </span>
              <span className={styles.password}>{accounts.password}</span>
              <RightOutline aria-hidden className={styles.arrow} />
            </button>
          </li>
        ))}
      </ul>
    </Section>
  );
}
