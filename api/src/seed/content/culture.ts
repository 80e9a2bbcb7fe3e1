import type { SeedContext } from '../context';
import { photo } from '../media/catalogue';

const INTRO =
  '优家电器创立于1998年，是一家以家电零售与服务为核心的全国连锁企业。二十多年来，优家始终坚持' +
  '“顾客第一”，以专业的产品推荐、贴心的送装服务和可靠的售后保障，陪伴千万家庭打造美好生活。';

const VALUES: readonly (readonly [string, string])[] = [
  ['顾客第一', '一切从顾客需求出发，为顾客推荐真正合适的产品，把每一次服务做到让顾客放心。'],
  ['诚信正直', '说到做到，明码实价，不夸大、不隐瞒，守住每一位顾客的信任。'],
  ['团队协作', '门店与总部、前台与后台相互补位，成就团队就是成就自己。'],
  ['持续学习', '家电技术日新月异，保持学习才能保持专业，每天进步一点点。'],
  ['追求卓越', '对标行业最好的服务标准，把平凡的工作做到极致。'],
];

const HISTORY: readonly (readonly [string, string, string])[] = [
  ['1998', '第一家门店开业', '优家第一家社区家电门店在上海徐汇开业，面积仅120平方米。'],
  ['2003', '走出上海', '进入杭州、南京，开启华东区域连锁经营。'],
  ['2008', '建立统一物流体系', '建成华东中心仓，实现门店统一配送与送装一体服务。'],
  ['2011', '门店突破100家', '完成华南、华北布局，全国门店数突破100家。'],
  ['2014', '成立优家商学院', '建立系统化员工培训体系，开设管理、营销、产品、服务四大学院。'],
  ['2017', '会员体系上线', '推出会员积分与专属服务，会员数当年突破200万。'],
  ['2020', '数字化转型', '上线线上商城与门店直播，实现线上线下一体化经营。'],
  ['2023', '以旧换新全面推广', '联合品牌方开展以旧换新，全年回收旧家电超5万台。'],
  ['2025', '服务提升年', '推行首问负责制与一小时送装服务，客诉满意度提升至96%。'],
];

/** The latest event: the news of the day tells of it, so it happened this month. */
const LATEST: readonly [string, string] = [
  '第500家门店开业',
  '成都春熙路旗舰店升级开业，全国门店数突破500家。',
];

const GALLERY: readonly (readonly [string, string])[] = [
  ['photo-headquarters', '位于上海的优家总部大楼'],
  ['photo-awards', '2025年度表彰大会现场'],
  ['photo-opening', '第500家门店开业仪式'],
  ['photo-teamwork', '华东大区团队拓展活动'],
  ['photo-charity', '优家公益助学行动'],
  ['photo-classroom', '优家商学院储备店长训练营'],
];

/** The culture page: introduction, values, history timeline, gallery. */
export function seedCulture(ctx: SeedContext): void {
  const { write, today } = ctx;
  write.insert('culture_items', {
    kind: 'intro',
    // Names the intro for assistive technology; the page shows it under its own title, unheaded.
    title: '企业简介',
    body: INTRO,
    image: photo('photo-headquarters'),
    sort: 0,
  });
  VALUES.forEach(([title, body], sort) =>
    write.insert('culture_items', { kind: 'value', title, body, sort }),
  );
  const history = [...HISTORY, [today.slice(0, 7), ...LATEST] as const];
  history.forEach(([date, title, body], sort) =>
    write.insert('culture_items', { kind: 'history', title, body, event_date: date, sort }),
  );
  GALLERY.forEach(([key, title], sort) =>
    write.insert('culture_items', { kind: 'gallery', title, image: photo(key), sort }),
  );
}
