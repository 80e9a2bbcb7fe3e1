import type { SeedContext } from '../context';
import { mediaUrl, PDFS } from '../media/catalogue';
import { DAY } from '../time';

/** Catalogues of policies: [catalogue, its name's kind, [title, gist][]]. */
const POLICIES: readonly (readonly [string, string, readonly (readonly [string, string])[]])[] = [
  [
    '人事制度',
    'hr',
    [
      ['员工考勤管理办法', '规定上下班打卡、请假、调休与加班的管理要求。'],
      ['薪酬与绩效管理办法', '规定薪酬结构、绩效考核周期与绩效奖金计算方式。'],
      ['员工培训与学习积分管理办法', '规定年度学习积分要求、积分获取方式与使用范围。'],
      ['员工奖惩管理办法', '规定表彰奖励的种类与违纪行为的处理标准。'],
    ],
  ],
  [
    '门店运营制度',
    'operations',
    [
      ['门店开闭店管理规定', '规定开闭店检查项目、责任人与记录要求。'],
      ['样机管理制度', '规定样机申请、上下架、维护与折价处理流程。'],
      ['收银管理制度', '规定收银操作、备用金管理与每日对账要求。'],
      ['退换货管理规定', '规定退换货受理条件、审批流程与退款方式。'],
    ],
  ],
  [
    '采购与费用制度',
    'procurement',
    [
      ['门店物料采购管理办法', '规定门店物料申请、比价、审批与验收流程。'],
      ['费用报销管理办法', '规定差旅、招待与日常费用的报销标准与流程。'],
      ['供应商管理办法', '规定供应商准入、评估与退出机制。'],
    ],
  ],
  [
    '合规与安全制度',
    'compliance',
    [
      ['顾客个人信息保护规定', '规定顾客信息的收集、使用、保管与销毁要求。'],
      ['廉洁从业规定', '规定员工在业务往来中的廉洁要求与申报义务。'],
      ['门店安全管理制度', '规定消防、用电与防盗安全的管理要求。'],
    ],
  ],
];

/** Policy catalogues and policies, each with a PDF attachment. */
export function seedPolicies(ctx: SeedContext): void {
  const { write, now } = ctx;
  let n = 0;
  POLICIES.forEach(([catalogue, kind, items], c) => {
    const catalogueId = write.insert('policy_catalogues', {
      name: catalogue,
      name_kind: kind,
      sort: c,
    });
    items.forEach(([title, gist], i) => {
      const docNo = `YJ-ZD-2026-${String(++n).padStart(3, '0')}`;
      const body =
        `<p><strong>文号：${docNo}</strong></p><h3>第一条 目的</h3><p>${gist}</p>` +
        '<h3>第二条 适用范围</h3><p>本制度适用于公司总部及全国各门店全体员工。</p>' +
        '<h3>第三条 附则</h3><p>本制度由公司总经办负责解释，自发布之日起施行。</p>';
      write.insert('policies', {
        catalogue_id: catalogueId,
        doc_no: docNo,
        title,
        body_html: body,
        attachment_url: mediaUrl((PDFS[n % PDFS.length] as (typeof PDFS)[number]).file),
        published_at: now - (30 + c * 20 + i * 7) * DAY,
      });
    });
  });
}
