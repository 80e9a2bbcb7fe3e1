import { Type } from '@sinclair/typebox';
import { defineOperation } from './define-operation';
import { IdParams, PageQuery, Timestamp, paged } from './common-schemas';
import { Order } from './payments';
import { CompulsoryKind, CourseSummary } from './training-catalogue';

export const LessonKind = Type.Union([
  Type.Literal('video'),
  Type.Literal('audio'),
  Type.Literal('document'),
]);

export const LessonProgress = Type.Object(
  {
    position_seconds: Type.Integer({ minimum: 0, description: 'where the player resumes' }),
    furthest_seconds: Type.Integer({ minimum: 0, description: 'the furthest point reached' }),
    completed: Type.Boolean({ description: '90 % of the lesson reached' }),
  },
  { $id: 'LessonProgress' },
);

export const LessonItem = Type.Object(
  {
    id: Type.Integer(),
    title: Type.String(),
    kind: LessonKind,
    duration_seconds: Type.Integer({ minimum: 0 }),
    is_free_preview: Type.Boolean(),
    can_play: Type.Boolean({ description: 'the caller may open this lesson now' }),
    progress: Type.Union([LessonProgress, Type.Null()]),
  },
  { $id: 'LessonItem' },
);

export const CourseEnrolment = Type.Object(
  {
    source: Type.Union([Type.Literal('free'), Type.Literal('purchase'), Type.Literal('assigned')]),
    enrolled_at: Timestamp,
    completed_at: Type.Union([Timestamp, Type.Null()]),
    completed_lessons: Type.Integer({ minimum: 0 }),
    progress_percent: Type.Integer({ minimum: 0, maximum: 100 }),
    last_lesson_id: Type.Union([Type.Integer(), Type.Null()]),
  },
  { $id: 'CourseEnrolment' },
);

export const CourseDetail = Type.Object(
  {
    ...CourseSummary.properties,
    intro: Type.String(),
    compulsory_kind: Type.Union([CompulsoryKind, Type.Null()]),
    deadline_at: Type.Union([Timestamp, Type.Null()]),
    points_reward: Type.Integer({ minimum: 0, description: 'points for completing it' }),
    lecturer_detail: Type.Union([
      Type.Object({
        id: Type.Integer(),
        name: Type.String(),
        title: Type.String(),
        avatar: Type.String(),
        intro: Type.String(),
      }),
      Type.Null(),
    ]),
    chapters: Type.Array(
      Type.Object({ id: Type.Integer(), title: Type.String(), lessons: Type.Array(LessonItem) }),
    ),
    enrolment: Type.Union([CourseEnrolment, Type.Null()]),
    owned: Type.Boolean({ description: 'every lesson is open to the caller' }),
    pending_order_id: Type.Union([
      Type.Integer({ description: 'my unpaid order for this course, to pay instead of a new one' }),
      Type.Null(),
    ]),
    test: Type.Object({
      question_count: Type.Integer({ minimum: 0 }),
      best_score: Type.Union([Type.Integer(), Type.Null()]),
      passed: Type.Boolean(),
    }),
  },
  { $id: 'CourseDetail' },
);

export const getCourse = defineOperation({
  operationId: 'getCourse',
  method: 'get',
  path: '/api/courses/{id}',
  tier: 'public',
  tag: 'training',
  summary: 'A course: intro, lecturer, chapters and lessons with my progress, and whether I own it',
  params: IdParams,
  data: CourseDetail,
});

export const enrolCourse = defineOperation({
  operationId: 'enrolCourse',
  method: 'post',
  path: '/api/courses/{id}/enrol',
  tier: 'joined',
  tag: 'training',
  summary: 'Start a free course (enrolling twice changes nothing)',
  params: IdParams,
  data: CourseDetail,
  refusals: ['course.mustBuy'],
});

export const orderCourse = defineOperation({
  operationId: 'orderCourse',
  method: 'post',
  path: '/api/courses/{id}/order',
  tier: 'joined',
  tag: 'training',
  summary: 'A pending order for a paid course (my open one when it exists)',
  params: IdParams,
  data: Order,
  refusals: ['course.free', 'course.owned'],
});

