import { Tabs } from 'shared/ui-kit';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AreaPage } from 'shared/standalone';
import { formatCalendar } from 'shared/time-ago';
import { Panel } from '../components/panel';
import pageTabs from '../components/page-tabs.module.css';
import styles from './agreement-page.module.css';

/**
 * When the agreement and the privacy policy last changed (China time): the one place this date is
 * written; change it with the texts below.
 */
const AGREEMENT_UPDATED = new Date('2026-11-01T00:00:00+08:00');

const AGREEMENT = [
  'user.agreement.terms.1',
  'user.agreement.terms.2',
  'user.agreement.terms.3',
  'user.agreement.terms.4',
  'user.agreement.terms.5',
] as const;

const PRIVACY = [
  'user.agreement.privacy.1',
  'user.agreement.privacy.2',
  'user.agreement.privacy.3',
  'user.agreement.privacy.4',
  'user.agreement.privacy.5',
] as const;

/** The user agreement and the privacy policy (public: readable before logging in). */
export default function AgreementPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'privacy' ? 'privacy' : 'terms';
  const paragraphs = tab === 'privacy' ? PRIVACY : AGREEMENT;
  return (
    <AreaPage title="page.user.agreement">
      <Tabs
        className={pageTabs.tabs}
        activeKey={tab}
        onChange={(key) => setParams(key === 'privacy' ? { tab: key } : {}, { replace: true })}
      >
        <Tabs.Tab key="terms" title={t('user.agreement.termsTitle')} />
        <Tabs.Tab key="privacy" title={t('user.agreement.privacyTitle')} />
      </Tabs>
      <Panel as="article">
        <p className={styles.updated}>
          {t('user.agreement.updated', { date: formatCalendar(AGREEMENT_UPDATED, 'day') })}
        </p>
        <ol className={styles.clauses}>
          {paragraphs.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ol>
      </Panel>
    </AreaPage>
  );
}
