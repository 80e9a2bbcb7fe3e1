import { Type } from '@sinclair/typebox';
import { defineOperation } from './define-operation';
import {
  Id,
  IdParams,
  PageQuery,
  Role,
  Sex,
  SmsCode,
  Timestamp,
  paged,
  pagedWith,
} from './common-schemas';
import { AttemptItem } from './exam-schemas';

/** The user area's operations (mf-user) beyond joining and payments: profile, notices, files, points. */

const Day = Type.String({
  pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$',
  description: 'a calendar day in China time, YYYY-MM-DD',
});
const NamedRef = Type.Object({ id: Type.Integer(), name: Type.String() });
const NewPassword = Type.String({
  minLength: 8,
  maxLength: 20,
  pattern: '^(?=.*[A-Za-z])(?=.*[0-9])[\\x21-\\x7e]+$',
  description: '8-20 characters with at least one letter and one digit, no spaces',
});

// ---------------------------------------------------------------- daily sign-in

export const SignInCalendar = Type.Object(
  {
    today: Day,
    month: Type.String({ pattern: '^[0-9]{4}-[0-9]{2}$' }),
    signed_today: Type.Boolean(),
    streak: Type.Integer({
      minimum: 0,
      description: 'consecutive days up to today (or yesterday)',
    }),
    next_points: Type.Integer({ description: 'points the next sign-in earns' }),
    total_days: Type.Integer({ minimum: 0 }),
    total_points: Type.Integer({ minimum: 0 }),
    points: Type.Integer({ description: 'the current points balance' }),
    days: Type.Array(Type.Object({ day: Day, points: Type.Integer(), streak: Type.Integer() }), {
      description: 'the signed days of the month',
    }),
  },
  { $id: 'SignInCalendar' },
);

export const getSignIns = defineOperation({
  operationId: 'getSignIns',
  method: 'get',
  path: '/api/user/sign-in',
  tier: 'member',
  tag: 'user',
  summary: 'My check-in calendar of a month (default this month), streak and points',
  query: Type.Object(
    { month: Type.Optional(Type.String({ pattern: '^[0-9]{4}-(0[1-9]|1[0-2])$' })) },
    { additionalProperties: false },
  ),
  data: SignInCalendar,
});

export const signIn = defineOperation({
  operationId: 'signIn',
  method: 'post',
  path: '/api/user/sign-in',
  tier: 'member',
  tag: 'user',
  summary: 'Check in today: 5 points, 10 on every 7th consecutive day; once a day',
  data: SignInCalendar,
  refusals: ['signIn.done'],
});

// ---------------------------------------------------------------- points

export const PointsEntry = Type.Object(
  {
    id: Type.Integer(),
    delta: Type.Integer(),
    balance_after: Type.Integer(),
    reason: Type.String(),
    reason_text: Type.String({
      description: 'the reason as the user reads it, in the language of Accept-Language',
    }),
    created_at: Timestamp,
  },
  { $id: 'PointsEntry' },
);

export const listPoints = defineOperation({
  operationId: 'listPoints',
  method: 'get',
  path: '/api/user/points',
  tier: 'member',
  tag: 'user',
  summary: 'My points ledger, newest first, with the running balance after each entry',
  query: Type.Object(
    {
      type: Type.Optional(
        Type.Union([Type.Literal('all'), Type.Literal('earned'), Type.Literal('spent')]),
      ),
      ...PageQuery,
    },
    { additionalProperties: false },
  ),
  data: pagedWith(PointsEntry, {
    balance: Type.Integer(),
    earned_total: Type.Integer(),
    spent_total: Type.Integer(),
  }),
});

// ---------------------------------------------------------------- notices

export const Notice = Type.Object(
  {
    id: Type.Integer(),
    kind: Type.String(),
    title: Type.String(),
    body: Type.String(),
    link: Type.String({ description: 'an app route to open, may be empty' }),
    created_at: Timestamp,
    read_at: Type.Union([Timestamp, Type.Null()]),
  },
  { $id: 'Notice' },
);

