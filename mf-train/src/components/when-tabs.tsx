import { Tabs } from 'shared/ui-kit';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import styles from './tabs.module.css';
import type { When } from './event-card';

/** Upcoming or past, kept in `?when=`. */
export function useWhenTabs(): { when: When; tabs: React.ReactNode } {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const when: When = params.get('when') === 'past' ? 'past' : 'upcoming';
  const tabs = (
    <Tabs
      className={`${styles.tabs} ${styles.afterIntro}`}
      activeKey={when}
      onChange={(key) => setParams({ when: key }, { replace: true })}
    >
      <Tabs.Tab key="upcoming" title={t('train.event.upcoming')} />
      <Tabs.Tab key="past" title={t('train.event.past')} />
    </Tabs>
  );
  return { when, tabs };
}
