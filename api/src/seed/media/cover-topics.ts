/** Topics the cover images are drawn for: [key, Chinese title, English subtitle, variants]. */
export const COVER_TOPICS: readonly (readonly [string, string, string, number])[] = [
  // Course categories (their icons; every course has a cover of its own, COURSE_COVERS).
  ['course-product', '产品知识', 'Product Knowledge', 1],
  ['course-sales', '销售技巧', 'Sales Skills', 1],
  ['course-service', '服务规范', 'Customer Service', 1],
  ['course-display', '陈列运营', 'Visual Merchandising', 1],
  ['course-management', '门店管理', 'Store Management', 1],
  ['course-culture', '企业文化', 'Company Culture', 1],
  ['course-safety', '安全合规', 'Safety & Compliance', 1],
  ['course-onboarding', '新人入职', 'Onboarding', 1],
  // News categories.
  ['news-company', '公司新闻', 'Company News', 2],
  ['news-industry', '行业资讯', 'Industry', 2],
  ['news-store', '门店动态', 'Store Stories', 2],
  ['news-training', '培训快讯', 'Training Express', 2],
  ['news-notice', '通知公告', 'Notices', 2],
  // Material categories.
  ['material-product', '产品资料', 'Product Sheets', 2],
  ['material-promotion', '促销方案', 'Promotions', 2],
  ['material-display', '陈列标准', 'Display Standards', 2],
  ['material-scripts', '话术手册', 'Sales Scripts', 2],
  ['material-courseware', '培训课件', 'Courseware', 2],
  ['material-policy', '制度文件', 'Policies', 2],
  ['material-brand', '品牌素材', 'Brand Assets', 2],
  ['material-aftersales', '安装售后', 'Installation & Service', 2],
  // Business school.
  ['college-management', '管理学院', 'School of Management', 2],
  ['college-marketing', '营销学院', 'School of Marketing', 2],
  ['college-product', '产品学院', 'School of Product', 2],
  ['college-service', '服务学院', 'School of Service', 2],
  // Goods.
  ['product-fridge', '冰箱', 'Refrigerators', 1],
  ['product-aircon', '空调', 'Air Conditioners', 1],
  ['product-washer', '洗衣机', 'Washing Machines', 1],
  ['product-kitchen', '厨房电器', 'Kitchen Appliances', 1],
  ['product-heater', '热水器', 'Water Heaters', 1],
  ['product-small', '生活电器', 'Small Appliances', 1],
  // Single pictures.
  // Clock-in activities: the cover carries the activity's whole title (the page shows it once).
  ['clockin-product', '21天产品知识打卡挑战', '21-Day Product Challenge', 1],
  ['clockin-daily', '每日晨会巡检打卡', 'Daily Huddle & Display Check', 1],
  ['clockin-winter', '冬季新品学习周', 'Winter Launch Week', 1],
  ['clockin-service', '服务之星七日打卡', 'Service Star Week', 1],
  ['route', '学习路线', 'Study Route', 3],
  ['bank', '题库', 'Question Bank', 2],
  ['guide-display', '陈列指引', 'Display Guide', 1],
  ['guide-product', '产品卡片', 'Product Card', 1],
  ['guide-script', '销售话术', 'Sales Script', 1],
];

/** Banners, one picture each: [key, headline, tagline]. */
export const BANNER_TOPICS: readonly (readonly [string, string, string])[] = [
  ['sales-sprint', '销售冲刺季', '高客单套购技巧课程上线'],
  ['new-products', '冬季新品上市', '新品卖点一课学会'],
  ['clockin', '21天打卡挑战', '每天一题，坚持赢积分'],
  ['service-star', '服务之星评选', '年度评选火热进行中'],
  ['consultative-selling', '顾问式销售五步法', '读懂需求，成交更自然'],
  ['store-manager', '店长管理必修课', '排班、目标与团队辅导'],
  ['exam-monthly', '门店服务月度考核', '考前练习，轻松通过'],
  ['college', '商学院开学季', '四大学院课程报名中'],
  ['materials-winter', '冬季新品物料', '陈列与促销物料一键下载'],
  ['shop-center', '门店赋能中心', '陈列指引 · 产品卡片 · 销售话术'],
  ['clockin-service', '服务之星七日打卡', '连续七天，服务有温度'],
];

/** Portrait pictures used as gallery images, image attachments and clock-in photos. */
export const PHOTO_TOPICS: readonly (readonly [string, string, string])[] = [
  ['photo-headquarters', '优家总部', 'Headquarters'],
  ['photo-awards', '年度表彰大会', 'Annual Awards'],
  ['photo-opening', '新店开业', 'Store Opening'],
  ['photo-teamwork', '团队拓展', 'Team Building'],
  ['photo-charity', '公益行动', 'Charity'],
  ['photo-classroom', '培训课堂', 'Classroom'],
  ['photo-display', '门店陈列', 'Store Display'],
  ['photo-morning-meeting', '晨会', 'Morning Meeting'],
  ['photo-installation', '上门安装', 'Installation'],
  ['photo-customer', '顾客接待', 'Customer Care'],
  // What clock-in tasks ask to photograph.
  ['photo-aircon-chart', '空调匹数对照表', 'Capacity Chart'],
  ['photo-gas-stove', '熄火保护演示', 'Flame-out Protection'],
  ['photo-energy-label', '能效标识', 'Energy Label'],
  ['photo-price-tags', '价签巡检', 'Price Tag Check'],
];