export const listNotices = defineOperation({
  operationId: 'listNotices',
  method: 'get',
  path: '/api/user/notices',
  tier: 'joined',
  tag: 'user',
  summary: 'My notices, newest first, with the unread count',
  query: Type.Object(
    { unread: Type.Optional(Type.Boolean({ description: 'only unread ones' })), ...PageQuery },
    { additionalProperties: false },
  ),
  data: pagedWith(Notice, { unread_count: Type.Integer({ minimum: 0 }) }),
});

export const readNotice = defineOperation({
  operationId: 'readNotice',
  method: 'post',
  path: '/api/user/notices/{id}/read',
  tier: 'joined',
  tag: 'user',
  summary: 'Mark one notice read',
  params: IdParams,
  data: Type.Object({ notice: Notice, unread_count: Type.Integer({ minimum: 0 }) }),
});

export const readAllNotices = defineOperation({
  operationId: 'readAllNotices',
  method: 'post',
  path: '/api/user/notices/read-all',
  tier: 'joined',
  tag: 'user',
  summary: 'Mark every notice read',
  data: Type.Object({ unread_count: Type.Integer({ minimum: 0 }) }),
});

// ---------------------------------------------------------------- announcements (affiche)

const afficheItemProperties = {
  id: Type.Integer(),
  title: Type.String(),
  summary: Type.String(),
  author: Type.String(),
  scope: Type.Union([Type.Literal('all'), Type.Literal('area'), Type.Literal('team')]),
  is_top: Type.Boolean(),
  published_at: Timestamp,
  read: Type.Boolean({ description: 'the caller has read it' }),
};

export const AfficheItem = Type.Object(afficheItemProperties, { $id: 'AfficheItem' });

export const listAffiches = defineOperation({
  operationId: 'listAffiches',
  method: 'get',
  path: '/api/affiches',
  tier: 'member',
  tag: 'user',
  summary: 'Announcements for me (company-wide, my area, my team), pinned first',
  query: Type.Object({ ...PageQuery }, { additionalProperties: false }),
  data: pagedWith(AfficheItem, { unread_count: Type.Integer({ minimum: 0 }) }),
});

export const getAffiche = defineOperation({
  operationId: 'getAffiche',
  method: 'get',
  path: '/api/affiches/{id}',
  tier: 'member',
  tag: 'user',
  summary: 'One announcement in full; reading it records the read',
  params: IdParams,
  data: Type.Object({
    ...afficheItemProperties,
    body_html: Type.String(),
    read_count: Type.Integer({ minimum: 0 }),
    audience_count: Type.Integer({ minimum: 0 }),
    can_see_reads: Type.Boolean({ description: 'the caller manages people who should read it' }),
  }),
});

export const AfficheReader = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    avatar: Type.String(),
    shop: Type.String(),
    read_at: Type.Union([Timestamp, Type.Null()]),
  },
  { $id: 'AfficheReader' },
);

export const listAfficheReads = defineOperation({
  operationId: 'listAfficheReads',
  method: 'get',
  path: '/api/affiches/{id}/reads',
  tier: 'joined',
  tag: 'user',
  summary: 'Who of the people I manage has read an announcement, and who has not (managers)',
  params: IdParams,
  query: Type.Object(
    {
      status: Type.Optional(Type.Union([Type.Literal('read'), Type.Literal('unread')])),
      ...PageQuery,
    },
    { additionalProperties: false },
  ),
  data: pagedWith(AfficheReader, {
    read_count: Type.Integer({ minimum: 0 }),
    unread_count: Type.Integer({ minimum: 0 }),
  }),
  refusals: ['affiche.readersManagersOnly'],
});

// ---------------------------------------------------------------- knowledge base

export const KbFile = Type.Object(
  {
    id: Type.Integer(),
    folder: NamedRef,
    title: Type.String(),
    summary: Type.String(),
    kind: Type.Union([
      Type.Literal('pdf'),
      Type.Literal('image'),
      Type.Literal('video'),
      Type.Literal('doc'),
    ]),
    url: Type.String({ description: 'relative to the API origin' }),
    size_bytes: Type.Integer({ minimum: 0 }),
    uploaded_by: Type.String(),
    created_at: Timestamp,
    read_count: Type.Integer({ minimum: 0, description: 'how often I have opened it' }),
    reader_count: Type.Integer({ minimum: 0, description: 'how many people have opened it' }),
  },
  { $id: 'KbFile' },
);

