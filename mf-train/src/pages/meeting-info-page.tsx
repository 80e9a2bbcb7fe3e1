import { Button, List, Tag } from 'shared/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, type ContractData } from 'shared/request';
import {
  AreaPage,
  AsyncView,
  Section,
  errorText,
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
import { RichText } from 'shared/standalone/rich-text';

type Meeting = ContractData<'get', '/api/meetings/{id}'>;

function MeetingView({ initial }: { initial: Meeting }) {
  const { t } = useTranslation();
  const [meeting, setMeeting] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const options = { path: { id: meeting.id }, loading: false, toast: false } as const;
  const act = (call: () => Promise<Meeting>, done: string) => {
    setBusy(true);
    setRefusal(null);
    call().then(
      (updated) => {
        setMeeting(updated);
        setBusy(false);
        showToast(done);
      },
      (error: unknown) => {
        setBusy(false);
        setRefusal(errorText(error, (key, opts) => t(key, opts)));
      },
    );
  };
  return (
    <>
      <DetailHeader
        cover={meeting.cover}
        title={meeting.title}
        tags={
          <>
            <Tag color={EVENT_STATUS_COLOURS[meeting.status]} fill="outline">
              {t(`train.event.status.${meeting.status}`)}
            </Tag>
            <Tag fill="outline">{t(`train.meeting.kind.${meeting.kind}`)}</Tag>
            {meeting.signed_up ? (
              <Tag color="primary" fill="outline">
                {t('train.meeting.signedUp')}
              </Tag>
            ) : null}
            {meeting.checked_in_at !== null ? (
              <Tag color="success" fill="outline">
                {t('train.meeting.attended')}
              </Tag>
            ) : null}
          </>
        }
      />
      <Section title={t('train.session.facts')}>
        <List className={facts.facts}>
          <List.Item extra={eventTimeRange(meeting.starts_at, meeting.ends_at)}>
            {t('train.session.time')}
          </List.Item>
          <List.Item extra={meeting.location}>{t('train.session.place')}</List.Item>
          <List.Item extra={meeting.host}>{t('train.meeting.host')}</List.Item>
          <List.Item
            extra={t('train.meeting.attendance', {
              present: meeting.checked_in_count,
              count: meeting.attendee_count,
            })}
          >
            {t('train.meeting.attendanceLabel')}
          </List.Item>
        </List>
      </Section>
      <Section title={t('train.meeting.about')}>
        <div className={facts.body}>
          <RichText html={meeting.body_html} title={t('train.meeting.about')} />
        </div>
      </Section>
      {meeting.status === 'ended' ? <ClosedNote>{t('train.meeting.endedNote')}</ClosedNote> : null}
      {meeting.status !== 'ended' && !(meeting.signed_up && meeting.checked_in_at !== null) ? (
        <ActionBar>
          <MainAction refusal={refusal}>
            {!meeting.signed_up ? (
              <Button
                block
                color="primary"
                loading={busy}
                onClick={() =>
                  act(
                    () => api.post('/api/meetings/{id}/sign-up', options),
                    t('train.meeting.signedUp'),
                  )
                }
              >
                {t('train.meeting.signUp')}
              </Button>
            ) : meeting.checked_in_at === null ? (
              <Button
                block
                color="primary"
                loading={busy}
                onClick={() =>
                  act(
                    () => api.post('/api/meetings/{id}/attend', options),
                    t('train.meeting.attended'),
                  )
                }
              >
                {t('train.meeting.attend')}
              </Button>
            ) : null}
          </MainAction>
        </ActionBar>
      ) : null}
    </>
  );
}

function Loader({ id }: { id: number }) {
  const meeting = useAsyncData(
    (signal) =>
      api.get('/api/meetings/{id}', { path: { id }, loading: false, toast: false, signal }),
    [id],
  );
  return (
    <AsyncView state={meeting} onRetry={meeting.reload}>
      {(data) => <MeetingView initial={data} />}
    </AsyncView>
  );
}

/** /pagesTrain/meeting/info?id=: a meeting's schedule and agenda; sign up, then mark attendance. */
export default function MeetingInfoPage() {
  const id = useIdParam();
  return (
    <AreaPage title="page.train.meetingInfo">
      {id !== undefined ? <Loader key={id} id={id} /> : <MissingId />}
    </AreaPage>
  );
}
