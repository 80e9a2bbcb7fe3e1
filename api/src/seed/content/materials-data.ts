export type AttachmentPlan = 'pdf' | 'pdf+image' | 'images' | 'pdf+video' | 'image+video';

export type MaterialCategoryData = {
  name: string;
  coverTopic: string;
  /** Summary template; {t} is the material title. */
  summary: string;
  points: readonly string[];
  attachments: AttachmentPlan;
  titles: readonly string[];
};

export const MATERIAL_CATEGORIES: readonly MaterialCategoryData[] = [
  {
    name: '产品资料',
    coverTopic: 'material-product',
    summary: '{t}：核心参数、卖点与常见问题汇总，供门店导购学习与顾客讲解使用。',
    points: ['核心参数一览', '三大核心卖点', '与同价位产品对比', '顾客常见问题解答'],
    attachments: 'pdf+image',
    titles: [
      '十字对开门冰箱产品参数手册', '法式多门冰箱产品参数手册', '三门冰箱产品参数手册',
      '新一级变频挂机产品参数手册', '新一级变频柜机产品参数手册', '静音变频挂机产品参数手册',
      '滚筒洗烘一体机产品参数手册', '直驱变频波轮洗衣机产品参数手册', '洗烘套装产品参数手册',
      '侧吸式油烟机产品参数手册', '猛火燃气灶产品参数手册', '嵌入式洗碗机产品参数手册',
      '零冷水燃气热水器产品参数手册', '电热水器产品参数手册',
    ],
  },
  {
    name: '促销方案',
    coverTopic: 'material-promotion',
    summary: '{t}：活动时间、价格政策、赠品与门店执行要求。',
    points: ['活动时间与范围', '价格政策与赠品', '门店执行分工', '物料清单与布置要求'],
    attachments: 'pdf',
    titles: [
      '双十一全民焕新季执行方案', '国庆家电节促销方案', '元旦迎新促销方案', '春节年货节促销方案',
      '618年中大促方案', '开学季小家电促销方案', '五一焕新季促销方案', '周末会员日活动方案',
      '以旧换新专场活动方案', '厨电套购节方案', '空调换季促销方案', '社区团购活动方案',
    ],
  },
  {
    name: '陈列标准',
    coverTopic: 'material-display',
    summary: '{t}：标准示意图与检查要点，门店按图执行。',
    points: ['陈列位置与顺序', '价签与POP摆放', '样机清洁要求', '每日巡检要点'],
    attachments: 'images',
    titles: [
      '冰箱区陈列标准', '空调区陈列标准', '洗衣机区陈列标准', '厨电体验区陈列标准',
      '生活电器区陈列标准', '收银台陈列规范', '门头与橱窗标准', '大促堆头陈列示例',
      '价签与POP摆放规范', '新品专区陈列指引', '节日氛围布置示例', '样机清洁标准图解',
      '门店灯光照明标准',
    ],
  },
  {
    name: '话术手册',
    coverTopic: 'material-scripts',
    summary: '{t}：开场、需求挖掘、卖点讲解与促成的参考话术。',
    points: ['开场与破冰', '需求挖掘提问', '卖点讲解示范', '促成与异议应对'],
    attachments: 'pdf',
    titles: [
      '冰箱销售话术', '空调销售话术', '洗衣机销售话术', '厨电套购话术', '热水器销售话术',
      '扫地机器人销售话术', '价格异议应对话术', '以旧换新介绍话术', '会员招募话术', '电话邀约话术',
      '企业微信添加话术', '售后回访话术', '延保服务推荐话术',
    ],
  },
  {
    name: '培训课件',
    coverTopic: 'material-courseware',
    summary: '{t}：课程讲义与讲解视频，可用于门店内训。',
    points: ['课程目标', '知识要点', '课堂练习', '课后作业'],
    attachments: 'pdf+video',
    titles: [
      '顾问式销售五步法课件', '门店服务礼仪课件', '消防安全培训课件', '店长管理必修课课件',
      '新员工入职培训课件', '产品知识通关课件·冰箱', '产品知识通关课件·空调',
      '产品知识通关课件·洗衣机', '客诉处理课件', '陈列基础课件', '直播带货实操课件',
      '数据分析入门课件',
    ],
  },
  {
    name: '制度文件',
    coverTopic: 'material-policy',
    summary: '{t}：适用范围、具体规定与执行要求，请全体员工认真学习。',
    points: ['适用范围', '具体规定', '执行与监督', '附则'],
    attachments: 'pdf',
    titles: [
      '员工手册（2026版）', '考勤管理制度', '薪酬与绩效管理办法', '样机管理制度', '收银管理制度',
      '顾客信息保护规定', '退换货管理规定', '门店安全管理制度', '廉洁从业规定',
      '培训与学习积分管理办法', '差旅费用报销办法', '门店开闭店管理规定', '会员管理办法',
    ],
  },
  {
    name: '品牌素材',
    coverTopic: 'material-brand',
    summary: '{t}：可直接用于门店宣传与线上推广的品牌素材。',
    points: ['使用场景', '尺寸规格', '使用规范', '禁止事项'],
    attachments: 'image+video',
    titles: [
      '优家品牌标识使用规范', '双十一主视觉海报', '冬季新品海报', '门店宣传单页模板',
      '朋友圈宣传图集', '短视频拍摄素材包', '企业宣传片', '门店开业物料包', '会员日海报',
      '以旧换新宣传海报', '品牌故事宣传册', '直播间背景素材',
    ],
  },
  {
    name: '安装售后',
    coverTopic: 'material-aftersales',
    summary: '{t}：安装步骤、注意事项与服务标准。',
    points: ['安装前准备', '安装步骤', '验收标准', '常见问题处理'],
    attachments: 'pdf+video',
    titles: [
      '空调安装规范图解', '冰箱安装与调试指引', '洗衣机安装指引', '油烟机安装规范',
      '燃气热水器安装规范', '电热水器安装规范', '洗碗机安装指引', '延保服务说明', '三包政策说明',
      '报修受理流程', '上门服务礼仪', '安装收费标准',
    ],
  },
];