export const listKnowledgeBase = defineOperation({
  operationId: 'listKnowledgeBase',
  method: 'get',
  path: '/api/kb',
  tier: 'joined',
  tag: 'user',
  summary: 'A folder of the knowledge base (the root without folder_id): subfolders and files',
  description: 'With `keyword`, files of every folder whose title or summary contains it.',
  query: Type.Object(
    {
      folder_id: Type.Optional(Id),
      keyword: Type.Optional(Type.String({ maxLength: 50 })),
      ...PageQuery,
    },
    { additionalProperties: false },
  ),
  data: pagedWith(KbFile, {
    path: Type.Array(NamedRef, { description: 'from the root to this folder' }),
    folders: Type.Array(
      Type.Object({ id: Type.Integer(), name: Type.String(), file_count: Type.Integer() }),
    ),
  }),
});

export const getKbFile = defineOperation({
  operationId: 'getKbFile',
  method: 'get',
  path: '/api/kb/files/{id}',
  tier: 'joined',
  tag: 'user',
  summary: 'One file of the knowledge base',
  params: IdParams,
  data: KbFile,
});

export const readKbFile = defineOperation({
  operationId: 'readKbFile',
  method: 'post',
  path: '/api/kb/files/{id}/read',
  tier: 'joined',
  tag: 'user',
  summary: 'Record that I opened a file',
  params: IdParams,
  data: KbFile,
});

// ---------------------------------------------------------------- team

export const TeamCode = Type.Object(
  {
    team: NamedRef,
    shop: NamedRef,
    area: NamedRef,
    invite_code: Type.String(),
    member_count: Type.Integer({ minimum: 0 }),
  },
  { $id: 'TeamCode' },
);

export const listTeamCodes = defineOperation({
  operationId: 'listTeamCodes',
  method: 'get',
  path: '/api/team/codes',
  tier: 'joined',
  tag: 'team',
  summary: "Invite codes of the teams I manage (shop manager: my team; area manager: my area's)",
  data: Type.Object({ list: Type.Array(TeamCode) }),
  refusals: ['team.inviteManagersOnly'],
});

export const AreaShop = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    address: Type.String(),
    phone: Type.String(),
    team: NamedRef,
    staff_count: Type.Integer({ minimum: 0 }),
    manager_count: Type.Integer({ minimum: 0 }),
    pending_count: Type.Integer({ minimum: 0 }),
  },
  { $id: 'AreaShop' },
);

export const getAreaOverview = defineOperation({
  operationId: 'getAreaOverview',
  method: 'get',
  path: '/api/team/areas',
  tier: 'joined',
  tag: 'team',
  summary: 'My area, its shops and their staff counts and pending requests (area managers)',
  data: Type.Object({
    list: Type.Array(
      Type.Object({
        id: Type.Integer(),
        name: Type.String(),
        staff_count: Type.Integer({ minimum: 0 }),
        pending_count: Type.Integer({ minimum: 0 }),
        shops: Type.Array(AreaShop),
      }),
    ),
  }),
  refusals: ['team.areaManagersOnly'],
});

export const Colleague = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    nickname: Type.String(),
    avatar: Type.String(),
    mobile: Type.String(),
    sex: Sex,
    role: Role,
    shop: NamedRef,
    initial: Type.String({ description: 'A-Z by the pinyin of the name, # otherwise' }),
  },
  { $id: 'Colleague' },
);

export const listColleagues = defineOperation({
  operationId: 'listColleagues',
  method: 'get',
  path: '/api/team/people',
  tier: 'joined',
  tag: 'team',
  summary: "My address book: my team's people (area managers: the area's, or one shop's)",
  query: Type.Object(
    {
      keyword: Type.Optional(Type.String({ maxLength: 20, description: 'name or mobile' })),
      shop_id: Type.Optional(Id),
    },
    { additionalProperties: false },
  ),
  data: Type.Object({ list: Type.Array(Colleague), total: Type.Integer({ minimum: 0 }) }),
});

