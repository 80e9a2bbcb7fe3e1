// Replies as the API answers them (seeded content), relative to now so time-ago texts are stable.
const now = () => Math.floor(Date.now() / 1000);
const HOUR = 3600;

export const NEWS_CATEGORIES = [
  { id: 1, name: '公司动态' },
  { id: 2, name: '行业资讯' },
  { id: 3, name: '门店风采' },
];

export function newsItem(id: number, overrides: Record<string, unknown> = {}) {
  return {
    id,
    title: `第${id}期门店销售技巧分享`,
    summary: '来自一线门店的销售经验与陈列技巧。',
    cover: `/api/media/news-${id}.jpg`,
    category: NEWS_CATEGORIES[0],
    read_count: 1200 + id,
    like_count: 30 + id,
    is_top: false,
    published_at: now() - id * 2 * HOUR,
    ...overrides,
  };
}

export const newsPage = (list: unknown[], total = list.length, page = 1, pageSize = 10) => ({
  list,
  total,
  page,
  pageSize,
});

export function newsArticle(id: number, overrides: Record<string, unknown> = {}) {
  return {
    ...newsItem(id),
    author: '品牌部',
    body_html:
      '<p>春季新品培训圆满结束。</p><img src="/api/media/news-body-1.jpg" onerror="alert(1)"><script>alert("x")</script><a href="javascript:alert(2)">危险链接</a><a href="https://example.com/report">报告全文</a>',
    liked: false,
    related: [newsItem(id + 1), newsItem(id + 2)],
    ...overrides,
  };
}

export const COURSE_CATEGORIES = [
  { id: 1, name: '产品知识', icon: '/api/media/cat-1.svg', course_count: 12 },
  { id: 2, name: '销售技巧', icon: '/api/media/cat-2.svg', course_count: 1 },
];

export const HOME_BANNERS = [
  {
    id: 1,
    title: '新店长训练营',
    image: '/api/media/banner-1.jpg',
    link: '/pagesTrain/course/course?id=3',
  },
  {
    id: 2,
    title: '春季新品上市',
    image: '/api/media/banner-2.jpg',
    link: '/pages/news/detail?id=8',
  },
];

export const MATERIAL_CATEGORIES = [
  { id: 1, parent_id: null, name: '产品手册', icon: '/api/media/mcat-1.svg', material_count: 12 },
  { id: 2, parent_id: null, name: '销售工具包', icon: '/api/media/mcat-2.svg', material_count: 0 },
];

export function materialItem(id: number, overrides: Record<string, unknown> = {}) {
  return {
    id,
    title: `2026春季新品手册 第${id}册`,
    summary: '新品卖点、陈列要点与常见问答。',
    cover: `/api/media/material-${id}.jpg`,
    category: { id: 1, name: '产品手册' },
    read_count: 300 + id,
    download_count: 40 + id,
    attachment_count: 3,
    attachment_kinds: ['pdf', 'video'],
    is_public: true,
    published_at: now() - id * HOUR,
    ...overrides,
  };
}

export function materialDetail(id: number, overrides: Record<string, unknown> = {}) {
  return {
    ...materialItem(id),
    body_html:
      '<p>本手册介绍春季新品。</p><img src="/api/media/material-body-1.jpg" onerror="alert(1)"><script>alert("x")</script>',
    attachments: [
      { id: 11, kind: 'pdf', name: '新品手册.pdf', url: '/api/media/manual.pdf', size: 2_516_582 },
      { id: 12, kind: 'image', name: '陈列示意.jpg', url: '/api/media/display.jpg', size: 348_160 },
      {
        id: 13,
        kind: 'video',
        name: '讲解视频.mp4',
        url: '/api/media/intro.mp4',
        size: 15_728_640,
      },
    ],
    favourited: false,
    ...overrides,
  };
}