export const LessonPlay = Type.Object(
  {
    id: Type.Integer(),
    title: Type.String(),
    kind: LessonKind,
    media_url: Type.String({ description: 'relative to the API origin' }),
    duration_seconds: Type.Integer({ minimum: 0 }),
    is_free_preview: Type.Boolean(),
    chapter_title: Type.String(),
    course: Type.Object({
      id: Type.Integer(),
      title: Type.String(),
      cover: Type.String(),
      is_free: Type.Boolean(),
      is_compulsory: Type.Boolean(),
    }),
    progress: Type.Union([LessonProgress, Type.Null()]),
    saves_progress: Type.Boolean({ description: 'progress reports are kept (joined users)' }),
    no_seek_past_furthest: Type.Boolean({
      description: 'a compulsory lesson not yet completed: no skipping past the furthest point',
    }),
    complete_ratio: Type.Number({ description: 'share of the lesson that completes it' }),
    report_interval_seconds: Type.Integer({ description: 'how often the player reports' }),
    previous_lesson_id: Type.Union([Type.Integer(), Type.Null()]),
    next_lesson_id: Type.Union([Type.Integer(), Type.Null()]),
    playlist: Type.Array(LessonItem),
  },
  { $id: 'LessonPlay' },
);

export const getLesson = defineOperation({
  operationId: 'getLesson',
  method: 'get',
  path: '/api/lessons/{id}',
  tier: 'public',
  tag: 'training',
  summary: 'A lesson to play: media, where to resume, the rules of the player, the playlist',
  description:
    'Visitors and members who have not joined may open free preview lessons only; joined users every lesson of a free course or of a course they own.',
  params: IdParams,
  data: LessonPlay,
  refusals: ['course.loginToStudy', 'course.joinToStudy', 'course.buyToStudy'],
});

export const reportProgress = defineOperation({
  operationId: 'reportProgress',
  method: 'post',
  path: '/api/lessons/{id}/progress',
  tier: 'joined',
  tag: 'training',
  summary: 'Where I am in a lesson; idempotent by report_id',
  description:
    'Sent every few seconds while playing and when the player is left. A report with a report_id already seen changes nothing and answers the current progress. The furthest point of a compulsory lesson advances no faster than twice real time since the last report. A lesson completes at 90 %; the course completes (and awards its points once) when every lesson has.',
  params: IdParams,
  body: Type.Object(
    {
      report_id: Type.String({
        pattern: '^[A-Za-z0-9_-]{8,64}$',
        description: 'chosen by the player, the same for a retried report',
      }),
      position_seconds: Type.Integer({ minimum: 0, maximum: 86400 }),
      watched_seconds: Type.Integer({
        minimum: 0,
        maximum: 600,
        description: 'seconds played since the previous report',
      }),
    },
    { additionalProperties: false },
  ),
  data: Type.Object({
    progress: LessonProgress,
    course_completed: Type.Boolean(),
    points_awarded: Type.Integer({ minimum: 0, description: 'points this report earned' }),
  }),
  refusals: ['course.buyToStudy'],
});

export const RecentCourse = Type.Object(
  {
    course: CourseSummary,
    progress_percent: Type.Integer({ minimum: 0, maximum: 100 }),
    last_lesson: Type.Union([
      Type.Object({ id: Type.Integer(), title: Type.String() }),
      Type.Null(),
    ]),
    last_studied_at: Type.Union([Timestamp, Type.Null()]),
  },
  { $id: 'RecentCourse' },
);

export const listRecentLearning = defineOperation({
  operationId: 'listRecentLearning',
  method: 'get',
  path: '/api/learning/recent',
  tier: 'joined',
  tag: 'training',
  summary: 'My unfinished courses, most recently studied first (continue learning)',
  query: Type.Object(
    { limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 20, default: 5 })) },
    { additionalProperties: false },
  ),
  data: Type.Object({ list: Type.Array(RecentCourse) }),
});

export const ShortVideo = Type.Object(
  {
    id: Type.Integer({ description: 'the lesson id' }),
    title: Type.String(),
    media_url: Type.String(),
    duration_seconds: Type.Integer({ minimum: 0 }),
    course: Type.Object({ id: Type.Integer(), title: Type.String(), cover: Type.String() }),
    progress: Type.Union([LessonProgress, Type.Null()]),
  },
  { $id: 'ShortVideo' },
);

export const listShortVideos = defineOperation({
  operationId: 'listShortVideos',
  method: 'get',
  path: '/api/short-videos',
  tier: 'joined',
  tag: 'training',
  summary:
    'Short video lessons I may watch (free courses, courses I own, free previews), newest first',
  query: Type.Object({ ...PageQuery }, { additionalProperties: false }),
  data: paged(ShortVideo),
});

export const learningOperations = [
  getCourse,
  enrolCourse,
  orderCourse,
  getLesson,
  reportProgress,
  listRecentLearning,
  listShortVideos,
] as const;