export const getColleague = defineOperation({
  operationId: 'getColleague',
  method: 'get',
  path: '/api/team/people/{id}',
  tier: 'joined',
  tag: 'team',
  summary: "A colleague's profile and learning summary",
  params: IdParams,
  data: Type.Object({
    ...Colleague.properties,
    team: NamedRef,
    joined_at: Type.Union([Timestamp, Type.Null()]),
    learning: Type.Object({
      study_seconds: Type.Integer({ minimum: 0 }),
      study_days: Type.Integer({ minimum: 0 }),
      courses_enrolled: Type.Integer({ minimum: 0 }),
      courses_completed: Type.Integer({ minimum: 0 }),
      exams_taken: Type.Integer({ minimum: 0 }),
      exams_passed: Type.Integer({ minimum: 0 }),
      last_studied_at: Type.Union([Timestamp, Type.Null()]),
      recent_courses: Type.Array(
        Type.Object({
          id: Type.Integer(),
          title: Type.String(),
          progress: Type.Integer({ minimum: 0, maximum: 100 }),
        }),
      ),
    }),
  }),
});

export const getColleagueExams = defineOperation({
  operationId: 'getColleagueExams',
  method: 'get',
  path: '/api/team/people/{id}/exams',
  tier: 'joined',
  tag: 'team',
  summary: "A colleague's exam attempts, newest first, with their leave counts (managers only)",
  description:
    "Attempts at exam papers (a colleague's own mock papers are theirs alone). Shop managers see their team's people, area managers their area's; a person outside it is 404. Staff are refused with code 403.",
  params: IdParams,
  query: Type.Object({ ...PageQuery }, { additionalProperties: false }),
  data: paged(AttemptItem),
  refusals: ['team.managersOnly'],
});

// ---------------------------------------------------------------- password

export const changePassword = defineOperation({
  operationId: 'changePassword',
  method: 'post',
  path: '/api/user/password',
  tier: 'member',
  tag: 'user',
  summary: 'Set a password (first time) or change it with the current one',
  body: Type.Object(
    {
      old_password: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
      password: NewPassword,
    },
    { additionalProperties: false },
  ),
  data: Type.Object({ has_password: Type.Literal(true) }),
  refusals: ['password.currentRequired', 'password.currentWrong'],
});

export const verifyPasswordSms = defineOperation({
  operationId: 'verifyPasswordSms',
  method: 'post',
  path: '/api/user/password/verify',
  tier: 'member',
  tag: 'user',
  summary: 'Check the SMS code (scene "password") sent to my mobile; gives a ticket to reset with',
  body: Type.Object({ code: SmsCode }, { additionalProperties: false }),
  data: Type.Object({
    ticket: Type.String(),
    expires_in: Type.Integer({ description: 'seconds the ticket stays valid' }),
  }),
  refusals: ['account.bindMobileFirst', 'sms.wrongCode'],
});

export const resetPassword = defineOperation({
  operationId: 'resetPassword',
  method: 'post',
  path: '/api/user/password/reset',
  tier: 'member',
  tag: 'user',
  summary: 'Choose a new password with the ticket of a verified SMS code',
  body: Type.Object(
    { ticket: Type.String({ minLength: 1, maxLength: 100 }), password: NewPassword },
    { additionalProperties: false },
  ),
  data: Type.Object({ has_password: Type.Literal(true) }),
  refusals: ['password.verifyAgain'],
});

// ---------------------------------------------------------------- feedback

const FeedbackKind = Type.Union([
  Type.Literal('bug'),
  Type.Literal('suggestion'),
  Type.Literal('content'),
  Type.Literal('other'),
]);

export const Feedback = Type.Object(
  {
    id: Type.Integer(),
    kind: FeedbackKind,
    body: Type.String(),
    images: Type.Array(Type.String()),
    contact: Type.String(),
    status: Type.Union([Type.Literal('open'), Type.Literal('replied'), Type.Literal('closed')]),
    reply: Type.String(),
    created_at: Timestamp,
    replied_at: Type.Union([Timestamp, Type.Null()]),
  },
  { $id: 'Feedback' },
);

export const submitFeedback = defineOperation({
  operationId: 'submitFeedback',
  method: 'post',
  path: '/api/feedback',
  tier: 'member',
  tag: 'user',
  summary: 'Send feedback: a type, up to 140 characters and up to 9 uploaded images',
  body: Type.Object(
    {
      kind: FeedbackKind,
      body: Type.String({ minLength: 1, maxLength: 140 }),
      images: Type.Optional(
        Type.Array(Type.String({ pattern: '^/api/', maxLength: 300 }), { maxItems: 9 }),
      ),
      contact: Type.Optional(Type.String({ maxLength: 50 })),
    },
    { additionalProperties: false },
  ),
  data: Feedback,
  refusals: ['feedback.empty'],
});

