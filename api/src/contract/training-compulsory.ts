import { Type } from '@sinclair/typebox';
import { defineOperation } from './define-operation';
import { Id, PageQuery, Role, Timestamp, paged, pagedWith } from './common-schemas';
import { CompulsoryKind, CourseSummary } from './training-catalogue';

export const CompulsoryStatus = Type.Union(
  [
    Type.Literal('not_started'),
    Type.Literal('in_progress'),
    Type.Literal('completed'),
    Type.Literal('overdue'),
  ],
  { description: 'overdue: the deadline passed before the course was completed' },
);

export const CompulsoryCourse = Type.Object(
  {
    course: CourseSummary,
    compulsory_kind: CompulsoryKind,
    audience: Type.Union([Type.Literal('all'), Type.Literal('manager')]),
    deadline_at: Type.Union([Timestamp, Type.Null()]),
    progress_percent: Type.Integer({ minimum: 0, maximum: 100 }),
    completed_at: Type.Union([Timestamp, Type.Null()]),
    status: CompulsoryStatus,
  },
  { $id: 'CompulsoryCourse' },
);

const Completion = Type.Object({
  total: Type.Integer({ minimum: 0 }),
  completed: Type.Integer({ minimum: 0 }),
  overdue: Type.Integer({ minimum: 0 }),
  percent: Type.Integer({ minimum: 0, maximum: 100 }),
});

export const getCompulsoryOverview = defineOperation({
  operationId: 'getCompulsoryOverview',
  method: 'get',
  path: '/api/compulsory/overview',
  tier: 'joined',
  tag: 'training',
  summary: 'My required courses: completion overall and by kind, and the next deadlines',
  data: Type.Object({
    overall: Completion,
    kinds: Type.Array(Type.Object({ kind: CompulsoryKind, ...Completion.properties })),
    upcoming: Type.Array(CompulsoryCourse, { description: 'unfinished, nearest deadline first' }),
    is_manager: Type.Boolean({ description: 'the caller may see their team (compulsory/team)' }),
  }),
});

export const listCompulsoryCourses = defineOperation({
  operationId: 'listCompulsoryCourses',
  method: 'get',
  path: '/api/compulsory/courses',
  tier: 'joined',
  tag: 'training',
  summary: 'My required courses with deadline and progress, nearest deadline first',
  query: Type.Object(
    {
      kind: Type.Optional(CompulsoryKind),
      status: Type.Optional(
        Type.Union([
          Type.Literal('unfinished'),
          Type.Literal('completed'),
          Type.Literal('overdue'),
        ]),
      ),
      ...PageQuery,
    },
    { additionalProperties: false },
  ),
  data: paged(CompulsoryCourse),
});

export const getCompulsoryCourse = defineOperation({
  operationId: 'getCompulsoryCourse',
  method: 'get',
  path: '/api/compulsory/courses/{id}',
  tier: 'joined',
  tag: 'training',
  summary: 'One required course of mine: deadline, status and progress',
  params: Type.Object({ id: Id }, { additionalProperties: false }),
  data: CompulsoryCourse,
  refusals: ['compulsory.notRequiredOfYou'],
});

/** What presence checks in required lessons say about someone's time (or a team's). */
const Presence = {
  counted_seconds: Type.Integer({
    minimum: 0,
    description:
      'study time counted in the required courses (in lessons with presence checks, only time confirmed by a check)',
  }),
  checks_passed: Type.Integer({ minimum: 0, description: 'presence checks answered in time' }),
  checks_missed: Type.Integer({
    minimum: 0,
    description: 'presence checks not answered: the time before each one did not count',
  }),
};

export const TeamMemberTraining = Type.Object(
  {
    user: Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      avatar: Type.String(),
      role: Role,
      team: Type.String(),
    }),
    ...Completion.properties,
    ...Presence,
  },
  { $id: 'TeamMemberTraining' },
);

export const listTeamTraining = defineOperation({
  operationId: 'listTeamTraining',
  method: 'get',
  path: '/api/compulsory/team',
  tier: 'joined',
  tag: 'training',
  summary:
    "My team's completion of its required courses (shop managers: their team; area managers: their area), who has not finished first",
  query: Type.Object(
    {
      course_id: Type.Optional(Id),
      unfinished: Type.Optional(
        Type.Union([Type.Literal(0), Type.Literal(1)], {
          description: '1: only people who have not finished',
        }),
      ),
      ...PageQuery,
    },
    { additionalProperties: false },
  ),
  data: pagedWith(TeamMemberTraining, {
    summary: Type.Object({ ...Completion.properties, ...Presence }),
    courses: Type.Array(Type.Object({ id: Type.Integer(), title: Type.String() }), {
      description: 'the required courses, to filter by',
    }),
  }),
  refusals: ['compulsory.notRequiredOfTeam'],
});

export const compulsoryOperations = [
  getCompulsoryOverview,
  listCompulsoryCourses,
  getCompulsoryCourse,
  listTeamTraining,
] as const;
