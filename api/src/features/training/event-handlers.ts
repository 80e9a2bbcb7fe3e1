import { createHmac } from 'node:crypto';
import type { Static } from '@sinclair/typebox';
import {
  attendMeeting,
  cancelTrainingSession,
  checkInTrainingSession,
  enrolTrainingSession,
  getMeeting,
  getPolicy,
  getTrainingSession,
  listMeetings,
  listPolicies,
  listPolicyCatalogues,
  listTrainingSessions,
  signUpMeeting,
  type Meeting,
  type TrainingSession,
} from '../../contract/training-events';
import { nowSeconds } from '../../clock';
import type { Db } from '../../db/open-database';
import { statement } from '../../db/statement-cache';
import { notFound, refuse } from '../../http/api-error';
import { implement } from '../../http/implement';
import { pageOf } from '../../http/paging';
import type { Services } from '../../services';
import { storedName } from '../../texts';
import type { UserRow } from '../users/user-row';

const HOUR = 3600;
/** Sign-in at a training session opens this long before it starts. */
const SESSION_CHECKIN_LEAD = HOUR;
/** Attendance at a meeting opens this long before it starts. */
const MEETING_ATTEND_LEAD = HOUR / 2;

const statusOf = (startsAt: number, endsAt: number, now: number) =>
  now < startsAt ? ('upcoming' as const) : now < endsAt ? ('ongoing' as const) : ('ended' as const);

const WHEN_WHERE = `(@when IS NULL OR (@when = 'upcoming' AND ends_at > @now)
  OR (@when = 'past' AND ends_at <= @now))`;
const WHEN_ORDER = `CASE WHEN @when = 'past' THEN -starts_at ELSE starts_at END, id`;

type SessionRow = {
  id: number;
  title: string;
  cover: string;
  location: string;
  lecturer_id: number | null;
  lecturer_name: string | null;
  seats: number;
  enrolled_count: number;
  starts_at: number;
  ends_at: number;
  my_status: 'enrolled' | 'cancelled' | null;
};

const SESSION_SELECT = `SELECT s.id, s.title, s.cover, s.location, s.lecturer_id, t.name AS lecturer_name,
    s.seats, s.enrolled_count, s.starts_at, s.ends_at, su.status AS my_status
  FROM training_sessions s LEFT JOIN lecturers t ON t.id = s.lecturer_id
  LEFT JOIN training_signups su ON su.session_id = s.id AND su.user_id = @userId`;

const sessionSummary = (row: SessionRow, now: number) => ({
  id: row.id,
  title: row.title,
  cover: row.cover,
  location: row.location,
  lecturer:
    row.lecturer_id === null ? null : { id: row.lecturer_id, name: row.lecturer_name ?? '' },
  seats: row.seats,
  enrolled_count: row.enrolled_count,
  starts_at: row.starts_at,
  ends_at: row.ends_at,
  status: statusOf(row.starts_at, row.ends_at, now),
  enrolled: row.my_status === 'enrolled',
});

/** The code of a session's venue QR code: derived from a server secret, so it cannot be guessed. */
const checkinCode = (services: Services, sessionId: number): string =>
  createHmac('sha256', services.paymentKey)
    .update(`training-session:${sessionId}`)
    .digest('hex')
    .slice(0, 16);

function sessionView(
  services: Services,
  user: UserRow,
  id: number,
): Static<typeof TrainingSession> {
  const { db } = services;
  const now = nowSeconds();
  const row = statement<Record<string, unknown>, SessionRow>(
    db,
    `${SESSION_SELECT} WHERE s.id = @id`,
  ).get({ userId: user.id, id });
  if (!row) throw notFound('trainingSession');
  const detail = statement<
    [number],
    {
      summary: string;
      body_html: string;
      l_name: string | null;
      l_title: string | null;
      l_avatar: string | null;
    }
  >(
    db,
    `SELECT s.summary, s.body_html, t.name AS l_name, t.title AS l_title, t.avatar AS l_avatar
     FROM training_sessions s LEFT JOIN lecturers t ON t.id = s.lecturer_id WHERE s.id = ?`,
  ).get(id)!;
  const schedule = statement<
    [number],
    { id: number; title: string; speaker: string; body: string; starts_at: number; ends_at: number }
  >(
    db,
    `SELECT id, title, speaker, body, starts_at, ends_at FROM training_schedule_items
     WHERE session_id = ? ORDER BY starts_at, id`,
  ).all(id);
  const signup = statement<[number, number], { checked_in_at: number | null }>(
    db,
    "SELECT checked_in_at FROM training_signups WHERE session_id = ? AND user_id = ? AND status = 'enrolled'",
  ).get(id, user.id);
  return {
    ...sessionSummary(row, now),
    summary: detail.summary,
    body_html: detail.body_html,
    lecturer_detail:
      detail.l_name === null
        ? null
        : { name: detail.l_name, title: detail.l_title ?? '', avatar: detail.l_avatar ?? '' },
    schedule,
    checked_in_at: signup?.checked_in_at ?? null,
    checkin_code: user.role === 'staff' ? null : checkinCode(services, id),
  };
}