export const listFeedback = defineOperation({
  operationId: 'listFeedback',
  method: 'get',
  path: '/api/feedback',
  tier: 'member',
  tag: 'user',
  summary: 'The feedback I have sent and its replies',
  query: Type.Object({ ...PageQuery }, { additionalProperties: false }),
  data: paged(Feedback),
});

// ---------------------------------------------------------------- learning

export const getLearningStats = defineOperation({
  operationId: 'getLearningStats',
  method: 'get',
  path: '/api/user/learning/stats',
  tier: 'joined',
  tag: 'learning',
  summary: 'My learning statistics: time per day, course completion, exam scores',
  query: Type.Object(
    { days: Type.Optional(Type.Union([Type.Literal(7), Type.Literal(30)])) },
    { additionalProperties: false },
  ),
  data: Type.Object({
    total_seconds: Type.Integer({ minimum: 0 }),
    today_seconds: Type.Integer({ minimum: 0 }),
    study_days: Type.Integer({ minimum: 0 }),
    per_day: Type.Array(Type.Object({ day: Day, seconds: Type.Integer({ minimum: 0 }) })),
    courses: Type.Object({
      enrolled: Type.Integer({ minimum: 0 }),
      completed: Type.Integer({ minimum: 0 }),
      in_progress: Type.Integer({ minimum: 0 }),
    }),
    exams: Type.Object({
      taken: Type.Integer({ minimum: 0 }),
      passed: Type.Integer({ minimum: 0 }),
      average_score: Type.Integer({ minimum: 0 }),
      recent: Type.Array(
        Type.Object({
          id: Type.Integer(),
          title: Type.String(),
          score: Type.Integer(),
          total_score: Type.Integer(),
          passed: Type.Boolean(),
          submitted_at: Timestamp,
        }),
      ),
    }),
  }),
});

export const LearningRecord = Type.Object(
  {
    day: Day,
    seconds: Type.Integer({ minimum: 1 }),
    course: NamedRef,
    lesson: Type.Object({ id: Type.Integer(), title: Type.String(), kind: Type.String() }),
  },
  { $id: 'LearningRecord' },
);

export const listLearningRecords = defineOperation({
  operationId: 'listLearningRecords',
  method: 'get',
  path: '/api/user/learning/records',
  tier: 'joined',
  tag: 'learning',
  summary: 'What I studied, per day and lesson, newest first',
  query: Type.Object({ ...PageQuery }, { additionalProperties: false }),
  data: paged(LearningRecord),
});

export const MyCourse = Type.Object(
  {
    id: Type.Integer(),
    title: Type.String(),
    cover: Type.String(),
    source: Type.Union([Type.Literal('free'), Type.Literal('purchase'), Type.Literal('assigned')]),
    lessons_total: Type.Integer({ minimum: 0 }),
    lessons_done: Type.Integer({ minimum: 0 }),
    progress: Type.Integer({ minimum: 0, maximum: 100 }),
    last_studied_at: Type.Union([Timestamp, Type.Null()]),
    completed_at: Type.Union([Timestamp, Type.Null()]),
  },
  { $id: 'MyCourse' },
);

export const listMyCourses = defineOperation({
  operationId: 'listMyCourses',
  method: 'get',
  path: '/api/user/courses',
  tier: 'joined',
  tag: 'learning',
  summary: 'My courses with progress, recently studied first',
  query: Type.Object(
    {
      status: Type.Optional(Type.Union([Type.Literal('learning'), Type.Literal('completed')])),
      ...PageQuery,
    },
    { additionalProperties: false },
  ),
  data: paged(MyCourse),
});

export const MyTraining = Type.Object(
  {
    id: Type.Integer(),
    title: Type.String(),
    cover: Type.String(),
    location: Type.String(),
    lecturer: Type.String(),
    starts_at: Timestamp,
    ends_at: Timestamp,
    signed_up_at: Timestamp,
    state: Type.Union([Type.Literal('upcoming'), Type.Literal('ongoing'), Type.Literal('ended')]),
  },
  { $id: 'MyTraining' },
);

