// Replies as the API answers them (seeded accounts, orders, FAQ, chat).
const now = () => Math.floor(Date.now() / 1000);
const HOUR = 3600;

export const FAQ = [
  {
    id: 1,
    category: '账号与登录',
    question: '如何登录学习平台？',
    answer: '使用公司登记的手机号，通过密码或短信验证码登录。',
  },
  {
    id: 2,
    category: '账号与登录',
    question: '忘记密码怎么办？',
    answer: '在登录页点击“忘记密码”，通过短信验证后重新设置。',
  },
  {
    id: 3,
    category: '加入团队',
    question: '为什么要加入团队？',
    answer: '加入团队后才能学习全部课程。',
  },
];

export const helpPage = (list = FAQ, total = list.length) => ({
  list,
  total,
  page: 1,
  pageSize: 20,
  categories: ['账号与登录', '加入团队'],
});

export function order(id: number, overrides: Record<string, unknown> = {}) {
  return {
    id,
    order_no: `202501150000${id}`,
    kind: 'course',
    ref_id: 3,
    title: '门店陈列实战课',
    amount: '99.00',
    status: 'paid',
    pay_method: 'balance',
    created_at: Date.UTC(2025, 0, 15, 4) / 1000,
    paid_at: Date.UTC(2025, 0, 15, 4, 1) / 1000,
    cancelled_at: null,
    ...overrides,
  };
}

type MethodOverride = { available?: boolean };

/**
 * An order's cashier as the API answers it: for a recharge, the balance and points are listed
 * but unavailable (with the API's reason); WeChat Pay is available.
 */
export function cashier(
  forOrder: { kind: unknown; amount: unknown },
  methods: { balance?: MethodOverride; points?: MethodOverride; wechat?: MethodOverride } = {},
) {
  const recharge = forOrder.kind === 'recharge';
  const method = (name: 'balance' | 'points' | 'wechat', available: boolean, reason: string) => {
    const open = methods[name]?.available ?? available;
    const allowed = !recharge || name === 'wechat';
    return { method: name, allowed, available: open, reason: open ? null : reason };
  };
  return {
    order: forOrder,
    balance: '128.50',
    points: 360,
    points_needed: Math.round(Number(forOrder.amount) * 10),
    methods: [
      method(
        'balance',
        false,
        recharge ? 'A recharge cannot be paid from the balance' : 'Insufficient balance',
      ),
      method(
        'points',
        false,
        recharge ? 'A recharge cannot be paid with points' : 'Insufficient points',
      ),
      method('wechat', true, ''),
    ],
  };
}

export const joinState = (overrides: Record<string, unknown> = {}) => ({
  is_check: 1,
  profile_complete: true,
  request: {
    id: 5,
    status: 'pending',
    team: { id: 1, name: '华东一队' },
    shop: { id: 3, name: '南京西路店' },
    area: { id: 1, name: '华东区' },
    reason: '',
    created_at: now() - 3 * HOUR,
    reviewed_at: null,
  },
  ...overrides,
});

export const chatMessage = (id: number, sender: 'user' | 'agent', body: string) => ({
  id,
  sender,
  body,
  created_at: now() - (100 - id) * 60,
});

export const signInCalendar = (overrides: Record<string, unknown> = {}) => ({
  today: '2026-11-21',
  month: '2026-11',
  signed_today: false,
  streak: 6,
  next_points: 10,
  total_days: 40,
  total_points: 230,
  points: 360,
  days: [
    { day: '2026-11-19', points: 5, streak: 5 },
    { day: '2026-11-20', points: 5, streak: 6 },
  ],
  ...overrides,
});

export const pointsEntry = (id: number, delta: number, balance: number, reason = 'sign_in') => ({
  id,
  delta,
  balance_after: balance,
  reason,
  reason_text:
    { sign_in: '每日签到', payment: '余额支付', exam_pass: '考试通过' }[reason] ?? reason,
  created_at: Date.UTC(2026, 10, 20, 0, 30) / 1000 - id * 3600,
});

