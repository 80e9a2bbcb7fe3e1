import { Tabs } from 'shared/ui-kit';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AreaPage } from 'shared/standalone';
import { cardStyle } from '../components/card-style';

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
        activeKey={tab}
        onChange={(key) => setParams(key === 'privacy' ? { tab: key } : {}, { replace: true })}
      >
        <Tabs.Tab key="terms" title={t('user.agreement.termsTitle')} />
        <Tabs.Tab key="privacy" title={t('user.agreement.privacyTitle')} />
      </Tabs>
      <article style={{ ...cardStyle, marginTop: 12, fontSize: 14, lineHeight: 1.8 }}>
        <p style={{ marginTop: 0, color: '#999999', fontSize: 12 }}>
          {t('user.agreement.updated')}
        </p>
        {paragraphs.map((key, i) => (
          <p key={key}>
            {i + 1}. {t(key)}
          </p>
        ))}
      </article>
    </AreaPage>
  );
}
