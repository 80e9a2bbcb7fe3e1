import type { SeedContext } from '../context';
import { cover } from '../media/catalogue';
import type { Org } from '../org/staff';
import { randomFor } from '../random';
import { DAY, HOUR } from '../time';
import type { Catalogue } from '../training/courses';

type ProgrammeData = {
  title: string;
  summary: string;
  mode: 'online' | 'offline';
  location: string;
  seats: number;
  lecturer: number;
  /** Days from now. */
  startsIn: number;
  days: number;
  /** How many seats are taken; 'full' fills them all, so the seat limit shows. */
  taken: number | 'full';
  demoEnrolled?: boolean;
};

const SCHOOLS: readonly (readonly [string, string, readonly ProgrammeData[]])[] = [
  [
    '管理学院',
    'college-management',
    [
      {
        title: '储备店长训练营（第四期）',
        summary: '两个月脱产+在岗实践，系统学习门店经营、团队管理与目标管理。',
        mode: 'offline',
        location: '上海总部培训中心',
        seats: 40,
        lecturer: 0,
        startsIn: 12,
        days: 60,
        taken: 26,
        demoEnrolled: true,
      },
      {
        title: '区域经理领导力研修班',
        summary: '面向区域经理的领导力、教练技术与跨店协同研修。',
        mode: 'offline',
        location: '杭州优家培训基地',
        seats: 20,
        lecturer: 0,
        startsIn: 30,
        days: 5,
        taken: 8,
      },
      {
        title: '门店经营数据分析工作坊',
        summary: '四周线上工作坊，用真实门店数据练习经营分析。',
        mode: 'online',
        location: '线上直播',
        seats: 100,
        lecturer: 0,
        startsIn: -10,
        days: 28,
        taken: 64,
      },
    ],
  ],
  [
    '营销学院',
    'college-marketing',
    [
      {
        title: '金牌导购特训营',
        summary: '三天集中特训，顾问式销售与高客单成交实战演练。',
        mode: 'offline',
        location: '广州天河培训中心',
        seats: 50,
        lecturer: 1,
        startsIn: 7,
        days: 3,
        taken: 41,
      },
      {
        title: '私域运营实战班',
        summary: '企业微信、社群与老客户运营的四周实战课程。',
        mode: 'online',
        location: '线上直播',
        seats: 200,
        lecturer: 9,
        startsIn: -3,
        days: 28,
        taken: 133,
        demoEnrolled: true,
      },
      {
        title: '直播带货训练营',
        summary: '从脚本到开播，完成一场门店直播的完整训练。',
        mode: 'online',
        location: '线上直播',
        seats: 80,
        lecturer: 9,
        startsIn: 20,
        days: 14,
        taken: 17,
      },
    ],
  ],
  [
    '产品学院',
    'college-product',
    [
      {
        title: '空调技术认证班',
        summary: '空调原理、安装勘测与故障初判，通过考核颁发认证证书。',
        mode: 'offline',
        location: '武汉江汉路旗舰店',
        seats: 30,
        lecturer: 2,
        startsIn: -60,
        days: 15,
        taken: 30,
      },
      {
        title: '冰洗产品专家认证',
        summary: '冰箱、洗衣机品类专家认证课程，线上学习+线下考核。',
        mode: 'online',
        location: '线上学习',
        seats: 120,
        lecturer: 4,
        startsIn: 5,
        days: 30,
        taken: 57,
      },
      {
        title: '厨卫产品实训营',
        summary: '在厨电体验区完成真实烹饪演示与安装实训。',
        mode: 'offline',
        location: '成都春熙路旗舰店',
        seats: 30,
        lecturer: 8,
        startsIn: 15,
        days: 2,
        taken: 12,
      },
    ],
  ],
  [
    '服务学院',
    'college-service',
    [
      {
        title: '服务礼仪内训师认证',
        summary: '培养门店服务礼仪内训师，通过认证可在本店授课。',
        mode: 'offline',
        location: '北京朝阳旗舰店',
        seats: 25,
        lecturer: 3,
        startsIn: 10,
        days: 3,
        taken: 'full',
      },
      {
        title: '客诉处理实战工作坊',
        summary: '用真实案例演练客诉处理与服务补救。',
        mode: 'online',
        location: '线上直播',
        seats: 150,
        lecturer: 3,
        startsIn: -20,
        days: 15,
        taken: 98,
      },
      {
        title: '送装服务标准化培训',
        summary: '送装一体服务的标准流程与现场礼仪。',
        mode: 'offline',
        location: '西安钟楼旗舰店',
        seats: 40,
        lecturer: 3,
        startsIn: 25,
        days: 2,
        taken: 9,
      },
    ],
  ],
];

/** Business-school categories, programmes and enrolments (enrolled_count matches the rows). */
export function seedCollege(ctx: SeedContext, org: Org, catalogue: Catalogue): void {
  const { write, now } = ctx;
  const rng = randomFor('college');
  const demoId = org.demo.joined.id;
  let sort = 0;
  SCHOOLS.forEach(([name, coverTopic, programmes], c) => {
    const categoryId = write.insert('college_categories', {
      name,
      name_kind: coverTopic.replace(/^college-/, ''),
      sort: c,
    });
    programmes.forEach((p, i) => {
      const startsAt = now + p.startsIn * DAY + (p.startsIn > 0 ? 9 * HOUR : 0);
      const taken = p.taken === 'full' ? p.seats : p.taken;
      const others = org.members.filter((m) => m.id !== demoId);
      const enrolled = rng.sample(others, p.demoEnrolled ? taken - 1 : taken).map((m) => m.id);
      if (p.demoEnrolled) enrolled.push(demoId);
      const body =
        `<p>${p.summary}</p>` +
        `<h3>课程安排</h3><p>上课方式：${p.mode === 'online' ? '线上' : '线下'}；地点：${p.location}；` +
        `共 ${p.days} 天。</p><h3>报名须知</h3><p>名额 ${p.seats} 人，报满即止；报名后如需取消请提前三天操作。</p>`;
      const programmeId = write.insert('college_programmes', {
        category_id: categoryId,
        lecturer_id: catalogue.lecturerIds[p.lecturer] ?? null,
        title: p.title,
        cover: cover(coverTopic, i),
        summary: p.summary,
        body_html: body,
        mode: p.mode,
        location: p.location,
        seats: p.seats,
        enrolled_count: enrolled.length,
        starts_at: startsAt,
        ends_at: startsAt + p.days * DAY,
        sort: sort++,
      });
      const signupWindowStart = Math.min(now, startsAt) - 30 * DAY;
      const signupAt = (): number =>
        Math.min(now, startsAt) - rng.int(1, 20) * DAY + rng.int(0, 8) * HOUR;
      for (const userId of enrolled) {
        write.insert('college_enrolments', {
          programme_id: programmeId,
          user_id: userId,
          created_at: Math.max(signupWindowStart, signupAt()),
        });
      }
      // A few people changed their minds; their seats were freed.
      for (const m of rng.sample(
        others.filter((o) => !enrolled.includes(o.id)),
        2,
      )) {
        write.insert('college_enrolments', {
          programme_id: programmeId,
          user_id: m.id,
          status: 'cancelled',
          created_at: Math.max(signupWindowStart, signupAt()),
        });
      }
    });
  });
}
