import type { SeedContext } from '../context';
import { cover } from '../media/catalogue';
import type { Org } from '../org/staff';
import { randomFor } from '../random';
import { addDays, atTime, DAY } from '../time';
import type { Catalogue } from './courses';

type SessionData = {
  title: string;
  lecturer: number;
  location: string;
  summary: string;
  seats: number;
  taken: number;
  inDays: number;
  /** Timetable per day: [start hour, end hour, title, speaker]. */
  schedule: readonly (readonly [number, number, string, string])[];
};

const SESSIONS: readonly SessionData[] = [
  {
    title: '空调安装勘测实操培训',
    lecturer: 2,
    location: '上海徐汇旗舰店',
    summary: '现场演示空调勘测、打孔位置选择与管线规划。',
    seats: 30,
    taken: 18,
    inDays: 6,
    schedule: [
      [9, 12, '勘测流程与工具', '赵国栋'],
      [13, 16, '现场实操演练', '赵国栋'],
      [16, 17, '考核与答疑', '赵国栋'],
    ],
  },
  {
    title: '金牌导购销售技巧工作坊',
    lecturer: 1,
    location: '杭州西湖银泰店',
    summary: '顾问式销售情景演练，一对一点评。',
    seats: 24,
    taken: 24,
    inDays: 9,
    schedule: [
      [9, 10, '开场与破冰', '林雅婷'],
      [10, 12, '需求挖掘情景演练', '林雅婷'],
      [13, 16, '异议处理与促成演练', '林雅婷'],
    ],
  },
  {
    title: '门店陈列实训',
    lecturer: 5,
    location: '南京新街口店',
    summary: '按标准完成一个品类区的陈列改造。',
    seats: 20,
    taken: 7,
    inDays: 15,
    schedule: [
      [9, 11, '陈列标准讲解', '何晓燕'],
      [11, 16, '分组陈列改造', '何晓燕'],
      [16, 17, '成果点评', '何晓燕'],
    ],
  },
  {
    title: '消防安全与应急演练',
    lecturer: 6,
    location: '各门店（分批）',
    summary: '灭火器实操与人员疏散演练。',
    seats: 60,
    taken: 41,
    inDays: -8,
    schedule: [
      [14, 15, '消防知识讲解', '吴志刚'],
      [15, 16, '灭火器实操', '吴志刚'],
      [16, 17, '疏散演练', '吴志刚'],
    ],
  },
  {
    title: '新员工集中入职培训',
    lecturer: 7,
    location: '上海总部培训中心',
    summary: '企业文化、制度与岗位基础知识集中培训。',
    seats: 40,
    taken: 33,
    inDays: -25,
    schedule: [
      [9, 12, '认识优家', '黄思琪'],
      [13, 15, '制度与考勤', '黄思琪'],
      [15, 17, '收银系统操作', '黄思琪'],
    ],
  },
  {
    title: '厨电烹饪演示培训',
    lecturer: 8,
    location: '广州天河旗舰店',
    summary: '厨电体验区烹饪演示标准流程。',
    seats: 16,
    taken: 5,
    inDays: 20,
    schedule: [
      [10, 12, '烟灶卖点演示', '马俊'],
      [13, 15, '烹饪演示实操', '马俊'],
    ],
  },
];

/** Offline training sessions with timetables and sign-ups (enrolled_count matches the rows). */
export function seedTrainingSessions(ctx: SeedContext, org: Org, catalogue: Catalogue): void {
  const { write, now, today } = ctx;
  const rng = randomFor('training-sessions');
  SESSIONS.forEach((s, i) => {
    const day = addDays(today, s.inDays);
    const first = s.schedule[0] ?? [9, 17, '', ''];
    const last = s.schedule[s.schedule.length - 1] ?? first;
    const startsAt = atTime(day, first[0]);
    const taken = rng.sample(org.members, s.taken);
    if (i === 0 && !taken.includes(org.demo.joined)) taken[0] = org.demo.joined;
    const timetable = s.schedule
      .map(([from, to, title]) => `<li>${from}:00-${to}:00 ${title}</li>`)
      .join('');
    const id = write.insert('training_sessions', {
      title: s.title,
      cover: cover('training', i),
      lecturer_id: catalogue.lecturerIds[s.lecturer] ?? null,
      location: s.location,
      summary: s.summary,
      body_html: `<p>${s.summary}</p><h3>日程</h3><ul>${timetable}</ul><p>名额 ${s.seats} 人。</p>`,
      seats: s.seats,
      enrolled_count: taken.length,
      starts_at: startsAt,
      ends_at: atTime(day, last[1]),
    });
    for (const [from, to, title, speaker] of s.schedule) {
      write.insert('training_schedule_items', {
        session_id: id,
        title,
        speaker,
        body: `${title}（${speaker}）`,
        starts_at: atTime(day, from),
        ends_at: atTime(day, to),
      });
    }
    for (const member of taken) {
      write.insert('training_signups', {
        session_id: id,
        user_id: member.id,
        created_at: Math.min(now, startsAt) - rng.int(1, 10) * DAY,
      });
    }
  });
}
