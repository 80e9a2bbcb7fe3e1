import type { SeedContext } from '../context';
import type { Org } from '../org/staff';
import { addDays, DAY, HOUR } from '../time';
import { json } from '../writer';

/** A form field; `label_kind` names its label in the text catalogue (fileField.<kind>). */
type Field = {
  key: string;
  label: string;
  label_kind: string;
  type: 'text' | 'number' | 'date' | 'textarea';
  required: boolean;
};

type TemplateData = {
  category: string;
  /** The category's kind in the text catalogue (fileCategory.<kind>). */
  categoryKind: string;
  title: string;
  description: string;
  fields: readonly Field[];
  body: string;
};

const f = (
  key: string,
  [label, labelKind]: readonly [string, string],
  type: Field['type'] = 'text',
  required = true,
): Field => ({ key, label, label_kind: labelKind, type, required });

const TEMPLATES: readonly TemplateData[] = [
  {
    category: '采购申请',
    categoryKind: 'request',
    title: '门店物料采购申请书',
    description: '门店申请采购陈列物料、办公用品等时使用。',
    fields: [
      f('shop', ['申请门店', 'shop']),
      f('items', ['采购物品', 'items']),
      f('quantity', ['数量', 'quantity'], 'number'),
      f('budget', ['预算金额（元）', 'budget'], 'number'),
      f('reason', ['采购理由', 'reason'], 'textarea'),
      f('date', ['期望到货日期', 'wantedBy'], 'date'),
    ],
    body: '致采购部：\n{{shop}}因经营需要，申请采购{{items}}共{{quantity}}件，预算{{budget}}元，期望于{{date}}前到货。\n申请理由：{{reason}}\n请予审批。',
  },
  {
    category: '采购申请',
    categoryKind: 'request',
    title: '样机采购申请单',
    description: '新品上样或样机更换时使用。',
    fields: [
      f('shop', ['申请门店', 'shop']),
      f('model', ['样机型号', 'model']),
      f('quantity', ['数量', 'quantity'], 'number'),
      f('reason', ['上样理由', 'displayReason'], 'textarea'),
    ],
    body: '{{shop}}申请采购样机{{model}}共{{quantity}}台。\n上样理由：{{reason}}',
  },
  {
    category: '比价与验收',
    categoryKind: 'quotes',
    title: '采购比价记录表',
    description: '采购金额超过5000元时须附三家比价记录。',
    fields: [
      f('items', ['采购物品', 'items']),
      f('supplierA', ['供应商A报价', 'supplierA']),
      f('supplierB', ['供应商B报价', 'supplierB']),
      f('supplierC', ['供应商C报价', 'supplierC']),
      f('choice', ['推荐选择及理由', 'choice'], 'textarea'),
    ],
    body: '采购物品：{{items}}\n供应商A：{{supplierA}}\n供应商B：{{supplierB}}\n供应商C：{{supplierC}}\n推荐：{{choice}}',
  },
  {
    category: '比价与验收',
    categoryKind: 'quotes',
    title: '物料验收单',
    description: '物料到货后由门店验收并签字确认。',
    fields: [
      f('items', ['到货物品', 'delivered']),
      f('quantity', ['到货数量', 'deliveredQuantity'], 'number'),
      f('date', ['到货日期', 'deliveredOn'], 'date'),
      f('remark', ['验收意见', 'acceptance'], 'textarea', false),
    ],
    body: '{{date}}到货{{items}}共{{quantity}}件，经验收：{{remark}}',
  },
  {
    category: '合同',
    categoryKind: 'contract',
    title: '门店装修采购合同（简版）',
    description: '小额门店装修项目使用的简版合同模板。',
    fields: [
      f('partyB', ['乙方名称', 'partyB']),
      f('project', ['项目内容', 'project'], 'textarea'),
      f('amount', ['合同金额（元）', 'amount'], 'number'),
      f('start', ['开工日期', 'start'], 'date'),
      f('end', ['完工日期', 'end'], 'date'),
    ],
    body: '甲方：优家电器\n乙方：{{partyB}}\n项目内容：{{project}}\n合同金额：{{amount}}元\n工期：{{start}}至{{end}}',
  },
];

/** Procurement file templates (fileWeave) and a couple of the demo user's drafts. */
export function seedFileTemplates(ctx: SeedContext, org: Org): void {
  const { write, now } = ctx;
  const ids = TEMPLATES.map((t, sort) =>
    write.insert('file_templates', {
      category: t.category,
      category_kind: t.categoryKind,
      title: t.title,
      description: t.description,
      fields: json(t.fields),
      body_template: t.body,
      sort,
    }),
  );
  const manager = org.demo.shopManager.id;
  write.insert('file_drafts', {
    template_id: ids[0] ?? 1,
    user_id: manager,
    title: '大促陈列物料采购申请',
    field_values: json({
      shop: '上海徐汇旗舰店',
      items: '大促吊旗与地贴',
      quantity: 40,
      budget: 1800,
      reason: '大促期间门店氛围布置',
      date: addDays(ctx.today, 5),
    }),
    created_at: now - 3 * DAY,
    updated_at: now - 2 * DAY,
  });
  write.insert('file_drafts', {
    template_id: ids[1] ?? 1,
    user_id: manager,
    title: '冬季新品样机申请',
    field_values: json({ shop: '上海徐汇旗舰店', model: 'YJ-WQP13', quantity: 1 }),
    created_at: now - 5 * HOUR,
    updated_at: now - 5 * HOUR,
  });
}
