// Replies as the API answers them (seeded catalogue).
export const COURSE_CATEGORIES = [
  { id: 1, name: '产品知识', icon: '/api/media/cat-1.svg', course_count: 12 },
  { id: 2, name: '销售技巧', icon: '/api/media/cat-2.svg', course_count: 1 },
];

export function course(id: number, overrides: Record<string, unknown> = {}) {
  return {
    id,
    title: `课程${id}：门店接待流程`,
    cover: `/api/media/course-${id}.jpg`,
    category_id: 1,
    media_kind: 'video',
    price: '0.00',
    is_free: true,
    is_compulsory: false,
    is_recommended: true,
    lesson_count: 6,
    learner_count: 1280,
    lecturer: { id: 2, name: '王老师' },
    ...overrides,
  };
}

export const coursePage = (list: unknown[], total = list.length, page = 1, pageSize = 10) => ({
  list,
  total,
  page,
  pageSize,
});

type Progress = { position_seconds: number; furthest_seconds: number; completed: boolean };
type LessonPresence = {
  min_seconds: number;
  max_seconds: number;
  respond_seconds: number;
  check: { token: string; expires_at: number } | null;
  counted_seconds: number;
  checks_missed: number;
  server_now: number;
};

export function lessonItem(id: number, overrides: Record<string, unknown> = {}) {
  return {
    id,
    title: `第${id}课 接待第一步`,
    kind: 'video',
    duration_seconds: 360,
    is_free_preview: false,
    can_play: true,
    progress: null as Progress | null,
    ...overrides,
  };
}

export function courseDetail(id: number, overrides: Record<string, unknown> = {}) {
  return {
    ...course(id),
    intro: '门店接待的标准流程与话术。',
    compulsory_kind: null,
    deadline_at: null,
    points_reward: 10,
    lecturer_detail: {
      id: 2,
      name: '王老师',
      title: '资深培训师',
      avatar: '/api/media/avatar-2.svg',
      intro: '十年门店管理经验。',
    },
    chapters: [
      {
        id: 1,
        title: '第1章 接待准备',
        lessons: [
          lessonItem(11, {
            progress: { position_seconds: 0, furthest_seconds: 360, completed: true },
          }),
          lessonItem(12, {
            progress: { position_seconds: 90, furthest_seconds: 120, completed: false },
          }),
        ],
      },
      { id: 2, title: '第2章 需求挖掘', lessons: [lessonItem(13)] },
    ],
    enrolment: {
      source: 'free',
      enrolled_at: 1790000000,
      completed_at: null,
      completed_lessons: 1,
      progress_percent: 33,
      last_lesson_id: 12,
    },
    owned: true,
    pending_order_id: null,
    test: { question_count: 5, best_score: null, passed: false },
    certificate: false,
    ...overrides,
  };
}

export function lessonPlay(id: number, overrides: Record<string, unknown> = {}) {
  return {
    id,
    title: `第${id}课 接待第一步`,
    kind: 'video',
    media_url: '/api/media/lesson-video-1.mp4',
    duration_seconds: 360,
    is_free_preview: false,
    chapter_title: '第1章 接待准备',
    course: {
      id: 1,
      title: '课程1：门店接待流程',
      cover: '/api/media/course-1.jpg',
      is_free: true,
      is_compulsory: false,
    },
    progress: { position_seconds: 90, furthest_seconds: 120, completed: false } as Progress | null,
    saves_progress: true,
    no_seek_past_furthest: false,
    complete_ratio: 0.9,
    report_interval_seconds: 5,
    previous_lesson_id: 11,
    next_lesson_id: 13,
    playlist: [lessonItem(11), lessonItem(id), lessonItem(13, { can_play: false })],
    watermark: null as string | null,
    presence: null as LessonPresence | null,
    ...overrides,
  };
}

export function order(id: number, overrides: Record<string, unknown> = {}) {
  return {
    id,
    order_no: `O20261121100000AB${id}`,
    kind: 'course',
    ref_id: 4,
    title: '厨房电器套购方案',
    amount: '49.00',
    status: 'pending',
    pay_method: null,
    created_at: 1790000000,
    paid_at: null,
    cancelled_at: null,
    ...overrides,
  };
}

export function cashier(orderId: number, overrides: Record<string, unknown> = {}) {
  return {
    order: order(orderId),
    balance: '121.00',
    points: 386,
    points_needed: 490,
    methods: [
      { method: 'balance', available: true, reason: null },
      { method: 'points', available: false, reason: 'Insufficient points' },
      { method: 'wechat', available: true, reason: null },
    ],
    ...overrides,
  };
}

export function compulsoryCourse(id: number, overrides: Record<string, unknown> = {}) {
  return {
    course: course(id, { is_compulsory: true }),
    compulsory_kind: 'product',
    audience: 'all',
    deadline_at: 1795658400,
    progress_percent: 40,
    completed_at: null,
    status: 'in_progress',
    ...overrides,
  };
}

export const OVERVIEW = {
  overall: { total: 18, completed: 8, overdue: 1, percent: 44 },
  kinds: [
    { kind: 'product', total: 4, completed: 2, overdue: 1, percent: 50 },
    { kind: 'activity', total: 4, completed: 1, overdue: 0, percent: 25 },
    { kind: 'company', total: 10, completed: 5, overdue: 0, percent: 50 },
  ],
  upcoming: [compulsoryCourse(1, { status: 'overdue', deadline_at: 1790000000 })],
  is_manager: false,
};

export function trainingSession(id: number, overrides: Record<string, unknown> = {}) {
  return {
    id,
    title: '空调安装勘测实操培训',
    cover: '/api/media/training-1.svg',
    location: '上海徐汇旗舰店',
    lecturer: { id: 3, name: '赵国栋' },
    seats: 30,
    enrolled_count: 18,
    starts_at: 1795000000,
    ends_at: 1795028800,
    status: 'upcoming',
    enrolled: false,
    summary: '现场演示空调勘测、打孔位置选择与管线规划。',
    body_html: '<p>现场演示</p><script>alert(1)</script><h3>日程</h3>',
    lecturer_detail: { name: '赵国栋', title: '空调安装技术主管', avatar: '' },
    schedule: [
      {
        id: 1,
        title: '勘测流程与工具',
        speaker: '赵国栋',
        body: '',
        starts_at: 1795000000,
        ends_at: 1795010800,
      },
    ],
    checked_in_at: null,
    checkin_code: null,
    ...overrides,
  };
}

export function meeting(id: number, overrides: Record<string, unknown> = {}) {
  return {
    id,
    title: '季度销售誓师大会',
    cover: '/api/media/meeting-1.svg',
    kind: 'online',
    host: '周明远',
    location: '企业微信直播',
    summary: '全国门店连线。',
    starts_at: 1795000000,
    ends_at: 1795003600,
    status: 'upcoming',
    attendee_count: 32,
    signed_up: false,
    body_html: '<ol><li>大促目标发布</li></ol>',
    signed_up_at: null,
    checked_in_at: null,
    checked_in_count: 0,
    ...overrides,
  };
}

export const FILE_TEMPLATE = {
  id: 1,
  category: '采购申请',
  title: '样机采购申请单',
  description: '新品上样或样机更换时使用。',
  fields: [
    { key: 'shop', label: '申请门店', type: 'text', required: true },
    { key: 'quantity', label: '数量', type: 'number', required: true },
  ],
  body_template: '{{shop}}申请采购样机共{{quantity}}台。',
};
