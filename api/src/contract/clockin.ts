import { Type } from '@sinclair/typebox';
import { defineOperation } from './define-operation';
import { Id, IdParams, PageQuery, Timestamp, paged, pagedWith } from './common-schemas';

const Day = Type.String({
  pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$',
  description: "'YYYY-MM-DD', China time",
});

export const ClockinActivityStatus = Type.Union(
  [Type.Literal('upcoming'), Type.Literal('ongoing'), Type.Literal('ended')],
  { description: 'upcoming before start_day, ongoing from start_day to end_day, ended after' },
);

export const ClockinActivity = Type.Object(
  {
    id: Type.Integer(),
    title: Type.String(),
    cover: Type.String({ description: 'image URL, relative to the API origin' }),
    summary: Type.String(),
    start_day: Day,
    end_day: Day,
    status: ClockinActivityStatus,
    reward_points: Type.Integer({ minimum: 0, description: 'points per clock-in' }),
    completion_bonus_points: Type.Integer({
      minimum: 0,
      description: 'bonus for clocking in every task',
    }),
    task_count: Type.Integer({ minimum: 0 }),
    participant_count: Type.Integer({ minimum: 0 }),
    joined: Type.Boolean({ description: 'the caller takes part' }),
  },
  { $id: 'ClockinActivity' },
);

export const ClockinTodayTask = Type.Object(
  {
    task: Type.Object({ id: Type.Integer(), title: Type.String() }),
    activity: Type.Object({ id: Type.Integer(), title: Type.String(), cover: Type.String() }),
    joined: Type.Boolean({ description: 'the caller takes part in the activity' }),
    done_today: Type.Boolean({ description: 'the caller has clocked in this task today' }),
    streak: Type.Integer({
      minimum: 0,
      description:
        'consecutive days, up to today (or yesterday when not yet clocked in today), on which the caller clocked in this activity',
    }),
  },
  { $id: 'ClockinTodayTask' },
);

export const listTodayClockins = defineOperation({
  operationId: 'listTodayClockins',
  method: 'get',
  path: '/api/clockin/today',
  tier: 'joined',
  tag: 'clockin',
  summary: "Today's clock-in tasks of the ongoing activities, for the home page",
  description:
    'Every task due today (China time) in an activity that is ongoing today: the daily tasks, or the one task of the day. Activities the caller takes part in come first.',
  data: Type.Object({
    day: Day,
    list: Type.Array(ClockinTodayTask),
  }),
});

export const listClockinActivities = defineOperation({
  operationId: 'listClockinActivities',
  method: 'get',
  path: '/api/clockin/activities',
  tier: 'joined',
  tag: 'clockin',
  summary: 'Clock-in activities by status: ongoing, then upcoming (soonest first), then ended',
  query: Type.Object(
    {
      status: Type.Optional(ClockinActivityStatus),
      joined: Type.Optional(
        Type.Union([Type.Literal(0), Type.Literal(1)], {
          description: '1: activities I take part in, 0: ones I do not',
        }),
      ),
      ...PageQuery,
    },
    { additionalProperties: false },
  ),
  data: paged(ClockinActivity),
});

const ActivityRef = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  status: ClockinActivityStatus,
});

export const ClockinActivityDetail = Type.Object(
  {
    activity: ClockinActivity,
    rules_html: Type.String({ description: 'the rules, sanitised HTML' }),
    today: Day,
    mine: Type.Object({
      streak: Type.Integer({ minimum: 0 }),
      clockin_count: Type.Integer({ minimum: 0, description: 'my clock-ins in this activity' }),
      points: Type.Integer({ minimum: 0, description: 'points my clock-ins here earned' }),
    }),
  },
  { $id: 'ClockinActivityDetail' },
);

export const getClockinActivity = defineOperation({
  operationId: 'getClockinActivity',
  method: 'get',
  path: '/api/clockin/activities/{id}',
  tier: 'joined',
  tag: 'clockin',
  summary: 'One activity: period, rules, reward, and my streak, clock-ins and points in it',
  params: IdParams,
  data: ClockinActivityDetail,
});

