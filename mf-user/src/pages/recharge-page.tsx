import { Button } from 'shared/ui-kit';
import { BillOutline } from 'antd-mobile-icons';
import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PATHS } from 'shared/paths';
import { api } from 'shared/request';
import { ActionBar, AreaPage, AsyncView, Section, useAsyncData } from 'shared/standalone';
import { CardLinks } from '../components/card-links';
import { CashierSheet } from '../components/cashier-sheet';
import { Panel } from '../components/panel';
import styles from './recharge-page.module.css';
import { RowIcon } from '../components/row-icon';

/**
 * Recharge: my balance and the amounts on offer with their bonus (the first one chosen to begin
 * with); the chosen one becomes an order, paid in the cashier sheet (WeChat Pay: a recharge is
 * never paid from the balance).
 */
export default function RechargePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<number | null>(null);
  const [creating, setCreating] = useState(false);
  const [paying, setPaying] = useState<number | null>(null);
  const options = useAsyncData(
    (signal) => api.get('/api/recharge/options', { loading: false, toast: false, signal }),
    [],
  );
  const recharge = async (optionId: number) => {
    setCreating(true);
    try {
      const order = await api.post('/api/recharge', { body: { option_id: optionId } });
      setPaying(order.id);
    } catch {
      // Toasted by the request client.
    } finally {
      setCreating(false);
    }
  };
  return (
    <AreaPage title="page.user.recharge" about="user.recharge.about">
      <AsyncView state={options} onRetry={options.reload}>
        {({ balance, list }) => {
          // The first amount on offer is chosen until another is tapped: one tap to recharge.
          const option = list.find((o) => o.id === chosen) ?? list[0];
          return (
            <>
              <Panel>
                <div className={styles.balanceLabel}>{t('user.recharge.current')}</div>
                <div className={styles.balance} data-testid="balance">
                  ¥{balance}
                </div>
              </Panel>
              <Section title={t('user.recharge.options')} card={false}>
                <ul
                  className={styles.options}
                  aria-label={t('user.recharge.options')}
                  // Two or three a row, so no amount is left alone on the last one.
                  style={{ '--columns': list.length % 3 === 0 ? 3 : 2 } as CSSProperties}
                >
                  {list.map((item) => (
                    <li key={item.id}>
                      <button
                        type="button"
                        aria-pressed={option?.id === item.id}
                        className={
                          option?.id === item.id
                            ? `${styles.option} ${styles.chosen}`
                            : styles.option
                        }
                        onClick={() => setChosen(item.id)}
                      >
                        <span className={styles.amount}>¥{item.amount}</span>
                        {Number(item.bonus) > 0 ? (
                          <span className={styles.bonus}>
                            {t('user.recharge.bonus', { amount: item.bonus })}
                          </span>
                        ) : null}
                      </button>
                    </li>
                  ))}
                </ul>
              </Section>
              <Panel padded={false}>
                <CardLinks
                  links={[
                    {
                      to: PATHS.user.order,
                      title: 'page.user.order',
                      icon: (
                        <RowIcon>
                          <BillOutline />
                        </RowIcon>
                      ),
                    },
                  ]}
                />
              </Panel>
              <ActionBar>
                <Button
                  block
                  color="primary"
                  disabled={!option}
                  loading={creating}
                  onClick={() => {
                    if (option) void recharge(option.id);
                  }}
                >
                  {option
                    ? t('user.recharge.submitAmount', { amount: option.amount })
                    : t('user.recharge.submit')}
                </Button>
              </ActionBar>
            </>
          );
        }}
      </AsyncView>
      <CashierSheet
        orderId={paying}
        onClose={() => setPaying(null)}
        onPaid={() => {
          setPaying(null);
          navigate(PATHS.user.order);
        }}
      />
    </AreaPage>
  );
}
