import { Avatar, Button, Dialog, List, Tag } from 'shared/ui-kit';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PATHS } from 'shared/paths';
import { api, type ContractData } from 'shared/request';
import {
  AreaPage,
  AsyncView,
  Section,
  errorText,
  mediaUrl,
  useAsyncData,
  useIdParam,
} from 'shared/standalone';
import { showToast } from 'shared/ui';
import { ActionBar, MainAction } from '../components/action-bar';
import { DetailHeader } from '../components/detail-header';
import { ClosedNote } from '../components/closed-note';
import { EVENT_STATUS_COLOURS, eventTimeRange } from '../components/event-card';
import facts from '../components/facts.module.css';
import { MissingId } from '../components/missing-id';

type Session = ContractData<'get', '/api/training-sessions/{id}'>;

function SessionView({ initial, checkinCode }: { initial: Session; checkinCode: string | null }) {
  const { t } = useTranslation();
  const [session, setSession] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const full = session.enrolled_count >= session.seats;
  const act = (call: () => Promise<Session>, done: string) => {
    setBusy(true);
    setRefusal(null);
    call().then(
      (updated) => {
        setSession(updated);
        setBusy(false);
        showToast(done);
      },
      (error: unknown) => {
        setBusy(false);
        setRefusal(errorText(error, (key, options) => t(key, options)));
      },
    );
  };
  const options = { path: { id: session.id }, loading: false, toast: false } as const;
  const enrol = () =>
    act(
      () => api.post('/api/training-sessions/{id}/enrol', options),
      t('train.session.enrolledToast'),
    );
  /** A seat given back may be taken by someone else, so the reader confirms it first. */
  const cancel = async () => {
    const confirmed = await Dialog.confirm({
      title: t('train.session.cancelConfirmTitle'),
      content: t('train.session.cancelConfirm'),
      confirmText: t('train.session.cancel'),
      cancelText: t('train.session.keepSeat'),
    });
    if (!confirmed) return;
    act(
      () => api.post('/api/training-sessions/{id}/cancel', options),
      t('train.session.cancelled'),
    );
  };
  const checkIn = (code: string) =>
    act(
      () => api.post('/api/training-sessions/{id}/check-in', { ...options, body: { code } }),
      t('train.session.checkedIn'),
    );

  /** The one thing to do here, if any; else why there is nothing to do. */
  let action: ReactNode = null;
  let closed: string | null = null;
  if (session.status === 'ended') closed = t('train.session.endedNote');
  else if (checkinCode && session.enrolled && session.checked_in_at === null)
    action = (
      <Button block color="primary" loading={busy} onClick={() => checkIn(checkinCode)}>
        {t('train.session.signIn')}
      </Button>
    );
  else if (session.status === 'ongoing') {
    if (!session.enrolled) closed = t('train.session.startedNote');
  } else if (session.enrolled)
    action = (
      <Button block loading={busy} onClick={() => void cancel()}>
        {t('train.session.cancel')}
      </Button>
    );
  else
    action = (
      <Button block color="primary" loading={busy} disabled={full} onClick={enrol}>
        {full ? t('train.session.full') : t('train.session.enrol')}
      </Button>
    );

  return (
    <>
      <DetailHeader
        cover={session.cover}
        title={session.title}
        tags={
          <>
            <Tag color={EVENT_STATUS_COLOURS[session.status]} fill="outline">
              {t(`train.event.status.${session.status}`)}
            </Tag>
            {session.enrolled ? (
              <Tag color="primary" fill="outline">
                {t('train.session.enrolled')}
              </Tag>
            ) : null}
            {session.checked_in_at !== null ? (
              <Tag color="success" fill="outline">
                {t('train.session.signedIn')}
              </Tag>
            ) : null}
          </>
        }
      >
        {session.summary}
      </DetailHeader>
      <Section title={t('train.session.facts')}>
        <List className={facts.facts}>
          <List.Item extra={eventTimeRange(session.starts_at, session.ends_at)}>
            {t('train.session.time')}
          </List.Item>
          <List.Item extra={session.location}>{t('train.session.place')}</List.Item>
          <List.Item
            extra={t('train.session.seatsValue', {
              taken: session.enrolled_count,
              seats: session.seats,
            })}
          >
            {t('train.session.seatsLabel')}
          </List.Item>
          <Link to={`${PATHS.train.trainingDetails}?id=${session.id}`} className={facts.link}>
            <List.Item arrowIcon>{t('train.session.agenda')}</List.Item>
          </Link>
        </List>
      </Section>
      {session.lecturer_detail ? (
        <Section title={t('train.course.lecturer')}>
          <List className={facts.facts}>
            <List.Item
              prefix={
                <Avatar
                  className={facts.avatar}
                  src={mediaUrl(session.lecturer_detail.avatar)}
                  alt=""
                />
              }
              description={session.lecturer_detail.title}
            >
              {session.lecturer_detail.name}
            </List.Item>
          </List>
        </Section>
      ) : null}
      {closed ? <ClosedNote>{closed}</ClosedNote> : null}
      {action ? (
        <ActionBar>
          <MainAction refusal={refusal}>{action}</MainAction>
        </ActionBar>
      ) : null}
    </>
  );
}

function Loader({ id, checkinCode }: { id: number; checkinCode: string | null }) {
  const session = useAsyncData(
    (signal) =>
      api.get('/api/training-sessions/{id}', {
        path: { id },
        loading: false,
        toast: false,
        signal,
      }),
    [id],
  );
  return (
    <AsyncView state={session} onRetry={session.reload}>
      {(data) => <SessionView initial={data} checkinCode={checkinCode} />}
    </AsyncView>
  );
}

/**
 * /pagesTrain/training/info?id=: a session's time, place, lecturer and seats; take or give back a
 * seat. Opened from the venue's QR code (`&checkin=`), it signs me in.
 */
export default function TrainingInfoPage() {
  const id = useIdParam();
  const [params] = useSearchParams();
  const checkin = params.get('checkin');
  const code = checkin && /^[0-9a-f]{16}$/.test(checkin) ? checkin : null;
  return (
    <AreaPage title="page.train.trainingInfo">
      {id !== undefined ? <Loader key={id} id={id} checkinCode={code} /> : <MissingId />}
    </AreaPage>
  );
}
