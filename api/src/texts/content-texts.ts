/**
 * Names of seeded sorting labels (categories, catalogues, form fields) and the words of search
 * snippets. Each row stores a kind (`name_kind`, a field's `label_kind`, a search text's
 * `text_kind`); the reply renders it in the reader's language. A row without a known kind shows
 * the name it was written with (a category an editor added keeps its own words).
 */
export const CONTENT_TEXTS = {
  /** A name as it was written: the fallback of every stored name. */
  'name.asWritten': { en: '{name}', 'zh-CN': '{name}' },

  // news_categories.name_kind
  'newsCategory.company': { en: 'Company news', 'zh-CN': '公司新闻' },
  'newsCategory.industry': { en: 'Industry', 'zh-CN': '行业资讯' },
  'newsCategory.store': { en: 'Store stories', 'zh-CN': '门店动态' },
  'newsCategory.training': { en: 'Training news', 'zh-CN': '培训快讯' },
  'newsCategory.notice': { en: 'Notices', 'zh-CN': '通知公告' },

  // material_categories.name_kind
  'materialCategory.product': { en: 'Product sheets', 'zh-CN': '产品资料' },
  'materialCategory.promotion': { en: 'Promotions', 'zh-CN': '促销方案' },
  'materialCategory.display': { en: 'Display standards', 'zh-CN': '陈列标准' },
  'materialCategory.scripts': { en: 'Sales scripts', 'zh-CN': '话术手册' },
  'materialCategory.courseware': { en: 'Courseware', 'zh-CN': '培训课件' },
  'materialCategory.policy': { en: 'Policies', 'zh-CN': '制度文件' },
  'materialCategory.brand': { en: 'Brand assets', 'zh-CN': '品牌素材' },
  'materialCategory.aftersales': { en: 'Installation & service', 'zh-CN': '安装售后' },

  // college_categories.name_kind
  'collegeCategory.management': { en: 'School of Management', 'zh-CN': '管理学院' },
  'collegeCategory.marketing': { en: 'School of Marketing', 'zh-CN': '营销学院' },
  'collegeCategory.product': { en: 'School of Product', 'zh-CN': '产品学院' },
  'collegeCategory.service': { en: 'School of Service', 'zh-CN': '服务学院' },

  // course_categories.name_kind
  'courseCategory.product': { en: 'Product knowledge', 'zh-CN': '产品知识' },
  'courseCategory.sales': { en: 'Sales skills', 'zh-CN': '销售技巧' },
  'courseCategory.service': { en: 'Customer service', 'zh-CN': '服务规范' },
  'courseCategory.display': { en: 'Visual merchandising', 'zh-CN': '陈列运营' },
  'courseCategory.management': { en: 'Store management', 'zh-CN': '门店管理' },
  'courseCategory.culture': { en: 'Company culture', 'zh-CN': '企业文化' },
  'courseCategory.safety': { en: 'Safety & compliance', 'zh-CN': '安全合规' },
  'courseCategory.onboarding': { en: 'Onboarding', 'zh-CN': '新人入职' },

  // policy_catalogues.name_kind
  'policyCatalogue.hr': { en: 'HR policies', 'zh-CN': '人事制度' },
  'policyCatalogue.operations': { en: 'Store operations', 'zh-CN': '门店运营制度' },
  'policyCatalogue.procurement': { en: 'Procurement & expenses', 'zh-CN': '采购与费用制度' },
  'policyCatalogue.compliance': { en: 'Compliance & safety', 'zh-CN': '合规与安全制度' },

  // file_templates.category_kind (fileWeave)
  'fileCategory.request': { en: 'Purchase requests', 'zh-CN': '采购申请' },
  'fileCategory.quotes': { en: 'Quotes & acceptance', 'zh-CN': '比价与验收' },
  'fileCategory.contract': { en: 'Contracts', 'zh-CN': '合同' },

  // file_templates.fields[].label_kind (fileWeave form fields)
  'fileField.shop': { en: 'Shop', 'zh-CN': '申请门店' },
  'fileField.items': { en: 'Items to buy', 'zh-CN': '采购物品' },
  'fileField.quantity': { en: 'Quantity', 'zh-CN': '数量' },
  'fileField.budget': { en: 'Budget (yuan)', 'zh-CN': '预算金额（元）' },
  'fileField.reason': { en: 'Reason for buying', 'zh-CN': '采购理由' },
  'fileField.wantedBy': { en: 'Wanted by', 'zh-CN': '期望到货日期' },
  'fileField.model': { en: 'Display model', 'zh-CN': '样机型号' },
  'fileField.displayReason': { en: 'Reason for displaying it', 'zh-CN': '上样理由' },
  'fileField.supplierA': { en: 'Quote of supplier A', 'zh-CN': '供应商A报价' },
  'fileField.supplierB': { en: 'Quote of supplier B', 'zh-CN': '供应商B报价' },
  'fileField.supplierC': { en: 'Quote of supplier C', 'zh-CN': '供应商C报价' },
  'fileField.choice': { en: 'Recommended choice and why', 'zh-CN': '推荐选择及理由' },
  'fileField.delivered': { en: 'Items delivered', 'zh-CN': '到货物品' },
  'fileField.deliveredQuantity': { en: 'Quantity delivered', 'zh-CN': '到货数量' },
  'fileField.deliveredOn': { en: 'Delivery date', 'zh-CN': '到货日期' },
  'fileField.acceptance': { en: 'Acceptance remarks', 'zh-CN': '验收意见' },
  'fileField.partyB': { en: 'Contractor (party B)', 'zh-CN': '乙方名称' },
  'fileField.project': { en: 'Scope of work', 'zh-CN': '项目内容' },
  'fileField.amount': { en: 'Contract amount (yuan)', 'zh-CN': '合同金额（元）' },
  'fileField.start': { en: 'Start date', 'zh-CN': '开工日期' },
  'fileField.end': { en: 'Completion date', 'zh-CN': '完工日期' },

  // products.category_kind: the goods categories of product cards (shop enablement).
  'productCategory.fridge': { en: 'Refrigerators', 'zh-CN': '冰箱' },
  'productCategory.aircon': { en: 'Air conditioners', 'zh-CN': '空调' },
  'productCategory.washer': { en: 'Washing machines', 'zh-CN': '洗衣机' },
  'productCategory.kitchen': { en: 'Kitchen appliances', 'zh-CN': '厨房电器' },
  'productCategory.waterHeater': { en: 'Water heaters', 'zh-CN': '热水器' },
  'productCategory.small': { en: 'Small appliances', 'zh-CN': '生活电器' },

  // kb_folders.name_kind: knowledge-base folders.
  'kbFolder.policies': { en: 'Company policies', 'zh-CN': '公司制度' },
  'kbFolder.courseware': { en: 'Training slides', 'zh-CN': '培训课件' },
  'kbFolder.manuals': { en: 'Product manuals', 'zh-CN': '产品手册' },
  'kbFolder.fridgeWasher': { en: 'Fridges & washers', 'zh-CN': '冰箱洗衣机' },
  'kbFolder.aircon': { en: 'Air conditioners', 'zh-CN': '空调' },
  'kbFolder.kitchenBath': { en: 'Kitchen & bathroom', 'zh-CN': '厨卫电器' },
  'kbFolder.howTo': { en: 'How-to guides', 'zh-CN': '操作指南' },
  'kbFolder.videos': { en: 'Video tutorials', 'zh-CN': '视频教程' },
  'kbFolder.pictures': { en: 'Pictures', 'zh-CN': '图片素材' },

  // kb_files.uploaded_by_kind: the departments that share knowledge-base files.
  'department.college': { en: 'Youjia Business School', 'zh-CN': '优家商学院' },
  'department.office': { en: "General Manager's Office", 'zh-CN': '总经办' },
  'department.product': { en: 'Product Centre', 'zh-CN': '产品中心' },
  'department.service': { en: 'Service Centre', 'zh-CN': '服务中心' },
  'department.brand': { en: 'Brand Department', 'zh-CN': '品牌部' },

  // question_banks.name_kind: a bank's name, and what it covers (its description).
  'questionBank.general': { en: 'General job knowledge', 'zh-CN': '岗位通用题库' },
  'questionBank.product': { en: 'Product knowledge', 'zh-CN': '产品知识题库' },
  'questionBankAbout.general': {
    en: 'Job knowledge for everyone: company culture, service, sales, store operations, safety and checkout.',
    'zh-CN': '企业文化、服务、销售、运营、安全与收银等岗位通用知识。',
  },
  'questionBankAbout.product': {
    en: 'Product knowledge of refrigerators, air conditioners, washing machines, kitchen, bathroom and small appliances.',
    'zh-CN': '冰箱、空调、洗衣机、厨卫与生活电器的产品知识。',
  },

  // question_chapters.name_kind: the chapters of the question banks.
  'questionChapter.culture': { en: 'Company culture & policies', 'zh-CN': '企业文化与制度' },
  'questionChapter.service': { en: 'Store service standards', 'zh-CN': '门店服务规范' },
  'questionChapter.sales': { en: 'Sales skills', 'zh-CN': '销售技巧' },
  'questionChapter.display': { en: 'Display & store operations', 'zh-CN': '陈列与门店运营' },
  'questionChapter.safety': { en: 'Safety & fire prevention', 'zh-CN': '安全与消防' },
  'questionChapter.aftersales': { en: 'After-sales & complaints', 'zh-CN': '售后与客诉处理' },
  'questionChapter.cashier': { en: 'Checkout & finance rules', 'zh-CN': '收银与财务规范' },
  'questionChapter.fridge': { en: 'Refrigerators', 'zh-CN': '冰箱产品知识' },
  'questionChapter.aircon': { en: 'Air conditioners', 'zh-CN': '空调产品知识' },
  'questionChapter.washer': { en: 'Washing machines', 'zh-CN': '洗衣机产品知识' },
  'questionChapter.kitchen': { en: 'Kitchen & bathroom appliances', 'zh-CN': '厨卫电器知识' },
  'questionChapter.small': { en: 'Small appliances', 'zh-CN': '生活电器知识' },

  // faq.category_kind: the categories of the help centre (FAQ).
  'faqCategory.account': { en: 'Account & login', 'zh-CN': '账号与登录' },
  'faqCategory.joining': { en: 'Joining a team', 'zh-CN': '加入团队' },
  'faqCategory.courses': { en: 'Courses', 'zh-CN': '课程学习' },
  'faqCategory.exams': { en: 'Exams & practice', 'zh-CN': '考试与练习' },
  'faqCategory.points': { en: 'Points & top-up', 'zh-CN': '积分与充值' },
  'faqCategory.orders': { en: 'Orders & payment', 'zh-CN': '订单与支付' },
  'faqCategory.other': { en: 'Other', 'zh-CN': '其他' },

  // search_texts.text_kind / text_params: the words around content in a search result's text.
  'search.course': {
    en: '{intro} Lecturer: {lecturer}. Contents: {chapters}.',
    'zh-CN': '{intro}讲师：{lecturer}。课程内容：{chapters}。',
  },
  'search.courseNoLecturer': {
    en: '{intro} Contents: {chapters}.',
    'zh-CN': '{intro}课程内容：{chapters}。',
  },
  'search.judgeOptions': { en: 'T. True F. False', 'zh-CN': 'T. 正确 F. 错误' },
  'search.file.pdf': {
    en: 'A PDF document in "{folder}", shared by {uploader}.',
    'zh-CN': '存放在“{folder}”的 PDF 文档，由{uploader}上传。',
  },
  'search.file.doc': {
    en: 'A document in "{folder}", shared by {uploader}.',
    'zh-CN': '存放在“{folder}”的文档，由{uploader}上传。',
  },
  'search.file.image': {
    en: 'A picture in "{folder}", shared by {uploader}.',
    'zh-CN': '存放在“{folder}”的图片，由{uploader}上传。',
  },
  'search.file.video': {
    en: 'A video in "{folder}", shared by {uploader}.',
    'zh-CN': '存放在“{folder}”的视频，由{uploader}上传。',
  },
  'search.material': { en: '{about} Covers: {points}.', 'zh-CN': '{about}主要内容：{points}。' },
} as const;
