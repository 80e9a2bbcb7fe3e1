-- More names of groupings the product defines are stored as a kind the API renders in the
-- reader's language (the catalogue in src/texts/content-texts.ts), as migration 013 began:
-- product categories, knowledge-base folders and the departments that share their files,
-- question banks (name and description) and chapters, and help-centre (FAQ) categories. A row
-- without a known kind shows its words as written. Existing seeded rows convert.

ALTER TABLE products ADD COLUMN category_kind TEXT;
UPDATE products SET category_kind = CASE category
  WHEN '冰箱' THEN 'fridge' WHEN '空调' THEN 'aircon' WHEN '洗衣机' THEN 'washer'
  WHEN '厨房电器' THEN 'kitchen' WHEN '热水器' THEN 'waterHeater' WHEN '生活电器' THEN 'small' END;

ALTER TABLE kb_folders ADD COLUMN name_kind TEXT;
UPDATE kb_folders SET name_kind = CASE name
  WHEN '公司制度' THEN 'policies' WHEN '培训课件' THEN 'courseware' WHEN '产品手册' THEN 'manuals'
  WHEN '冰箱洗衣机' THEN 'fridgeWasher' WHEN '空调' THEN 'aircon' WHEN '厨卫电器' THEN 'kitchenBath'
  WHEN '操作指南' THEN 'howTo' WHEN '视频教程' THEN 'videos' WHEN '图片素材' THEN 'pictures' END;

ALTER TABLE kb_files ADD COLUMN uploaded_by_kind TEXT;
UPDATE kb_files SET uploaded_by_kind = CASE uploaded_by
  WHEN '优家商学院' THEN 'college' WHEN '总经办' THEN 'office' WHEN '产品中心' THEN 'product'
  WHEN '服务中心' THEN 'service' WHEN '品牌部' THEN 'brand' END;

ALTER TABLE question_banks ADD COLUMN name_kind TEXT;
UPDATE question_banks SET name_kind = CASE name
  WHEN '岗位通用题库' THEN 'general' WHEN '产品知识题库' THEN 'product' END;

ALTER TABLE question_chapters ADD COLUMN name_kind TEXT;
UPDATE question_chapters SET name_kind = CASE name
  WHEN '企业文化与制度' THEN 'culture' WHEN '门店服务规范' THEN 'service'
  WHEN '销售技巧' THEN 'sales' WHEN '陈列与门店运营' THEN 'display'
  WHEN '安全与消防' THEN 'safety' WHEN '售后与客诉处理' THEN 'aftersales'
  WHEN '收银与财务规范' THEN 'cashier' WHEN '冰箱产品知识' THEN 'fridge'
  WHEN '空调产品知识' THEN 'aircon' WHEN '洗衣机产品知识' THEN 'washer'
  WHEN '厨卫电器知识' THEN 'kitchen' WHEN '生活电器知识' THEN 'small' END;

ALTER TABLE faq ADD COLUMN category_kind TEXT;
UPDATE faq SET category_kind = CASE category
  WHEN '账号与登录' THEN 'account' WHEN '加入团队' THEN 'joining' WHEN '课程学习' THEN 'courses'
  WHEN '考试与练习' THEN 'exams' WHEN '积分与充值' THEN 'points' WHEN '订单与支付' THEN 'orders'
  WHEN '其他' THEN 'other' END;

-- A knowledge-base file's search text names its folder path and uploader: their kinds go beside
-- them (folderKind as a path of kinds, uploaderKind), read by the search reply.
UPDATE search_texts SET text_params = json_set(text_params,
    '$.folderKind',
    replace(replace(replace(replace(replace(replace(replace(replace(replace(
      json_extract(text_params, '$.folder'),
      '冰箱洗衣机', 'fridgeWasher'), '公司制度', 'policies'), '培训课件', 'courseware'),
      '产品手册', 'manuals'), '空调', 'aircon'), '厨卫电器', 'kitchenBath'),
      '操作指南', 'howTo'), '视频教程', 'videos'), '图片素材', 'pictures'),
    '$.uploaderKind',
    CASE json_extract(text_params, '$.uploader')
      WHEN '优家商学院' THEN 'college' WHEN '总经办' THEN 'office' WHEN '产品中心' THEN 'product'
      WHEN '服务中心' THEN 'service' WHEN '品牌部' THEN 'brand' ELSE '' END)
  WHERE text_kind LIKE 'file.%' AND json_extract(text_params, '$.folder') IS NOT NULL;

-- Mock exams a learner put together name their first chapters in their title: their kinds go
-- beside them.
UPDATE papers SET title_params = json_set(title_params,
    '$.firstKind', COALESCE((SELECT c.name_kind FROM question_chapters c
      WHERE c.name = json_extract(papers.title_params, '$.first') ORDER BY c.id LIMIT 1), ''),
    '$.secondKind', COALESCE((SELECT c.name_kind FROM question_chapters c
      WHERE c.name = json_extract(papers.title_params, '$.second') ORDER BY c.id LIMIT 1), ''))
  WHERE title_kind IS NOT NULL AND title_kind <> '';