function sessionTimes(db: Db, id: number): { starts_at: number; ends_at: number } {
  const row = statement<[number], { starts_at: number; ends_at: number }>(
    db,
    'SELECT starts_at, ends_at FROM training_sessions WHERE id = ?',
  ).get(id);
  if (!row) throw notFound('trainingSession');
  return row;
}

type MeetingRow = {
  id: number;
  title: string;
  cover: string;
  kind: 'online' | 'offline';
  host: string;
  location: string;
  summary: string;
  starts_at: number;
  ends_at: number;
  attendee_count: number;
  signed_up_at: number | null;
};

const MEETING_SELECT = `SELECT m.id, m.title, m.cover, m.kind, m.host, m.location, m.summary,
    m.starts_at, m.ends_at,
    (SELECT COUNT(*) FROM meeting_attendees a WHERE a.meeting_id = m.id) AS attendee_count,
    mine.signed_up_at
  FROM meetings m LEFT JOIN meeting_attendees mine ON mine.meeting_id = m.id AND mine.user_id = @userId`;

const meetingSummary = (row: MeetingRow, now: number) => ({
  id: row.id,
  title: row.title,
  cover: row.cover,
  kind: row.kind,
  host: row.host,
  location: row.location,
  summary: row.summary,
  starts_at: row.starts_at,
  ends_at: row.ends_at,
  status: statusOf(row.starts_at, row.ends_at, now),
  attendee_count: row.attendee_count,
  signed_up: row.signed_up_at !== null,
});

function meetingView(db: Db, userId: number, id: number): Static<typeof Meeting> {
  const row = statement<Record<string, unknown>, MeetingRow>(
    db,
    `${MEETING_SELECT} WHERE m.id = @id`,
  ).get({
    userId,
    id,
  });
  if (!row) throw notFound('meeting');
  const extra = statement<
    [number, number],
    { body_html: string; checked_in_at: number | null; checked_in_count: number }
  >(
    db,
    `SELECT m.body_html,
       (SELECT checked_in_at FROM meeting_attendees WHERE meeting_id = m.id AND user_id = ?) AS checked_in_at,
       (SELECT COUNT(*) FROM meeting_attendees WHERE meeting_id = m.id AND checked_in_at IS NOT NULL)
         AS checked_in_count
     FROM meetings m WHERE m.id = ?`,
  ).get(userId, id)!;
  return {
    ...meetingSummary(row, nowSeconds()),
    body_html: extra.body_html,
    signed_up_at: row.signed_up_at,
    checked_in_at: extra.checked_in_at,
    checked_in_count: extra.checked_in_count,
  };
}

type PolicyRow = {
  id: number;
  catalogue_id: number;
  doc_no: string;
  title: string;
  published_at: number;
  attachment_url: string;
};

const policySummary = (row: PolicyRow) => ({
  id: row.id,
  catalogue_id: row.catalogue_id,
  doc_no: row.doc_no,
  title: row.title,
  published_at: row.published_at,
  has_attachment: row.attachment_url !== '',
});

