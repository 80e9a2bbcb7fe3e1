import type { SeedContext } from '../context';
import type { Org } from '../org/staff';
import { randomFor } from '../random';
import { DAY, HOUR } from '../time';
import { flag } from '../writer';

type Scope = 'all' | 'area' | 'team';

/** [title, summary, body paragraphs, author, scope, days ago, pinned]. */
const ANNOUNCEMENTS: readonly (readonly [
  string,
  string,
  readonly string[],
  string,
  Scope,
  number,
  boolean,
])[] = [
  [
    '本周末门店营业时间调整',
    '本周六、周日全国门店营业至22:00。',
    [
      '为做好周末促销服务，本周六、周日全国门店营业时间延长至22:00。',
      '请各门店合理排班，确保高峰时段人员充足。',
    ],
    '总经办',
    'all',
    1,
    true,
  ],
  [
    '学习平台积分规则调整公告',
    '签到、学习与考试积分规则优化。',
    [
      '每日签到5积分，连续签到满7天当天10积分。',
      '完成必修课20积分，完成选修课10积分，考试通过10积分。',
    ],
    '优家商学院',
    'all',
    3,
    false,
  ],
  [
    '华东大区月度经营分析会通知',
    '月度经营分析会将于本周召开。',
    ['请各店长准备上月经营数据与改善计划。', '会议地点：上海徐汇旗舰店三楼会议室。'],
    '华东大区运营部',
    'area',
    2,
    false,
  ],
  [
    '徐汇旗舰店本周排班调整',
    '因周末促销活动，本周排班有调整。',
    ['本周六、周日全员到岗，调休顺延至下周。', '如有特殊情况请提前与店长沟通。'],
    '张伟',
    'team',
    1,
    false,
  ],
  [
    '新款工装发放通知',
    '新款工装将于下月初发放。',
    ['请各门店统计员工尺码，于本月底前报送人力资源部。'],
    '人力资源部',
    'all',
    6,
    false,
  ],
  [
    '消防安全自查通知',
    '本月底前完成门店消防设施自查。',
    ['检查灭火器压力、消防通道与应急照明。', '自查表请上传至知识库“公司制度”目录。'],
    '安全管理部',
    'all',
    9,
    false,
  ],
  [
    '新版收银系统上线安排',
    '新版收银系统将分批上线。',
    ['华东大区首批上线，其他大区下月上线。', '上线前请完成《收银与开单系统操作》课程学习。'],
    '信息技术部',
    'all',
    14,
    false,
  ],
  [
    '上月学习之星名单',
    '上月学习之星评选结果公布。',
    ['恭喜十位伙伴获评上月学习之星，奖励200积分。', '感谢大家的学习投入，继续加油！'],
    '优家商学院',
    'all',
    20,
    false,
  ],
  [
    '服务之星打卡评选结果',
    '服务之星打卡活动圆满结束。',
    ['共有126位伙伴完成全部打卡任务。', '获奖名单已在活动页公布。'],
    '服务中心',
    'all',
    25,
    false,
  ],
  [
    '关于规范顾客信息使用的通知',
    '严禁将顾客信息用于与服务无关的用途。',
    ['顾客信息仅限用于订单处理与售后服务。', '违反规定者将按《员工奖惩管理办法》处理。'],
    '总经办',
    'all',
    40,
    false,
  ],
];

/** Announcements for everyone, the demo area and the demo team, and who has read them. */
export function seedAnnouncements(ctx: SeedContext, org: Org): void {
  const { write, now } = ctx;
  const rng = randomFor('announcements');
  const { joined } = org.demo;
  for (const [title, summary, paragraphs, author, scope, daysAgo, pinned] of [
    ...ANNOUNCEMENTS,
  ].reverse()) {
    const publishedAt = now - daysAgo * DAY - rng.int(1, 6) * HOUR;
    const id = write.insert('announcements', {
      title,
      summary,
      body_html: paragraphs.map((p) => `<p>${p}</p>`).join(''),
      author,
      area_id: scope === 'area' ? joined.areaId : null,
      team_id: scope === 'team' ? joined.teamId : null,
      is_top: flag(pinned),
      published_at: publishedAt,
    });
    const audience = org.members.filter(
      (m) =>
        scope === 'all' ||
        (scope === 'area' ? m.areaId === joined.areaId : m.teamId === joined.teamId),
    );
    // The demo user has read everything older than a week.
    for (const member of audience) {
      const read = member === joined ? daysAgo > 7 : rng.chance(Math.min(0.9, 0.3 + daysAgo / 30));
      if (!read) continue;
      write.insert('announcement_reads', {
        announcement_id: id,
        user_id: member.id,
        read_at: publishedAt + rng.int(HOUR, Math.max(HOUR, now - publishedAt)),
      });
    }
  }
}
