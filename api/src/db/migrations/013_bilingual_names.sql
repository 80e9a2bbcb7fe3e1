-- Sorting labels the reader sees (categories, catalogues, form fields) and the words around
-- content in search results are stored language-neutral, as a kind the API renders in the
-- reader's language from the catalogue in src/texts (content-texts.ts). A row without a known
-- kind shows its name as written. Existing seeded rows convert.

ALTER TABLE news_categories ADD COLUMN name_kind TEXT;
UPDATE news_categories SET name_kind = CASE name
  WHEN '公司新闻' THEN 'company' WHEN '行业资讯' THEN 'industry' WHEN '门店动态' THEN 'store'
  WHEN '培训快讯' THEN 'training' WHEN '通知公告' THEN 'notice' END;

ALTER TABLE material_categories ADD COLUMN name_kind TEXT;
UPDATE material_categories SET name_kind = CASE name
  WHEN '产品资料' THEN 'product' WHEN '促销方案' THEN 'promotion' WHEN '陈列标准' THEN 'display'
  WHEN '话术手册' THEN 'scripts' WHEN '培训课件' THEN 'courseware' WHEN '制度文件' THEN 'policy'
  WHEN '品牌素材' THEN 'brand' WHEN '安装售后' THEN 'aftersales' END;

ALTER TABLE college_categories ADD COLUMN name_kind TEXT;
UPDATE college_categories SET name_kind = CASE name
  WHEN '管理学院' THEN 'management' WHEN '营销学院' THEN 'marketing'
  WHEN '产品学院' THEN 'product' WHEN '服务学院' THEN 'service' END;

ALTER TABLE course_categories ADD COLUMN name_kind TEXT;
UPDATE course_categories SET name_kind = CASE name
  WHEN '产品知识' THEN 'product' WHEN '销售技巧' THEN 'sales' WHEN '服务规范' THEN 'service'
  WHEN '陈列运营' THEN 'display' WHEN '门店管理' THEN 'management' WHEN '企业文化' THEN 'culture'
  WHEN '安全合规' THEN 'safety' WHEN '新人入职' THEN 'onboarding' END;

ALTER TABLE policy_catalogues ADD COLUMN name_kind TEXT;
UPDATE policy_catalogues SET name_kind = CASE name
  WHEN '人事制度' THEN 'hr' WHEN '门店运营制度' THEN 'operations'
  WHEN '采购与费用制度' THEN 'procurement' WHEN '合规与安全制度' THEN 'compliance' END;

-- fileWeave: a template's category, and each field's label_kind inside the fields JSON.
ALTER TABLE file_templates ADD COLUMN category_kind TEXT;
UPDATE file_templates SET category_kind = CASE category
  WHEN '采购申请' THEN 'request' WHEN '比价与验收' THEN 'quotes' WHEN '合同' THEN 'contract' END;
UPDATE file_templates SET fields = (
  SELECT json_group_array(json_set(value, '$.label_kind', CASE json_extract(value, '$.label')
    WHEN '申请门店' THEN 'shop' WHEN '采购物品' THEN 'items' WHEN '数量' THEN 'quantity'
    WHEN '预算金额（元）' THEN 'budget' WHEN '采购理由' THEN 'reason'
    WHEN '期望到货日期' THEN 'wantedBy' WHEN '样机型号' THEN 'model'
    WHEN '上样理由' THEN 'displayReason' WHEN '供应商A报价' THEN 'supplierA'
    WHEN '供应商B报价' THEN 'supplierB' WHEN '供应商C报价' THEN 'supplierC'
    WHEN '推荐选择及理由' THEN 'choice' WHEN '到货物品' THEN 'delivered'
    WHEN '到货数量' THEN 'deliveredQuantity' WHEN '到货日期' THEN 'deliveredOn'
    WHEN '验收意见' THEN 'acceptance' WHEN '乙方名称' THEN 'partyB' WHEN '项目内容' THEN 'project'
    WHEN '合同金额（元）' THEN 'amount' WHEN '开工日期' THEN 'start' WHEN '完工日期' THEN 'end'
    ELSE '' END))
  FROM json_each(file_templates.fields));

-- Search results: the text around the content of an index row, as a kind and its parameters
-- (course intro, lecturer and chapters; a file's folder and uploader; judge options). A row
-- without one shows its indexed body.
CREATE TABLE search_texts (
  kind TEXT NOT NULL,
  ref_id INTEGER NOT NULL,
  text_kind TEXT NOT NULL,
  text_params TEXT NOT NULL DEFAULT '{}',
  PRIMARY KEY (kind, ref_id)
) WITHOUT ROWID;
INSERT INTO search_texts (kind, ref_id, text_kind)
  SELECT kind, ref_id, 'judgeOptions' FROM search_index
  WHERE kind = 'question' AND body = 'T. 正确 F. 错误';