export const eventHandlers = [
  implement(listTrainingSessions, ({ query, caller, services }) => {
    const now = nowSeconds();
    return pageOf(services.db, {
      select: `SELECT * FROM (${SESSION_SELECT}) WHERE ${WHEN_WHERE}`,
      orderBy: WHEN_ORDER,
      params: { userId: caller.user.id, now, when: query.when ?? null },
      page: query.page,
      pageSize: query.pageSize,
      map: (row: SessionRow) => sessionSummary(row, now),
    });
  }),

  implement(getTrainingSession, ({ params, caller, services }) =>
    sessionView(services, caller.user, params.id),
  ),

  implement(enrolTrainingSession, ({ params, caller, services }) => {
    const { db } = services;
    db.transaction(() => {
      const times = sessionTimes(db, params.id);
      if (nowSeconds() >= times.starts_at) throw refuse('training.started');
      const mine = statement<[number, number], { status: string }>(
        db,
        'SELECT status FROM training_signups WHERE session_id = ? AND user_id = ?',
      ).get(params.id, caller.user.id);
      if (mine?.status === 'enrolled') return;
      // The seat count and the row change together, and only while a seat is free.
      const { changes } = db
        .prepare(
          'UPDATE training_sessions SET enrolled_count = enrolled_count + 1 WHERE id = ? AND enrolled_count < seats',
        )
        .run(params.id);
      if (!changes) throw refuse('training.full');
      db.prepare(
        `INSERT INTO training_signups (session_id, user_id, status, created_at) VALUES (?, ?, 'enrolled', ?)
         ON CONFLICT (session_id, user_id) DO UPDATE SET status = 'enrolled', created_at = excluded.created_at`,
      ).run(params.id, caller.user.id, nowSeconds());
    })();
    return sessionView(services, caller.user, params.id);
  }),

  implement(cancelTrainingSession, ({ params, caller, services }) => {
    const { db } = services;
    db.transaction(() => {
      const times = sessionTimes(db, params.id);
      if (nowSeconds() >= times.starts_at) throw refuse('training.started');
      const { changes } = db
        .prepare(
          "UPDATE training_signups SET status = 'cancelled' WHERE session_id = ? AND user_id = ? AND status = 'enrolled'",
        )
        .run(params.id, caller.user.id);
      if (!changes) throw refuse('training.noSeat');
      db.prepare(
        'UPDATE training_sessions SET enrolled_count = enrolled_count - 1 WHERE id = ?',
      ).run(params.id);
    })();
    return sessionView(services, caller.user, params.id);
  }),

  implement(checkInTrainingSession, ({ params, body, caller, services }) => {
    const { db } = services;
    const times = sessionTimes(db, params.id);
    if (body.code !== checkinCode(services, params.id)) throw refuse('training.codeInvalid');
    const now = nowSeconds();
    if (now < times.starts_at - SESSION_CHECKIN_LEAD) throw refuse('training.signInOpens');
    if (now >= times.ends_at) throw refuse('training.ended');
    const seat = statement<[number, number], { checked_in_at: number | null }>(
      db,
      "SELECT checked_in_at FROM training_signups WHERE session_id = ? AND user_id = ? AND status = 'enrolled'",
    ).get(params.id, caller.user.id);
    if (!seat) throw refuse('training.noSeat');
    db.prepare(
      'UPDATE training_signups SET checked_in_at = ? WHERE session_id = ? AND user_id = ? AND checked_in_at IS NULL',
    ).run(now, params.id, caller.user.id);
    return sessionView(services, caller.user, params.id);
  }),

  implement(listMeetings, ({ query, caller, services }) => {
    const now = nowSeconds();
    return pageOf(services.db, {
      select: `SELECT * FROM (${MEETING_SELECT}) WHERE ${WHEN_WHERE}`,
      orderBy: WHEN_ORDER,
      params: { userId: caller.user.id, now, when: query.when ?? null },
      page: query.page,
      pageSize: query.pageSize,
      map: (row: MeetingRow) => meetingSummary(row, now),
    });
  }),

  implement(getMeeting, ({ params, caller, services }) =>
    meetingView(services.db, caller.user.id, params.id),
  ),

  implement(signUpMeeting, ({ params, caller, services }) => {
    const { db } = services;
    const meeting = meetingView(db, caller.user.id, params.id);
    if (meeting.status === 'ended') throw refuse('meeting.ended');
    db.prepare(
      'INSERT OR IGNORE INTO meeting_attendees (meeting_id, user_id, signed_up_at) VALUES (?, ?, ?)',
    ).run(params.id, caller.user.id, nowSeconds());
    return meetingView(db, caller.user.id, params.id);
  }),

  implement(attendMeeting, ({ params, caller, services }) => {
    const { db } = services;
    const meeting = meetingView(db, caller.user.id, params.id);
    const now = nowSeconds();
    if (!meeting.signed_up) throw refuse('meeting.signUpFirst');
    if (now >= meeting.ends_at) throw refuse('meeting.ended');
    if (now < meeting.starts_at - MEETING_ATTEND_LEAD) throw refuse('meeting.attendanceOpens');
    db.prepare(
      'UPDATE meeting_attendees SET checked_in_at = ? WHERE meeting_id = ? AND user_id = ? AND checked_in_at IS NULL',
    ).run(now, params.id, caller.user.id);
    return meetingView(db, caller.user.id, params.id);
  }),

  implement(listPolicyCatalogues, ({ services, language }) => ({
    list: statement<
      [],
      { id: number; name: string; name_kind: string | null; policy_count: number }
    >(
      services.db,
      `SELECT c.id, c.name, c.name_kind, (SELECT COUNT(*) FROM policies p WHERE p.catalogue_id = c.id) AS policy_count
       FROM policy_catalogues c ORDER BY c.sort, c.id`,
    )
      .all()
      .map(({ name_kind, ...row }) => ({
        ...row,
        name: storedName('policyCatalogue.', name_kind, row.name, language),
      })),
  })),

  implement(listPolicies, ({ query, services }) =>
    pageOf(services.db, {
      select: `SELECT id, catalogue_id, doc_no, title, published_at, attachment_url FROM policies
        WHERE (@catalogueId IS NULL OR catalogue_id = @catalogueId)`,
      orderBy: 'published_at DESC, id DESC',
      params: { catalogueId: query.catalogue_id ?? null },
      page: query.page,
      pageSize: query.pageSize,
      map: policySummary,
    }),
  ),

  implement(getPolicy, ({ params, services, language }) => {
    const row = statement<
      [number],
      PolicyRow & { body_html: string; catalogue: string; catalogue_kind: string | null }
    >(
      services.db,
      `SELECT p.id, p.catalogue_id, p.doc_no, p.title, p.published_at, p.attachment_url, p.body_html,
         c.name AS catalogue, c.name_kind AS catalogue_kind
       FROM policies p JOIN policy_catalogues c ON c.id = p.catalogue_id WHERE p.id = ?`,
    ).get(params.id);
    if (!row) throw notFound('policy');
    return {
      ...policySummary(row),
      catalogue: storedName('policyCatalogue.', row.catalogue_kind, row.catalogue, language),
      body_html: row.body_html,
      attachment_url: row.attachment_url,
    };
  }),
];
