import type { SeedContext } from '../context';
import { banner } from '../media/catalogue';
import { DAY } from '../time';

export type BannerTargets = {
  courseId: (title: string) => number;
  paperId: (title: string) => number;
  newsId: (title: string) => number;
  activityIds: readonly number[];
};

/** Banners for the home, training, exam, college, materials and shop pages; links are app routes. */
export function seedBanners(ctx: SeedContext, to: BannerTargets): void {
  const { write, now } = ctx;
  const banners: readonly (readonly [string, string, string, string])[] = [
    [
      'home',
      '销售冲刺季',
      'sales-sprint',
      `/pagesTrain/course/course?id=${to.courseId('高客单价套购技巧')}`,
    ],
    [
      'home',
      '冬季新品上市',
      'new-products',
      `/pagesTrain/course/course?id=${to.courseId('冬季新品速递')}`,
    ],
    [
      'home',
      '21天打卡挑战',
      'clockin',
      `/pagesClockin/activity/index?id=${to.activityIds[0] ?? 1}`,
    ],
    [
      'home',
      '服务之星评选',
      'service-star',
      `/pages/news/detail?id=${to.newsId('优家年度服务之星评选启动')}`,
    ],
    [
      'train',
      '顾问式销售五步法',
      'consultative-selling',
      `/pagesTrain/course/course?id=${to.courseId('顾问式销售五步法')}`,
    ],
    [
      'train',
      '店长管理必修课',
      'store-manager',
      `/pagesTrain/course/course?id=${to.courseId('店长管理必修课')}`,
    ],
    [
      'exam',
      '门店服务月度考核',
      'exam-monthly',
      `/pagesExam/paper/detail?id=${to.paperId('门店服务月度考核')}`,
    ],
    ['college', '商学院开学季', 'college', '/pages/college/index'],
    ['material', '冬季新品物料', 'materials-winter', '/pages/material/category'],
    ['shop', '门店赋能中心', 'shop-center', '/pages/shop/index'],
  ];
  banners.forEach(([position, title, topic, link], sort) => {
    write.insert('banners', {
      position,
      title,
      image: banner(topic),
      link,
      sort,
      starts_at: now - 10 * DAY,
      ends_at: now + 30 * DAY,
    });
  });
  // An expired banner that must no longer show.
  write.insert('banners', {
    position: 'home',
    title: '服务之星七日打卡',
    image: banner('clockin-service'),
    link: `/pagesClockin/activity/index?id=${to.activityIds[3] ?? 1}`,
    sort: banners.length,
    starts_at: now - 40 * DAY,
    ends_at: now - 20 * DAY,
  });
}
