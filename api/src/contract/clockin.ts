import { Type } from '@sinclair/typebox';
import { defineOperation } from './define-operation';
import { PageQuery, paged } from './common-schemas';

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

export const clockinOperations = [listTodayClockins, listClockinActivities] as const;
