import type { SeedContext } from '../context';
import type { Org } from '../org/staff';
import { HOUR } from '../time';

const HOT_KEYWORDS = [
  '空调',
  '冰箱',
  '洗烘一体',
  '以旧换新',
  '大促',
  '服务礼仪',
  '消防安全',
  '话术',
  '油烟机',
  '店长',
];

const DEMO_HISTORY = ['空调匹数', '冰箱', '以旧换新', '话术', '零冷水'];

/** Hot keywords on the search page and the demo user's recent searches. */
export function seedSearchTerms(ctx: SeedContext, org: Org): void {
  HOT_KEYWORDS.forEach((keyword, sort) => ctx.write.insert('hot_keywords', { keyword, sort }));
  DEMO_HISTORY.forEach((keyword, i) => {
    ctx.write.insert('search_history', {
      user_id: org.demo.joined.id,
      keyword,
      searched_at: ctx.now - (i + 1) * 5 * HOUR,
    });
  });
}
