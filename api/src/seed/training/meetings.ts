import type { SeedContext } from '../context';
import { eventCover } from '../media/catalogue';
import type { EventScene } from '../media/svg';
import type { Org } from '../org/staff';
import { randomFor } from '../random';
import { atTime, addDays, DAY, HOUR } from '../time';

type MeetingData = {
  title: string;
  /** What its cover pictures (no words on it: the page shows the title). */
  scene: EventScene;
  kind: 'online' | 'offline';
  host: string;
  location: string;
  summary: string;
  /** Why the meeting is held, beyond its summary; the page shows time, place and host as rows. */
  purpose: string;
  agenda: readonly string[];
  /** What to prepare or bring. */
  prepare: string;
  /** Days from today, start hour and length in hours. */
  inDays: number;
  hour: number;
  hours: number;
};

const MEETINGS: readonly MeetingData[] = [
  {
    title: '季度销售誓师大会',
    scene: 'rally',
    kind: 'online',
    host: '周明远',
    location: '企业微信直播',
    summary: '全国门店连线，部署本季度销售目标与执行要点。',
    purpose:
      '把本季度的销售目标分解到每家门店、每个班组，统一活动政策口径，让每位导购清楚自己要做什么。',
    agenda: ['季度目标发布', '价格政策解读', '优秀门店经验分享', '誓师与合影'],
    prepare: '店长提前核对本店季度目标，并准备一条本店冲刺打法，会上抽取三家门店发言。',
    inDays: 2,
    hour: 9,
    hours: 1,
  },
  {
    title: '华东大区月度经营分析会',
    scene: 'chart',
    kind: 'offline',
    host: '陈静',
    location: '上海徐汇旗舰店三楼会议室',
    summary: '复盘上月经营数据，部署本月重点工作。',
    purpose: '逐店找出上月销售与毛利的差距，定下每家门店本月的改善措施和负责人。',
    agenda: ['上月经营数据回顾', '各店问题与改善计划', '本月目标拆解'],
    prepare: '各店长带上上月经营报表，以及一页问题与改善计划（问题、原因、措施、完成时间）。',
    inDays: 4,
    hour: 14,
    hours: 3,
  },
  {
    title: '冬季新品发布与培训会',
    scene: 'launch',
    kind: 'online',
    host: '郭建平',
    location: '企业微信直播',
    summary: '冬季新品上市发布，产品经理现场讲解卖点。',
    purpose: '新品到店前，让一线导购先听懂每款新品的升级点和目标顾客，上市当天就能讲清楚。',
    agenda: ['新品发布', '卖点讲解', '上市政策', '答疑'],
    prepare: '会前浏览“冬季新品速递”课程，把想问的问题提前发到门店群，会上集中解答。',
    inDays: 7,
    hour: 19,
    hours: 2,
  },
  {
    title: '服务之星颁奖典礼',
    scene: 'trophy',
    kind: 'offline',
    host: '孙丽华',
    location: '上海总部多功能厅',
    summary: '表彰服务之星，分享金牌服务案例。',
    purpose: '表彰服务之星七日打卡中的优秀员工，把他们的服务做法整理成案例，推广到所有门店。',
    agenda: ['开场致辞', '颁奖', '获奖者分享'],
    prepare: '获奖者准备3分钟的服务故事分享；各门店请穿工装出席，提前15分钟到场签到。',
    inDays: 12,
    hour: 15,
    hours: 2,
  },
  {
    title: '店长月度例会',
    scene: 'table',
    kind: 'online',
    host: '周明远',
    location: '腾讯会议',
    summary: '店长月度例会：经营复盘与管理经验交流。',
    purpose: '店长之间交流排班、带教和客诉处理中的好做法，一起研讨本月遇到的管理难题。',
    agenda: ['经营复盘', '管理案例研讨', '下月重点'],
    prepare: '每位店长准备一个本月的管理案例，说明当时的情况、做法和结果。',
    inDays: -3,
    hour: 10,
    hours: 2,
  },
  {
    title: '消防安全专题会议',
    scene: 'safety',
    kind: 'offline',
    host: '吴志刚',
    location: '各门店会议室（视频连线）',
    summary: '门店消防安全专题部署会议。',
    purpose: '样机通电多、仓库纸箱多是门店最常见的火灾隐患，会议明确每家门店的自查清单和整改时限。',
    agenda: ['火灾风险分析', '门店自查要求', '演练安排'],
    prepare: '安全员会前检查本店灭火器有效期和消防通道，会上汇报检查结果。',
    inDays: -10,
    hour: 9,
    hours: 1,
  },
  {
    title: '私域运营经验交流会',
    scene: 'chat',
    kind: 'online',
    host: '梁文静',
    location: '企业微信直播',
    summary: '优秀门店分享社群运营与老客户转化经验。',
    purpose: '学习优秀门店如何用社群和朋友圈维护老顾客，把老客户转介绍做成稳定的客源。',
    agenda: ['社群运营案例', '企业微信使用技巧', '互动答疑'],
    prepare: '提前在手机上登录企业微信，并整理本店客户群的人数和最近一次活动效果。',
    inDays: -18,
    hour: 19,
    hours: 1,
  },
  {
    title: '季度总结表彰大会',
    scene: 'medal',
    kind: 'offline',
    host: '周明远',
    location: '上海总部多功能厅',
    summary: '季度经营总结与优秀团队表彰。',
    purpose: '回顾上一季度的经营成绩，表彰业绩和服务双优的团队，并明确下一季度的重点方向。',
    agenda: ['季度经营总结', '优秀团队表彰', '下季度部署'],
    prepare: '受表彰团队派一名代表上台领奖，并准备一句团队感言。',
    inDays: -35,
    hour: 14,
    hours: 3,
  },
];

/** Meetings (upcoming and past) with sign-ups and check-ins. */
export function seedMeetings(ctx: SeedContext, org: Org): void {
  const { write, now, today } = ctx;
  const rng = randomFor('meetings');
  MEETINGS.forEach((m, i) => {
    const startsAt = atTime(addDays(today, m.inDays), m.hour);
    const agenda = m.agenda.map((a) => `<li>${a}</li>`).join('');
    const id = write.insert('meetings', {
      title: m.title,
      cover: eventCover(m.scene),
      kind: m.kind,
      host: m.host,
      location: m.location,
      summary: m.summary,
      // Time, place and host are the page's rows: the text says why to come and what to prepare.
      body_html: `<p>${m.purpose}</p><h3>会议议程</h3><ol>${agenda}</ol><h3>会前准备</h3><p>${m.prepare}</p>`,
      starts_at: startsAt,
      ends_at: startsAt + m.hours * HOUR,
    });
    const attendees = rng.sample(org.members, rng.int(15, 40));
    if (i < 2 && !attendees.includes(org.demo.joined)) attendees.push(org.demo.joined);
    for (const a of attendees) {
      const signedUpAt = Math.min(now, startsAt) - rng.int(1, 5) * DAY;
      write.insert('meeting_attendees', {
        meeting_id: id,
        user_id: a.id,
        signed_up_at: signedUpAt,
        checked_in_at: startsAt < now && rng.chance(0.85) ? startsAt - rng.int(1, 15) * 60 : null,
      });
    }
  });
}
