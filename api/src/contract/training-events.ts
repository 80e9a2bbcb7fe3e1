import { Type } from '@sinclair/typebox';
import { defineOperation } from './define-operation';
import { IdParams, PageQuery, Timestamp, paged } from './common-schemas';

const EventStatus = Type.Union([
  Type.Literal('upcoming'),
  Type.Literal('ongoing'),
  Type.Literal('ended'),
]);

const WhenQuery = Type.Object(
  {
    when: Type.Optional(
      Type.Union([Type.Literal('upcoming'), Type.Literal('past')], {
        description: 'upcoming: not ended yet, soonest first; past: ended, latest first',
      }),
    ),
    ...PageQuery,
  },
  { additionalProperties: false },
);

const CheckInBody = Type.Object(
  {
    code: Type.String({ pattern: '^[0-9a-f]{16}$', description: 'from the QR code at the venue' }),
  },
  { additionalProperties: false },
);

export const TrainingSessionSummary = Type.Object(
  {
    id: Type.Integer(),
    title: Type.String(),
    cover: Type.String(),
    location: Type.String(),
    lecturer: Type.Union([Type.Object({ id: Type.Integer(), name: Type.String() }), Type.Null()]),
    seats: Type.Integer({ minimum: 1 }),
    enrolled_count: Type.Integer({ minimum: 0 }),
    starts_at: Timestamp,
    ends_at: Timestamp,
    status: EventStatus,
    enrolled: Type.Boolean({ description: 'I have a seat' }),
  },
  { $id: 'TrainingSessionSummary' },
);

export const TrainingSession = Type.Object(
  {
    ...TrainingSessionSummary.properties,
    summary: Type.String(),
    body_html: Type.String({ description: 'the programme and materials, rich text' }),
    lecturer_detail: Type.Union([
      Type.Object({ name: Type.String(), title: Type.String(), avatar: Type.String() }),
      Type.Null(),
    ]),
    schedule: Type.Array(
      Type.Object({
        id: Type.Integer(),
        title: Type.String(),
        speaker: Type.String(),
        body: Type.String(),
        starts_at: Timestamp,
        ends_at: Timestamp,
      }),
    ),
    checked_in_at: Type.Union([Timestamp, Type.Null()]),
    checkin_code: Type.Union([Type.String(), Type.Null()], {
      description: "the venue's sign-in code, shown to managers to display as a QR code",
    }),
  },
  { $id: 'TrainingSession' },
);

export const listTrainingSessions = defineOperation({
  operationId: 'listTrainingSessions',
  method: 'get',
  path: '/api/training-sessions',
  tier: 'joined',
  tag: 'training',
  summary: 'In-person training sessions, upcoming or past',
  query: WhenQuery,
  data: paged(TrainingSessionSummary),
});

export const getTrainingSession = defineOperation({
  operationId: 'getTrainingSession',
  method: 'get',
  path: '/api/training-sessions/{id}',
  tier: 'joined',
  tag: 'training',
  summary: 'A training session: time, place, lecturer, seats, agenda and materials, my seat',
  params: IdParams,
  data: TrainingSession,
});

export const enrolTrainingSession = defineOperation({
  operationId: 'enrolTrainingSession',
  method: 'post',
  path: '/api/training-sessions/{id}/enrol',
  tier: 'joined',
  tag: 'training',
  summary: 'Take a seat (once; refused when every seat is taken)',
  params: IdParams,
  data: TrainingSession,
  refusals: ['training.full', 'training.started'],
});

export const cancelTrainingSession = defineOperation({
  operationId: 'cancelTrainingSession',
  method: 'post',
  path: '/api/training-sessions/{id}/cancel',
  tier: 'joined',
  tag: 'training',
  summary: 'Give my seat back before the session starts',
  params: IdParams,
  data: TrainingSession,
  refusals: ['training.noSeat', 'training.started'],
});

export const checkInTrainingSession = defineOperation({
  operationId: 'checkInTrainingSession',
  method: 'post',
  path: '/api/training-sessions/{id}/check-in',
  tier: 'joined',
  tag: 'training',
  summary: 'Sign in at the venue with the code of its QR code (from an hour before the start)',
  params: IdParams,
  body: CheckInBody,
  data: TrainingSession,
  refusals: ['training.codeInvalid', 'training.noSeat', 'training.signInOpens', 'training.ended'],
});

