import { Tabs } from 'shared/ui-kit';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import styles from './tabs.module.css';
import type { CompulsoryFilter } from './compulsory-card';

type Status = NonNullable<CompulsoryFilter['status']>;
const STATUSES: readonly Status[] = ['unfinished', 'overdue', 'completed'];
const ALL = 'all';

/** Tabs over my required courses by status, kept in `?status=`. */
export function useStatusTabs(): { status: Status | undefined; tabs: React.ReactNode } {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status = STATUSES.find((s) => s === raw);
  const tabs = (
    <Tabs
      className={`${styles.tabs} ${styles.afterIntro}`}
      activeKey={status ?? ALL}
      onChange={(key) => {
        const next = new URLSearchParams(params);
        if (key === ALL) next.delete('status');
        else next.set('status', key);
        setParams(next, { replace: true });
      }}
    >
      <Tabs.Tab key={ALL} title={t('train.filter.all')} />
      {STATUSES.map((s) => (
        <Tabs.Tab key={s} title={t(`train.compulsory.tab.${s}`)} />
      ))}
    </Tabs>
  );
  return { status, tabs };
}
