import type { SeedContext } from '../context';
import { eventCover } from '../media/catalogue';
import type { EventScene } from '../media/svg';
import type { Org } from '../org/staff';
import { randomFor } from '../random';
import { addDays, atTime, DAY } from '../time';
import type { Catalogue } from './courses';

type SessionData = {
  title: string;
  /** What its cover pictures (no words on it: the page shows the title). */
  scene: EventScene;
  lecturer: number;
  location: string;
  summary: string;
  /** What the session teaches and what to bring: the page shows time, place, seats and agenda. */
  purpose: string;
  prepare: string;
  seats: number;
  taken: number;
  inDays: number;
  /** Timetable per day: [start hour, end hour, title, speaker]. */
  schedule: readonly (readonly [number, number, string, string])[];
};

const SESSIONS: readonly SessionData[] = [
  {
    title: '空调安装勘测实操培训',
    scene: 'aircon',
    lecturer: 2,
    location: '上海徐汇旗舰店',
    summary: '现场演示空调勘测、打孔位置选择与管线规划。',
    purpose:
      '学完能独立完成一次上门勘测：判断外机位置是否安全、选好打孔点，并向顾客讲清楚安装方案。',
    prepare: '穿工装和防滑鞋，带上卷尺和手机（拍勘测照片）；工具和安全绳由门店提供。',
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
    scene: 'talk',
    lecturer: 1,
    location: '杭州西湖银泰店',
    summary: '顾问式销售情景演练，一对一点评。',
    purpose: '用真实接待场景反复演练，找出自己在问需求和处理异议时的习惯问题，当场改进。',
    prepare: '提前学完“顾问式销售五步法”课程，并写下一个你最近没能成交的接待经历。',
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
    scene: 'shelves',
    lecturer: 5,
    location: '南京新街口店',
    summary: '按标准完成一个品类区的陈列改造。',
    purpose: '分组把一个品类区从“摆满”改成“好逛好选”，学会用动线、层次和价签引导顾客。',
    prepare: '拍几张本店冰洗区的现状照片带来，改造时作为对照；穿便于搬动样机的服装。',
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
    scene: 'exit',
    lecturer: 6,
    location: '各门店（分批）',
    summary: '灭火器实操与人员疏散演练。',
    purpose: '每位员工都亲手用一次灭火器，并熟悉本店的疏散路线和集合点。',
    prepare: '提前查看本店疏散示意图，记住离自己岗位最近的安全出口。',
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
    scene: 'classroom',
    lecturer: 7,
    location: '上海总部培训中心',
    summary: '企业文化、制度与岗位基础知识集中培训。',
    purpose: '帮助新同事在上岗前了解优家的服务理念、考勤与薪酬制度，并能独立完成收银开单。',
    prepare: '带上身份证和入职登记表，提前在学习平台完成“新员工入职第一课”。',
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
    scene: 'kitchen',
    lecturer: 8,
    location: '广州天河旗舰店',
    summary: '厨电体验区烹饪演示标准流程。',
    purpose: '学会在厨电体验区做一道五分钟的演示菜，用看得见的油烟吸净效果打动顾客。',
    prepare: '穿工装并束好头发；食材和围裙由门店准备。',
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
    const id = write.insert('training_sessions', {
      title: s.title,
      cover: eventCover(s.scene),
      lecturer_id: catalogue.lecturerIds[s.lecturer] ?? null,
      location: s.location,
      summary: s.summary,
      // Time, place, seats and the agenda are shown from their fields: the text says the rest.
      body_html: `<p>${s.purpose}</p><h3>参训准备</h3><p>${s.prepare}</p>`,
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
        // No body: "title (speaker)" would only say again what the item shows.
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