export const listMyTrainings = defineOperation({
  operationId: 'listMyTrainings',
  method: 'get',
  path: '/api/user/trainings',
  tier: 'joined',
  tag: 'learning',
  summary: 'The in-person training sessions I signed up for',
  query: Type.Object(
    {
      when: Type.Optional(Type.Union([Type.Literal('upcoming'), Type.Literal('ended')])),
      ...PageQuery,
    },
    { additionalProperties: false },
  ),
  data: paged(MyTraining),
});

// ---------------------------------------------------------------- study routes

const StepKind = Type.Union([
  Type.Literal('course'),
  Type.Literal('paper'),
  Type.Literal('material'),
]);

export const StudyRouteItem = Type.Object(
  {
    id: Type.Integer(),
    title: Type.String(),
    cover: Type.String(),
    summary: Type.String(),
    audience: Type.String(),
    step_count: Type.Integer({ minimum: 0 }),
    done_count: Type.Integer({ minimum: 0 }),
    member_count: Type.Integer({ minimum: 0 }),
    joined: Type.Boolean(),
  },
  { $id: 'StudyRouteItem' },
);

export const listStudyRoutes = defineOperation({
  operationId: 'listStudyRoutes',
  method: 'get',
  path: '/api/study-routes',
  tier: 'joined',
  tag: 'learning',
  summary: 'Learning paths for my role and my progress on each',
  query: Type.Object({ ...PageQuery }, { additionalProperties: false }),
  data: paged(StudyRouteItem),
});

export const StudyRoute = Type.Object(
  {
    ...StudyRouteItem.properties,
    certificate: Type.Boolean({
      description: 'finishing every stage issues a certificate (listed under Mine)',
    }),
    steps: Type.Array(
      Type.Object({
        id: Type.Integer(),
        title: Type.String(),
        description: Type.String(),
        kind: StepKind,
        target_id: Type.Integer({ description: 'the course, paper or material to open' }),
        target_title: Type.String(),
        done: Type.Boolean(),
        unlocked: Type.Boolean({ description: 'every earlier step is done' }),
      }),
    ),
  },
  { $id: 'StudyRoute' },
);

export const getStudyRoute = defineOperation({
  operationId: 'getStudyRoute',
  method: 'get',
  path: '/api/study-routes/{id}',
  tier: 'joined',
  tag: 'learning',
  summary: 'A learning path: its stages in order, done and unlocked',
  params: IdParams,
  data: StudyRoute,
});

export const joinStudyRoute = defineOperation({
  operationId: 'joinStudyRoute',
  method: 'post',
  path: '/api/study-routes/{id}/join',
  tier: 'joined',
  tag: 'learning',
  summary: 'Start a learning path',
  params: IdParams,
  data: StudyRoute,
});

export const completeStudyStep = defineOperation({
  operationId: 'completeStudyStep',
  method: 'post',
  path: '/api/study-routes/{id}/steps/{stepId}/complete',
  tier: 'joined',
  tag: 'learning',
  summary: 'Mark a reading (material) stage read; course and exam stages complete by themselves',
  params: Type.Object({ id: Id, stepId: Id }, { additionalProperties: false }),
  data: StudyRoute,
  refusals: ['route.startFirst', 'route.finishEarlier', 'route.autoComplete'],
});

export const getStudyStatistics = defineOperation({
  operationId: 'getStudyStatistics',
  method: 'get',
  path: '/api/study-statistics',
  tier: 'joined',
  tag: 'learning',
  summary: 'How my team (area managers: my area) is doing on each learning path',
  data: Type.Object({
    scope: Type.Object({
      kind: Type.Union([Type.Literal('team'), Type.Literal('area')]),
      name: Type.String(),
      people: Type.Integer({ minimum: 0 }),
    }),
    list: Type.Array(
      Type.Object({
        id: Type.Integer(),
        title: Type.String(),
        step_count: Type.Integer({ minimum: 0 }),
        started: Type.Integer({ minimum: 0 }),
        finished: Type.Integer({ minimum: 0 }),
        average_progress: Type.Integer({ minimum: 0, maximum: 100 }),
      }),
    ),
  }),
});