export function searchResult(type: string, id: number, title: string) {
  const links: Record<string, string> = {
    course: `/pagesTrain/course/course?id=${id}`,
    question: `/pagesUser/issue/detail?id=${id}`,
    news: `/pages/news/detail?id=${id}`,
    material: `/pagesPublic/material/index?id=${id}`,
    file: `/pagesTrain/file/detail?id=${id}`,
  };
  return { type, id, title, snippet: `……${title}的要点……`, link: links[type]! };
}

export const SEARCH_REPLY = {
  keyword: '陈列',
  total: 6,
  groups: [
    {
      type: 'course',
      total: 4,
      list: [
        searchResult('course', 3, '门店陈列基础'),
        searchResult('course', 4, '橱窗陈列进阶'),
        searchResult('course', 5, '陈列与动线'),
      ],
    },
    { type: 'question', total: 0, list: [] },
    {
      type: 'news',
      total: 2,
      list: [
        searchResult('news', 9, '门店陈列标准更新'),
        searchResult('news', 10, '陈列大赛获奖名单'),
      ],
    },
    { type: 'material', total: 0, list: [] },
    { type: 'file', total: 0, list: [] },
  ],
};

export const COLLEGE_CATEGORIES = [
  { id: 1, name: '店长研修', programme_count: 3 },
  { id: 2, name: '新人训练营', programme_count: 0 },
];

export function programme(id: number, overrides: Record<string, unknown> = {}) {
  return {
    id,
    title: `第${id}期店长研修班`,
    cover: `/api/media/programme-${id}.jpg`,
    summary: '门店经营、团队管理与客户服务。',
    category: { id: 1, name: '店长研修' },
    lecturer: { id: 1, name: '王芳', title: '培训总监' },
    mode: 'offline',
    location: '上海培训中心',
    seats: 30,
    enrolled: 12,
    enrolled_by_me: false,
    status: 'upcoming',
    starts_at: now() + 7 * 24 * HOUR,
    ends_at: now() + 9 * 24 * HOUR,
    ...overrides,
  };
}

export const LECTURERS = [
  {
    id: 1,
    name: '王芳',
    title: '培训总监',
    avatar: '/api/media/lecturer-1.jpg',
    intro: '',
    programme_count: 4,
  },
  {
    id: 2,
    name: '李强',
    title: '资深督导',
    avatar: '/api/media/lecturer-2.jpg',
    intro: '',
    programme_count: 2,
  },
];

export const CULTURE = {
  intro: {
    title: '关于我们',
    body: '我们是一家专注于美好生活的零售企业。',
    image: '/api/media/culture-intro.jpg',
  },
  values: [
    { id: 1, title: '客户第一', body: '一切从顾客的需要出发。' },
    { id: 2, title: '团队协作', body: '门店与总部同心协力。' },
  ],
  history: [
    { id: 1, date: '2012', title: '第一家门店开业', body: '在上海开出第一家门店。' },
    { id: 2, date: '2020-06', title: '门店突破一百家', body: '覆盖华东主要城市。' },
  ],
  gallery: [
    { id: 1, title: '年会合影', image: '/api/media/gallery-1.jpg' },
    { id: 2, title: '公益活动', image: '/api/media/gallery-2.jpg' },
  ],
};

export function shopGuide(id: number, overrides: Record<string, unknown> = {}) {
  return {
    id,
    kind: 'display_guide',
    title: `春季橱窗陈列指引 ${id}`,
    cover: `/api/media/guide-${id}.jpg`,
    summary: '主推新品放在视线高度，色彩由浅到深。',
    product: null,
    published_at: now() - id * HOUR,
    ...overrides,
  };
}

export function shopGuideDetail(id: number, overrides: Record<string, unknown> = {}) {
  return {
    ...shopGuide(id),
    body_html:
      '<p>第一步：清理橱窗。</p><script>alert("x")</script><img src="/api/media/guide-body.jpg" onerror="alert(1)">',
    ...overrides,
  };
}
