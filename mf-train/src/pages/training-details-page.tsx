import { Steps } from 'shared/ui-kit';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { PATHS } from 'shared/paths';
import { api, type ContractData } from 'shared/request';
import { AreaPage, AsyncView, QrCodeImage, useAsyncData, useIdParam } from 'shared/standalone';
import { formatTime } from '../components/formats';
import { MissingId } from '../components/missing-id';
import { RichText } from '../components/rich-text';

type Session = ContractData<'get', '/api/training-sessions/{id}'>;

const cardStyle: CSSProperties = { background: '#ffffff', padding: 16, marginBottom: 12 };

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
      <section style={cardStyle} aria-labelledby="session-agenda">
        <h2 id="session-agenda" style={{ margin: '0 0 8px', fontSize: 16 }}>
          {t('train.session.agenda')}
        </h2>
        <Steps direction="vertical" current={-1}>
          {session.schedule.map((item) => (
            <Steps.Step
              key={item.id}
              title={`${formatTime(item.starts_at, i18n.language)}–${formatTime(item.ends_at, i18n.language)} ${item.title}`}
              description={item.speaker}
            />
          ))}
        </Steps>
      </section>
      <section style={cardStyle} aria-labelledby="session-materials">
        <h2 id="session-materials" style={{ margin: '0 0 8px', fontSize: 16 }}>
          {t('train.session.materials')}
        </h2>
        <RichText html={session.body_html} />
      </section>
      {signInUrl ? (
        <section style={{ ...cardStyle, textAlign: 'center' }} aria-labelledby="session-qr">
          <h2 id="session-qr" style={{ margin: '0 0 8px', fontSize: 16 }}>
            {t('train.session.qrTitle')}
          </h2>
          <QrCodeImage text={signInUrl} label={t('train.session.qrTitle')} />
          <p style={{ fontSize: 12, color: '#999999' }}>{t('train.session.qrHint')}</p>
        </section>
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