export const MeetingSummary = Type.Object(
  {
    id: Type.Integer(),
    title: Type.String(),
    cover: Type.String(),
    kind: Type.Union([Type.Literal('online'), Type.Literal('offline')]),
    host: Type.String(),
    location: Type.String(),
    summary: Type.String(),
    starts_at: Timestamp,
    ends_at: Timestamp,
    status: EventStatus,
    attendee_count: Type.Integer({ minimum: 0 }),
    signed_up: Type.Boolean(),
  },
  { $id: 'MeetingSummary' },
);

export const Meeting = Type.Object(
  {
    ...MeetingSummary.properties,
    body_html: Type.String({ description: 'the agenda, rich text' }),
    signed_up_at: Type.Union([Timestamp, Type.Null()]),
    checked_in_at: Type.Union([Timestamp, Type.Null()]),
    checked_in_count: Type.Integer({ minimum: 0 }),
  },
  { $id: 'Meeting' },
);

export const listMeetings = defineOperation({
  operationId: 'listMeetings',
  method: 'get',
  path: '/api/meetings',
  tier: 'joined',
  tag: 'training',
  summary: 'Company meetings, upcoming or past',
  query: WhenQuery,
  data: paged(MeetingSummary),
});

export const getMeeting = defineOperation({
  operationId: 'getMeeting',
  method: 'get',
  path: '/api/meetings/{id}',
  tier: 'joined',
  tag: 'training',
  summary: 'A meeting: schedule, agenda, my sign-up and attendance',
  params: IdParams,
  data: Meeting,
});

export const signUpMeeting = defineOperation({
  operationId: 'signUpMeeting',
  method: 'post',
  path: '/api/meetings/{id}/sign-up',
  tier: 'joined',
  tag: 'training',
  summary: 'Sign up for a meeting (once)',
  params: IdParams,
  data: Meeting,
  refusals: ['meeting.ended'],
});

export const attendMeeting = defineOperation({
  operationId: 'attendMeeting',
  method: 'post',
  path: '/api/meetings/{id}/attend',
  tier: 'joined',
  tag: 'training',
  summary: 'Record my attendance (from 30 minutes before the start to the end)',
  params: IdParams,
  data: Meeting,
  refusals: ['meeting.signUpFirst', 'meeting.attendanceOpens', 'meeting.ended'],
});

export const PolicySummary = Type.Object(
  {
    id: Type.Integer(),
    catalogue_id: Type.Integer(),
    doc_no: Type.String(),
    title: Type.String(),
    published_at: Timestamp,
    has_attachment: Type.Boolean(),
  },
  { $id: 'PolicySummary' },
);

export const listPolicyCatalogues = defineOperation({
  operationId: 'listPolicyCatalogues',
  method: 'get',
  path: '/api/policy-catalogues',
  tier: 'joined',
  tag: 'training',
  summary: 'Policy catalogues with how many documents each holds',
  data: Type.Object({
    list: Type.Array(
      Type.Object({
        id: Type.Integer(),
        name: Type.String(),
        policy_count: Type.Integer({ minimum: 0 }),
      }),
    ),
  }),
});

export const listPolicies = defineOperation({
  operationId: 'listPolicies',
  method: 'get',
  path: '/api/policies',
  tier: 'joined',
  tag: 'training',
  summary: 'Policy documents, newest first, of one catalogue or all',
  query: Type.Object(
    { catalogue_id: Type.Optional(Type.Integer({ minimum: 1 })), ...PageQuery },
    { additionalProperties: false },
  ),
  data: paged(PolicySummary),
});

export const getPolicy = defineOperation({
  operationId: 'getPolicy',
  method: 'get',
  path: '/api/policies/{id}',
  tier: 'joined',
  tag: 'training',
  summary: 'A policy document to read in place, with its attachment',
  params: IdParams,
  data: Type.Object({
    ...PolicySummary.properties,
    catalogue: Type.String(),
    body_html: Type.String(),
    attachment_url: Type.String({ description: "'' when there is none" }),
  }),
});

export const eventOperations = [
  listTrainingSessions,
  getTrainingSession,
  enrolTrainingSession,
  cancelTrainingSession,
  checkInTrainingSession,
  listMeetings,
  getMeeting,
  signUpMeeting,
  attendMeeting,
  listPolicyCatalogues,
  listPolicies,
  getPolicy,
] as const;
