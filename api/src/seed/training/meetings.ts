import type { SeedContext } from '../context';
import { cover } from '../media/catalogue';
import type { Org } from '../org/staff';
import { randomFor } from '../random';
import { atTime, addDays, DAY, HOUR } from '../time';

type MeetingData = {
  title: string;
  kind: 'online' | 'offline';
  host: string;
  location: string;
  summary: string;
  agenda: readonly string[];
  /** Days from today, start hour and length in hours. */
  inDays: number;
  hour: number;
  hours: number;
};

const MEETINGS: readonly MeetingData[] = [
  {
    title: '双十一大促誓师大会',
    kind: 'online',
    host: '周明远',
    location: '企业微信直播',
    summary: '全国门店连线，部署双十一大促目标与执行要点。',
    agenda: ['大促目标发布', '价格政策解读', '优秀门店经验分享', '誓师与合影'],
    inDays: 2,
    hour: 9,
    hours: 1,
  },
  {
    title: '华东大区十一月经营分析会',
    kind: 'offline',
    host: '陈静',
    location: '上海徐汇旗舰店三楼会议室',
    summary: '复盘十月经营数据，部署十一月重点工作。',
    agenda: ['十月经营数据回顾', '各店问题与改善计划', '十一月目标拆解'],
    inDays: 4,
    hour: 14,
    hours: 3,
  },
  {
    title: '冬季新品发布与培训会',
    kind: 'online',
    host: '郭建平',
    location: '企业微信直播',
    summary: '冬季新品上市发布，产品经理现场讲解卖点。',
    agenda: ['新品发布', '卖点讲解', '上市政策', '答疑'],
    inDays: 7,
    hour: 19,
    hours: 2,
  },
  {
    title: '服务之星颁奖典礼',
    kind: 'offline',
    host: '孙丽华',
    location: '上海总部多功能厅',
    summary: '表彰国庆服务之星，分享金牌服务案例。',
    agenda: ['开场致辞', '颁奖', '获奖者分享'],
    inDays: 12,
    hour: 15,
    hours: 2,
  },
  {
    title: '十月店长月度例会',
    kind: 'online',
    host: '周明远',
    location: '腾讯会议',
    summary: '店长月度例会：经营复盘与管理经验交流。',
    agenda: ['经营复盘', '管理案例研讨', '下月重点'],
    inDays: -3,
    hour: 10,
    hours: 2,
  },
  {
    title: '消防安全专题会议',
    kind: 'offline',
    host: '吴志刚',
    location: '各门店会议室（视频连线）',
    summary: '冬季消防安全专题部署会议。',
    agenda: ['冬季火灾风险分析', '门店自查要求', '演练安排'],
    inDays: -10,
    hour: 9,
    hours: 1,
  },
  {
    title: '私域运营经验交流会',
    kind: 'online',
    host: '梁文静',
    location: '企业微信直播',
    summary: '优秀门店分享社群运营与老客户转化经验。',
    agenda: ['社群运营案例', '企业微信使用技巧', '互动答疑'],
    inDays: -18,
    hour: 19,
    hours: 1,
  },
  {
    title: '三季度总结表彰大会',
    kind: 'offline',
    host: '周明远',
    location: '上海总部多功能厅',
    summary: '三季度经营总结与优秀团队表彰。',
    agenda: ['三季度总结', '优秀团队表彰', '四季度部署'],
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
      cover: cover('meeting', i),
      kind: m.kind,
      host: m.host,
      location: m.location,
      summary: m.summary,
      body_html: `<p>${m.summary}</p><h3>会议议程</h3><ol>${agenda}</ol><p>主持人：${m.host}；地点：${m.location}。</p>`,
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
