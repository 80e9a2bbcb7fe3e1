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