export const joinClockinActivity = defineOperation({
  operationId: 'joinClockinActivity',
  method: 'post',
  path: '/api/clockin/activities/{id}/join',
  tier: 'joined',
  tag: 'clockin',
  summary: 'Take part in an activity (idempotent)',
  description: 'Joining again changes nothing. An ended activity cannot be joined.',
  params: IdParams,
  data: ClockinActivity,
  refusals: ['clockin.activityEnded'],
});

export const ClockinTask = Type.Object(
  {
    id: Type.Integer(),
    title: Type.String(),
    description: Type.String(),
    requires_photo: Type.Boolean(),
    requires_location: Type.Boolean(),
  },
  { $id: 'ClockinTask' },
);

export const ClockinTaskDay = Type.Object(
  {
    day: Day,
    day_number: Type.Integer({ minimum: 1, description: '1 is the first day of the activity' }),
    when: Type.Union([Type.Literal('past'), Type.Literal('today'), Type.Literal('future')]),
    tasks: Type.Array(
      Type.Object({
        task: ClockinTask,
        done: Type.Boolean({ description: 'I clocked in this task on this day' }),
      }),
    ),
  },
  { $id: 'ClockinTaskDay' },
);

export const listClockinActivityTasks = defineOperation({
  operationId: 'listClockinActivityTasks',
  method: 'get',
  path: '/api/clockin/activities/{id}/tasks',
  tier: 'joined',
  tag: 'clockin',
  summary: "An activity's tasks by day, each done or not by me, with my streak",
  description:
    'Every day of the activity in order, each marked past, today or future; a daily activity has all its tasks on every day.',
  params: IdParams,
  data: Type.Object({
    activity: ActivityRef,
    today: Day,
    joined: Type.Boolean(),
    streak: Type.Integer({ minimum: 0 }),
    done_count: Type.Integer({ minimum: 0 }),
    total_count: Type.Integer({ minimum: 0, description: 'clock-ins that complete the activity' }),
    days: Type.Array(ClockinTaskDay),
  }),
});

export const ClockinRecord = Type.Object(
  {
    id: Type.Integer(),
    activity: Type.Object({ id: Type.Integer(), title: Type.String() }),
    task: Type.Object({ id: Type.Integer(), title: Type.String() }),
    day: Day,
    body: Type.String(),
    photos: Type.Array(Type.String({ description: 'image URL, relative to the API origin' })),
    location: Type.String(),
    latitude: Type.Union([Type.Number(), Type.Null()]),
    longitude: Type.Union([Type.Number(), Type.Null()]),
    points: Type.Integer({ minimum: 0 }),
    created_at: Timestamp,
  },
  { $id: 'ClockinRecord' },
);

export const getClockinTask = defineOperation({
  operationId: 'getClockinTask',
  method: 'get',
  path: '/api/clockin/tasks/{id}',
  tier: 'joined',
  tag: 'clockin',
  summary: 'A task to clock in: whether it is due today, and my clock-in of today if any',
  params: IdParams,
  data: Type.Object({
    task: ClockinTask,
    activity: Type.Object({
      id: Type.Integer(),
      title: Type.String(),
      status: ClockinActivityStatus,
      reward_points: Type.Integer({ minimum: 0 }),
    }),
    today: Day,
    due_today: Type.Boolean({ description: 'the task can be clocked in today' }),
    joined: Type.Boolean(),
    record: Type.Union([ClockinRecord, Type.Null()], { description: 'my clock-in of today' }),
  }),
});

/** Spec 9: textarea max length 140, upload default max count 52. */
export const CLOCKIN_BODY_MAX = 140;
export const CLOCKIN_PHOTOS_MAX = 52;