export const getStudyRanking = defineOperation({
  operationId: 'getStudyRanking',
  method: 'get',
  path: '/api/study-ranking',
  tier: 'joined',
  tag: 'learning',
  summary: 'Ranking of my team (area managers: my area) by stages done, then study time',
  data: Type.Object({
    me: Type.Union([Type.Integer({ minimum: 1, description: 'my rank' }), Type.Null()]),
    list: Type.Array(
      Type.Object({
        rank: Type.Integer({ minimum: 1 }),
        id: Type.Integer(),
        name: Type.String(),
        avatar: Type.String(),
        shop: Type.String(),
        steps_done: Type.Integer({ minimum: 0 }),
        study_seconds: Type.Integer({ minimum: 0 }),
      }),
    ),
  }),
});

// ---------------------------------------------------------------- questionnaires

const QuestionType = Type.Union([
  Type.Literal('single'),
  Type.Literal('multiple'),
  Type.Literal('text'),
  Type.Literal('rating'),
]);

const questionnaireItemProperties = {
  id: Type.Integer(),
  title: Type.String(),
  description: Type.String(),
  points_reward: Type.Integer({ minimum: 0 }),
  starts_at: Timestamp,
  ends_at: Timestamp,
  submitted: Type.Boolean(),
  open: Type.Boolean({ description: 'now is between starts_at and ends_at' }),
};

export const QuestionnaireItem = Type.Object(questionnaireItemProperties, {
  $id: 'QuestionnaireItem',
});

export const listQuestionnaires = defineOperation({
  operationId: 'listQuestionnaires',
  method: 'get',
  path: '/api/questionnaires',
  tier: 'joined',
  tag: 'user',
  summary: 'Questionnaires, open ones first',
  query: Type.Object({ ...PageQuery }, { additionalProperties: false }),
  data: paged(QuestionnaireItem),
});

export const Questionnaire = Type.Object(
  {
    ...questionnaireItemProperties,
    questions: Type.Array(
      Type.Object({
        id: Type.Integer(),
        type: QuestionType,
        title: Type.String(),
        options: Type.Array(Type.String()),
        is_required: Type.Boolean(),
        answer: Type.Array(Type.String(), { description: 'my answer once submitted, else []' }),
      }),
    ),
  },
  { $id: 'Questionnaire' },
);

export const getQuestionnaire = defineOperation({
  operationId: 'getQuestionnaire',
  method: 'get',
  path: '/api/questionnaires/{id}',
  tier: 'joined',
  tag: 'user',
  summary: 'A questionnaire, its questions and my answers',
  params: IdParams,
  data: Questionnaire,
});

export const submitQuestionnaire = defineOperation({
  operationId: 'submitQuestionnaire',
  method: 'post',
  path: '/api/questionnaires/{id}/answers',
  tier: 'joined',
  tag: 'user',
  summary: 'Submit my answers, once; earns the reward points',
  params: IdParams,
  body: Type.Object(
    {
      answers: Type.Array(
        Type.Object(
          {
            question_id: Id,
            answer: Type.Array(Type.String({ minLength: 1, maxLength: 500 }), { maxItems: 20 }),
          },
          { additionalProperties: false },
        ),
        { maxItems: 100 },
      ),
    },
    { additionalProperties: false },
  ),
  data: Questionnaire,
  refusals: ['questionnaire.answered', 'questionnaire.closed', 'questionnaire.answerRequired'],
});

export const userAreaOperations = [
  getSignIns,
  signIn,
  listPoints,
  listNotices,
  readNotice,
  readAllNotices,
  listAffiches,
  getAffiche,
  listAfficheReads,
  listKnowledgeBase,
  getKbFile,
  readKbFile,
  listTeamCodes,
  getAreaOverview,
  listColleagues,
  getColleague,
  getColleagueExams,
  changePassword,
  verifyPasswordSms,
  resetPassword,
  submitFeedback,
  listFeedback,
  getLearningStats,
  listLearningRecords,
  listMyCourses,
  listMyTrainings,
  listStudyRoutes,
  getStudyRoute,
  joinStudyRoute,
  completeStudyStep,
  getStudyStatistics,
  getStudyRanking,
  listQuestionnaires,
  getQuestionnaire,
  submitQuestionnaire,
] as const;
