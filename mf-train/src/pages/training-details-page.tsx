import { Steps } from 'shared/ui-kit';
import { useTranslation } from 'react-i18next';
import { PATHS } from 'shared/paths';
import { api, type ContractData } from 'shared/request';
import {
  AreaPage,
  AsyncView,
  QrCodeImage,
  Section,
  useAsyncData,
  useIdParam,
} from 'shared/standalone';
import facts from '../components/facts.module.css';
import { formatTime } from '../components/formats';
import { MissingId } from '../components/missing-id';
import { RichText } from '../components/rich-text';
import styles from './training-details-page.module.css';

type Session = ContractData<'get', '/api/training-sessions/{id}'>;

function Details({ session }: { session: Session }) {
  const { t, i18n } = useTranslation();
  const signInUrl =
    session.checkin_code === null
      ? null
      : new URL(
          `${PATHS.train.trainingInfo}?id=${session.id}&checkin=${session.checkin_code}`,
          window.location.href,
        ).href;
  return (
    <>
      <Section title={t('train.session.agenda')}>
        <div className={facts.body}>
          <Steps direction="vertical" current={-1} className={styles.steps}>
            {session.schedule.map((item) => (
              <Steps.Step
                key={item.id}
                title={`${formatTime(item.starts_at, i18n.language)}–${formatTime(item.ends_at, i18n.language)} ${item.title}`}
                description={item.speaker}
              />
            ))}
          </Steps>
        </div>
      </Section>
      <Section title={t('train.session.materials')}>
        <div className={facts.body}>
          <RichText html={session.body_html} title={t('train.session.materials')} />
        </div>
      </Section>
      {signInUrl ? (
        <Section title={t('train.session.qrTitle')}>
          <div className={styles.qr}>
            <QrCodeImage text={signInUrl} label={t('train.session.qrTitle')} />
            <p className={styles.qrHint}>{t('train.session.qrHint')}</p>
          </div>
        </Section>
      ) : null}
    </>
  );
}

/** /pagesTrain/training/details?id=: a session's agenda and materials (and, for managers, its sign-in QR code). */
export default function TrainingDetailsPage() {
  const id = useIdParam();
  const session = useAsyncData(
    (signal) =>
      id === undefined
        ? Promise.reject(new Error('no id'))
        : api.get('/api/training-sessions/{id}', {
            path: { id },
            loading: false,
            toast: false,
            signal,
          }),
    [id],
  );
  return (
    <AreaPage title="page.train.trainingDetails">
      {id === undefined ? (
        <MissingId />
      ) : (
        <AsyncView state={session} onRetry={session.reload}>
          {(data) => <Details session={data} />}
        </AsyncView>
      )}
    </AreaPage>
  );
}
