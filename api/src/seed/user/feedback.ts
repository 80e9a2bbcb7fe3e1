import type { SeedContext } from '../context';
import { photo } from '../media/catalogue';
import type { Org } from '../org/staff';
import { randomFor } from '../random';
import { DAY, HOUR } from '../time';
import { json } from '../writer';

type Kind = 'bug' | 'suggestion' | 'content' | 'other';

/** [kind, body, reply ('' when not replied yet)]. */
const FEEDBACK: readonly (readonly [Kind, string, string])[] = [
  [
    'suggestion',
    '希望课程播放支持倍速，方便复习。',
    '感谢建议！倍速播放已在开发计划中，预计下个版本上线。',
  ],
  [
    'bug',
    '在微信里打开资料附件时偶尔加载很慢。',
    '已定位为网络波动导致，已优化附件加载，请更新后再试。',
  ],
  ['content', '冰箱课程里的能效数据和最新国标不一致。', '感谢指正，课程内容已更新。'],
  ['suggestion', '打卡活动能不能增加补卡功能？', ''],
  ['other', '积分以后能兑换礼品吗？', '积分商城正在筹备中，敬请期待。'],
  ['bug', '考试交卷后成绩页面有时显示空白。', ''],
  ['suggestion', '希望知识库可以按门店类型分类。', ''],
  ['content', '希望增加更多厨电安装的视频。', '已安排产品中心录制，预计本月上线。'],
];

/** Feedback from the demo user and others, some replied. */
export function seedFeedback(ctx: SeedContext, org: Org): void {
  const { write, now } = ctx;
  const rng = randomFor('feedback');
  FEEDBACK.forEach(([kind, body, reply], i) => {
    const user = i < 2 ? org.demo.joined : rng.pick(org.members);
    const createdAt = now - (FEEDBACK.length - i) * 3 * DAY - rng.int(1, 10) * HOUR;
    write.insert('feedback', {
      user_id: user.id,
      kind,
      body,
      images: json(kind === 'bug' ? [photo('photo-display')] : []),
      contact: '',
      status: reply ? 'replied' : 'open',
      reply,
      created_at: createdAt,
      replied_at: reply ? createdAt + rng.int(2, 30) * HOUR : null,
    });
  });
}
