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
