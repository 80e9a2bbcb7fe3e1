import { Steps } from 'shared/ui-kit';
import { useMemo } from 'react';
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
import { formatCalendarSeconds } from 'shared/time-ago';
import facts from '../components/facts.module.css';
import { stepStatus, withoutRepeatedAgenda } from '../components/agenda';
import { MissingId } from '../components/missing-id';
import { RichText } from 'shared/standalone/rich-text';
import styles from './training-details-page.module.css';

type Session = ContractData<'get', '/api/training-sessions/{id}'>;
function Agenda({ schedule }: { schedule: Session['schedule'] }) {
  const { t } = useTranslation();
  const now = Date.now() / 1000;
  return (
    <Steps direction="vertical" className={styles.steps}>
      {schedule.map((item) => {
        const status = stepStatus(item, now);
        const time = `${formatCalendarSeconds(item.starts_at, 'time')}–${formatCalendarSeconds(item.ends_at, 'time')}`;
        return (
          <Steps.Step
            key={item.id}
            status={status}
            title={
              <span className={styles.stepTitle}>
                <span className={styles.stepTime}>{time}</span>
                <span>{item.title}</span>
                {status === 'process' ? (
                  <span className={styles.now}>{t('train.event.status.ongoing')}</span>
                ) : null}
              </span>
            }
            description={item.speaker}
          />
        );
      })}
    </Steps>
  );
}

function Details({ session }: { session: Session }) {
  const { t } = useTranslation();
  const about = useMemo(
    () =>
      withoutRepeatedAgenda(
        session.body_html,
        session.schedule.map((item) => item.title),
      ),
    [session],
  );
  const signInUrl =
    session.checkin_code === null
      ? null
      : new URL(
          `${PATHS.train.trainingInfo}?id=${session.id}&checkin=${session.checkin_code}`,
          window.location.href,
        ).href;
  return (
    <>
      {session.schedule.length > 0 ? (
        <Section
          title={t('train.session.agenda')}
          extra={formatCalendarSeconds(session.starts_at, 'day')}
        >
          <div className={facts.body}>
            <Agenda schedule={session.schedule} />
          </div>
        </Section>
      ) : null}
      {about.trim() !== '' ? (
        <Section title={t('train.session.about')}>
          <div className={facts.body}>
            <RichText html={about} title={t('train.session.about')} />
          </div>
        </Section>
      ) : null}
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

/** /pagesTrain/training/details?id=: a session's agenda (where it stands now), what it is about, and for managers its sign-in QR code. */
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
