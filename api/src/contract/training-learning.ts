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
    certificate: Type.Boolean({ description: 'completing the course issues a certificate' }),
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

const PRESENCE_TOKEN_PATTERN = '^[A-Za-z0-9_-]{43}$';

export const PresenceCheck = Type.Object(
  {
    token: Type.String({
      pattern: PRESENCE_TOKEN_PATTERN,
      description: 'send it back as presence_token in a progress report before expires_at',
    }),
    expires_at: Timestamp,
  },
  { $id: 'PresenceCheck' },
);

export const LessonPresence = Type.Object(
  {
    min_seconds: Type.Integer({ minimum: 10, description: 'least watching between two checks' }),
    max_seconds: Type.Integer({ minimum: 10, description: 'most watching between two checks' }),
    respond_seconds: Type.Integer({ minimum: 10, description: 'time to answer a check' }),
    check: Type.Union([PresenceCheck, Type.Null()], {
      description:
        'the check open now (a fresh token for it: an earlier token of the same check stops working)',
    }),
    counted_seconds: Type.Integer({ minimum: 0, description: 'watching time counted so far' }),
    checks_missed: Type.Integer({ minimum: 0 }),
    server_now: Timestamp,
  },
  { $id: 'LessonPresence' },
);

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
    watermark: Type.Union([Type.String(), Type.Null()], {
      description:
        "a compulsory course for a joined user: the learner's name and the last 4 digits of their mobile, tiled over the lesson",
    }),
    presence: Type.Union([LessonPresence, Type.Null()], {
      description:
        'presence checks of an unfinished lesson of a course that has them (joined users), else null',
    }),
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
    'Sent every few seconds while playing and when the player is left. A report with a report_id already seen changes nothing and answers the current progress. The furthest point of a compulsory lesson advances no faster than twice real time since the last report. A lesson completes at 90 %; the course completes (and awards its points once) when every lesson has. Presence checks (courses that have them): a report may answer with a check (a token); the next report that carries the token before the check expires (5 s grace) counts the time watched since the last check and commits the progress. Without it, the check is missed: that time does not count and the lesson returns to the last checkpoint (resume_at). A lesson of such a course completes only through a report carrying a token. A token that is not the open check of this lesson and caller (forged, spent, another lesson or user) is refused and changes nothing.',
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
      presence_token: Type.Optional(
        Type.String({
          pattern: PRESENCE_TOKEN_PATTERN,
          description: 'the token of the open presence check, when the learner tapped it',
        }),
      ),
    },
    { additionalProperties: false },
  ),
  data: Type.Object({
    progress: LessonProgress,
    course_completed: Type.Boolean(),
    points_awarded: Type.Integer({ minimum: 0, description: 'points this report earned' }),
    presence: Type.Union(
      [
        Type.Object({
          outcome: Type.Union(
            [Type.Literal('none'), Type.Literal('passed'), Type.Literal('missed')],
            {
              description: 'passed: this report answered the check; missed: the check expired',
            },
          ),
          check: Type.Union([PresenceCheck, Type.Null()], {
            description: 'a check this report opened: tap it before expires_at',
          }),
          resume_at: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()], {
            description: 'missed: where the lesson resumes (the last checkpoint)',
          }),
          counted_seconds: Type.Integer({ minimum: 0 }),
          checks_missed: Type.Integer({ minimum: 0 }),
        }),
        Type.Null(),
      ],
      { description: 'null when the lesson has no presence checks' },
    ),
  }),
  refusals: ['course.buyToStudy', 'presence.tokenInvalid'],
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