export const notice = (id: number, read: boolean, overrides: Record<string, unknown> = {}) => ({
  id,
  kind: 'exam',
  title: `门店服务月度考核已开启 ${id}`,
  body: '《门店服务月度考核》已开放，请在截止日期前完成。',
  link: '',
  created_at: now() - id * HOUR,
  read_at: read ? now() - HOUR : null,
  ...overrides,
});

export const joinRequest = (id: number, overrides: Record<string, unknown> = {}) => ({
  id,
  status: 'pending',
  reason: '',
  created_at: now() - 2 * HOUR,
  reviewed_at: null,
  user: {
    id: 100 + id,
    username: '周子涵',
    nickname: '',
    mobile: '13912345678',
    avatar: '',
    sex: 1,
  },
  team: { id: 1, name: '优家电器·上海徐汇旗舰店' },
  shop: { id: 1, name: '上海徐汇旗舰店' },
  ...overrides,
});

export const colleague = (
  id: number,
  name: string,
  initial: string,
  overrides: Record<string, unknown> = {},
) => ({
  id,
  name,
  nickname: '',
  avatar: '',
  mobile: `1391234${String(id).padStart(4, '0')}`,
  sex: 1,
  role: 'staff',
  shop: { id: 1, name: '上海徐汇旗舰店' },
  initial,
  ...overrides,
});

export const kbFile = (id: number, overrides: Record<string, unknown> = {}) => ({
  id,
  folder: { id: 2, name: '公司制度' },
  title: '员工手册（2026版）',
  summary: '知识库/公司制度：员工手册（2026版）',
  kind: 'pdf',
  url: '/api/media/doc-staff-handbook.pdf',
  size_bytes: 1_572_864,
  uploaded_by: '总经办',
  created_at: Date.UTC(2026, 5, 1) / 1000,
  read_count: 0,
  reader_count: 36,
  ...overrides,
});

export const affiche = (id: number, overrides: Record<string, unknown> = {}) => ({
  id,
  title: '关于冬季促销活动的通知',
  summary: '12月1日起全国门店开展冬季促销。',
  author: '营销中心',
  scope: 'all',
  is_top: false,
  published_at: now() - 5 * HOUR,
  read: false,
  ...overrides,
});

export const studyRoute = (overrides: Record<string, unknown> = {}) => ({
  id: 1,
  title: '新员工入职成长路径',
  cover: '/api/media/cover-route-0.svg',
  summary: '从公司制度到产品知识，一步步成为合格导购。',
  audience: 'staff',
  step_count: 3,
  done_count: 1,
  member_count: 42,
  joined: true,
  steps: [
    {
      id: 11,
      title: '了解公司',
      description: '通读员工手册',
      kind: 'material',
      target_id: 4,
      target_title: '员工手册（2026版）',
      done: true,
      unlocked: true,
    },
    {
      id: 12,
      title: '产品入门',
      description: '',
      kind: 'course',
      target_id: 7,
      target_title: '冰箱产品知识',
      done: false,
      unlocked: true,
    },
    {
      id: 13,
      title: '入职考试',
      description: '',
      kind: 'paper',
      target_id: 3,
      target_title: '新员工入职考试',
      done: false,
      unlocked: false,
    },
  ],
  ...overrides,
});

export const questionnaire = (overrides: Record<string, unknown> = {}) => ({
  id: 1,
  title: '2026年度培训满意度调查',
  description: '请根据你今年的培训体验作答。',
  points_reward: 20,
  starts_at: now() - 5 * 24 * HOUR,
  ends_at: now() + 10 * 24 * HOUR,
  submitted: false,
  open: true,
  questions: [
    {
      id: 1,
      type: 'single',
      title: '你最常用的学习方式是？',
      options: ['视频课程', '线下培训', '资料阅读'],
      is_required: true,
      answer: [],
    },
    {
      id: 2,
      type: 'multiple',
      title: '你希望增加哪些内容？',
      options: ['产品知识', '销售技巧', '服务规范'],
      is_required: true,
      answer: [],
    },
    {
      id: 3,
      type: 'rating',
      title: '整体满意度',
      options: ['1', '2', '3', '4', '5'],
      is_required: true,
      answer: [],
    },
    { id: 4, type: 'text', title: '其他建议', options: [], is_required: false, answer: [] },
  ],
  ...overrides,
});