export const createClockinRecord = defineOperation({
  operationId: 'createClockinRecord',
  method: 'post',
  path: '/api/clockin/records',
  tier: 'joined',
  tag: 'clockin',
  summary:
    'Clock in a task for today (one per task per day; retries with the same key record once)',
  description:
    "Photos are files the caller uploaded with POST /api/upload (their `url`). A request repeating an earlier `client_key` of the caller records nothing and answers that clock-in again with `replayed: true`, so a retried or queued-offline submit is recorded once. Each clock-in earns the activity's reward points; the last clock-in that completes the activity also earns its completion bonus.",
  body: Type.Object(
    {
      task_id: Id,
      body: Type.String({ minLength: 1, maxLength: CLOCKIN_BODY_MAX, description: 'what I did' }),
      photos: Type.Array(Type.String({ maxLength: 200 }), {
        maxItems: CLOCKIN_PHOTOS_MAX,
        description: 'URLs of my uploads',
      }),
      location: Type.Optional(Type.String({ maxLength: 100 })),
      latitude: Type.Optional(Type.Number({ minimum: -90, maximum: 90 })),
      longitude: Type.Optional(Type.Number({ minimum: -180, maximum: 180 })),
      client_key: Type.String({
        pattern: '^[A-Za-z0-9_-]{8,64}$',
        description: 'idempotency key chosen by the client, one per clock-in attempt',
      }),
    },
    { additionalProperties: false },
  ),
  data: Type.Object({
    record: ClockinRecord,
    streak: Type.Integer({ minimum: 0 }),
    bonus_points: Type.Integer({
      minimum: 0,
      description: 'completion bonus this clock-in earned',
    }),
    replayed: Type.Boolean({ description: 'the key was seen before; nothing new was recorded' }),
  }),
  refusals: ['clockin.joinFirst', 'clockin.notDueToday', 'clockin.alreadyToday'],
});

export const listMyClockinRecords = defineOperation({
  operationId: 'listMyClockinRecords',
  method: 'get',
  path: '/api/clockin/records',
  tier: 'joined',
  tag: 'clockin',
  summary: 'My clock-ins, newest first, optionally of one activity',
  query: Type.Object(
    { activity_id: Type.Optional(Id), ...PageQuery },
    { additionalProperties: false },
  ),
  data: paged(ClockinRecord),
});

export const ClockinCourse = Type.Object(
  {
    id: Type.Integer(),
    title: Type.String(),
    cover: Type.String({ description: 'image URL, relative to the API origin' }),
    intro: Type.String(),
    media_kind: Type.Union([
      Type.Literal('video'),
      Type.Literal('audio'),
      Type.Literal('document'),
      Type.Literal('mixed'),
    ]),
    lesson_count: Type.Integer({ minimum: 0 }),
  },
  { $id: 'ClockinCourse' },
);

export const listClockinActivityCourses = defineOperation({
  operationId: 'listClockinActivityCourses',
  method: 'get',
  path: '/api/clockin/activities/{id}/courses',
  tier: 'joined',
  tag: 'clockin',
  summary: 'The courses bound to an activity, in their order',
  params: IdParams,
  data: Type.Object({ list: Type.Array(ClockinCourse) }),
});

export const ClockinRankEntry = Type.Object(
  {
    rank: Type.Integer({
      minimum: 1,
      description:
        'by points (more first), then by when they were reached (earlier first); equal in both share a rank: 1, 2, 2, 4',
    }),
    tied: Type.Boolean({ description: 'this rank is shared with someone else' }),
    user: Type.Object({
      id: Type.Integer(),
      name: Type.String({ description: 'the display name, the same as everywhere' }),
      avatar: Type.String(),
    }),
    points: Type.Integer({ minimum: 0, description: 'points earned in this activity' }),
    reached_at: Type.Union([Timestamp, Type.Null()], {
      description:
        'when these points were reached (the last clock-in that earned any); null with none',
    }),
    streak: Type.Integer({ minimum: 0 }),
    clockin_count: Type.Integer({ minimum: 0 }),
  },
  { $id: 'ClockinRankEntry' },
);

export const listClockinRanking = defineOperation({
  operationId: 'listClockinRanking',
  method: 'get',
  path: '/api/clockin/activities/{id}/ranking',
  tier: 'joined',
  tag: 'clockin',
  summary:
    "An activity's participants by points, then who reached them first; my own entry beside the page",
  params: IdParams,
  query: Type.Object({ ...PageQuery }, { additionalProperties: false }),
  data: pagedWith(ClockinRankEntry, {
    me: Type.Union([ClockinRankEntry, Type.Null()], {
      description: 'my entry; null when I do not take part',
    }),
  }),
});

export const clockinOperations = [
  listTodayClockins,
  listClockinActivities,
  getClockinActivity,
  joinClockinActivity,
  listClockinActivityTasks,
  getClockinTask,
  createClockinRecord,
  listMyClockinRecords,
  listClockinActivityCourses,
  listClockinRanking,
] as const;
