import type { SeedContext } from '../context';
import type { SeededMaterial } from '../content/materials';
import type { SeededPaper } from '../exam/papers';
import { cover } from '../media/catalogue';
import type { Org } from '../org/staff';
import { randomFor } from '../random';
import { DAY } from '../time';
import type { Catalogue } from '../training/courses';

type Step = readonly ['course' | 'paper' | 'material', string, string];

const ROUTES: readonly (readonly [string, string, 'all' | 'staff' | 'manager', readonly Step[]])[] =
  [
    [
      '新人成长路线',
      '入职30天，从认识优家到独立接待顾客。',
      'staff',
      [
        ['course', '新员工入职第一课', '认识优家与入职须知'],
        ['material', '员工手册（2026版）', '通读员工手册'],
        ['course', '家电基础知识入门', '掌握家电基础常识'],
        ['course', '门店服务礼仪标准', '学会标准服务礼仪'],
        ['course', '收银与开单系统操作', '学会开单与收银'],
        ['paper', '新员工入职考试', '通过入职考试'],
      ],
    ],
    [
      '金牌导购进阶路线',
      '系统提升销售能力，成为门店销售标杆。',
      'all',
      [
        ['course', '顾问式销售五步法', '掌握顾问式销售流程'],
        ['course', '顾客异议处理实战', '从容应对顾客异议'],
        ['material', '价格异议应对话术', '熟记价格异议话术'],
        ['course', '高客单价套购技巧', '提升客单价'],
        ['paper', '大促活动政策考试', '大促前通过考试'],
      ],
    ],
    [
      '店长进阶路线',
      '从优秀导购到优秀店长的必经之路。',
      'manager',
      [
        ['course', '店长管理必修课', '建立店长角色认知'],
        ['course', '高效晨会与夕会', '开好每一次会'],
        ['course', '新员工带教与辅导', '带出优秀新人'],
        ['course', '门店经营数据分析', '用数据经营门店'],
        ['course', '区域巡店管理', '理解区域管理视角'],
        ['paper', '店长管理能力考核', '通过店长能力考核'],
      ],
    ],
  ];

/** Study routes with steps pointing at courses, papers and materials, and their members. */
export function seedStudyRoutes(
  ctx: SeedContext,
  org: Org,
  catalogue: Catalogue,
  papers: readonly SeededPaper[],
  materials: readonly SeededMaterial[],
): void {
  const { write, now } = ctx;
  const rng = randomFor('study-routes');
  const find = <T extends { id: number }>(
    items: readonly T[],
    name: string,
    match: (t: T) => boolean,
  ): number => {
    const found = items.find(match);
    if (!found) throw new Error(`study route step not found: ${name}`);
    return found.id;
  };
  ROUTES.forEach(([title, summary, audience, steps], r) => {
    const routeId = write.insert('study_routes', {
      title,
      cover: cover('route', r),
      summary,
      audience,
      sort: r,
      created_at: now - (120 - r * 10) * DAY,
    });
    const readingIds: number[] = [];
    steps.forEach(([kind, name, description], sort) => {
      const stepId = write.insert('study_route_steps', {
        route_id: routeId,
        title: name,
        description,
        kind,
        course_id:
          kind === 'course' ? find(catalogue.courses, name, (c) => c.data.title === name) : null,
        paper_id: kind === 'paper' ? find(papers, name, (p) => p.title === name) : null,
        material_id: kind === 'material' ? find(materials, name, (m) => m.title === name) : null,
        sort,
      });
      if (kind === 'material') readingIds.push(stepId);
    });
    const eligible = org.members.filter((m) => audience !== 'manager' || m.role !== 'staff');
    const members = rng.sample(eligible, Math.floor(eligible.length * 0.3));
    if (r < 2 && !members.includes(org.demo.joined)) members.push(org.demo.joined);
    if (r === 2 && !members.includes(org.demo.shopManager)) members.push(org.demo.shopManager);
    for (const m of members) {
      write.insert('study_route_members', {
        route_id: routeId,
        user_id: m.id,
        joined_at: Math.max(m.joinedAt, now - rng.int(1, 90) * DAY),
      });
      // Most members have marked the path's reading read; the joined demo user has not yet.
      for (const stepId of readingIds) {
        if (m === org.demo.joined || !rng.chance(0.6)) continue;
        write.insert('study_step_reads', { step_id: stepId, user_id: m.id, done_at: now - DAY });
      }
    }
  });
}
