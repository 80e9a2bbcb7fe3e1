import type { SeedContext } from '../context';
import type { Org } from '../org/staff';
import { randomFor } from '../random';
import { DAY, HOUR, MINUTE } from '../time';

type Kind = 'system' | 'course' | 'exam' | 'team' | 'clockin' | 'order' | 'points';

/** [kind, title, body, link, hours ago, read] for the joined demo user. */
const DEMO_NOTICES: readonly (readonly [Kind, string, string, string, number, boolean])[] = [
  [
    'exam',
    '11月月度考核已开启',
    '《2026年11月月度考核》已开放，请在截止日期前完成。',
    '/pagesExam/paper/index',
    20,
    false,
  ],
  [
    'course',
    '新的必修课待学习',
    '《2026冬季新品速递》已加入你的必修课，请按时完成。',
    '/pagesTrain/compulsory/activity',
    30,
    false,
  ],
  [
    'clockin',
    '今日打卡提醒',
    '《21天产品知识打卡挑战》今天的任务还没有打卡哦。',
    '/pagesClockin/activity/list',
    2,
    false,
  ],
  [
    'order',
    '订单待支付',
    '你有一笔课程订单尚未支付，超时将自动取消。',
    '/pagesUser/user/order',
    2,
    false,
  ],
  [
    'points',
    '签到积分到账',
    '连续签到奖励已到账，继续保持！',
    '/pagesUser/user/integral',
    26,
    true,
  ],
  [
    'exam',
    '考试成绩已发布',
    '《2026年10月月度考核》成绩已发布，点击查看。',
    '/pagesExam/report/index',
    72,
    true,
  ],
  [
    'exam',
    '考试未通过提醒',
    '《冰箱产品知识测验》未通过，你还有1次考试机会。',
    '/pagesExam/paper/index',
    96,
    true,
  ],
  [
    'course',
    '课程学习完成',
    '恭喜你完成《新员工入职第一课》，获得20积分。',
    '/pagesUser/user/course',
    200,
    true,
  ],
  [
    'team',
    '团队公告更新',
    '店长发布了新的团队公告，请及时查看。',
    '/pagesUser/affiche/list',
    120,
    true,
  ],
  [
    'order',
    '退款已到账',
    '订单《客诉处理与服务补救》的退款已退回账户余额。',
    '/pagesUser/user/order',
    19 * 24,
    true,
  ],
  [
    'system',
    '欢迎加入优家学堂',
    '完善资料并加入团队后即可使用全部学习功能。',
    '/pagesUser/bind/index',
    420 * 24,
    true,
  ],
];

/** Personal notices: a full inbox for the demo users, a few for everyone else. */
export function seedNotices(ctx: SeedContext, org: Org): void {
  const { write, now } = ctx;
  const rng = randomFor('notices');
  const notice = (
    userId: number,
    kind: Kind,
    title: string,
    body: string,
    link: string,
    at: number,
    read: boolean,
  ): void => {
    write.insert('notices', {
      user_id: userId,
      kind,
      title,
      body,
      link,
      created_at: at,
      read_at: read ? Math.min(now, at + rng.int(5, 600) * MINUTE) : null,
    });
  };

  // Oldest first, so ids grow with time.
  for (const [kind, title, body, link, hoursAgo, read] of [...DEMO_NOTICES].reverse()) {
    notice(org.demo.joined.id, kind, title, body, link, now - hoursAgo * HOUR, read);
  }
  notice(
    org.demo.notJoinedId,
    'system',
    '欢迎加入优家学堂',
    '完善资料并填写团队邀请码，即可加入你的门店团队。',
    '/pagesUser/bind/index',
    now - DAY + HOUR,
    false,
  );
  notice(
    org.demo.pendingId,
    'team',
    '加入申请已提交',
    '你的团队加入申请已提交，区域经理审核后会通知你。',
    '/pagesUser/bind/state',
    now - 2 * HOUR,
    false,
  );
  for (const manager of [org.demo.shopManager, org.demo.areaManager]) {
    notice(
      manager.id,
      'team',
      '新的入队申请',
      '有新同事申请加入团队，请及时审核。',
      '/pagesUser/team/list',
      now - 2 * HOUR,
      false,
    );
    notice(
      manager.id,
      'exam',
      '11月月度考核已开启',
      '请督促团队成员在截止日期前完成考核。',
      '/pagesExam/paper/index',
      now - 20 * HOUR,
      true,
    );
  }

  for (const member of org.members) {
    if (member === org.demo.joined) continue;
    notice(
      member.id,
      'system',
      '欢迎加入优家学堂',
      '你已成功加入团队，开始学习吧！',
      '/pages/train/index',
      member.joinedAt + HOUR,
      true,
    );
    notice(
      member.id,
      'exam',
      '11月月度考核已开启',
      '《2026年11月月度考核》已开放，请在截止日期前完成。',
      '/pagesExam/paper/index',
      now - 20 * HOUR,
      rng.chance(0.5),
    );
    if (rng.chance(0.4)) {
      notice(
        member.id,
        'course',
        '必修课即将截止',
        '你有必修课将在7天内截止，请尽快完成。',
        '/pagesTrain/compulsory/index',
        now - rng.int(1, 5) * DAY,
        rng.chance(0.6),
      );
    }
  }
}
