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
