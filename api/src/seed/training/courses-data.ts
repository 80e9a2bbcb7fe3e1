export const COURSE_CATEGORIES = [
  { key: 'product', name: '产品知识' },
  { key: 'sales', name: '销售技巧' },
  { key: 'service', name: '服务规范' },
  { key: 'display', name: '陈列运营' },
  { key: 'management', name: '门店管理' },
  { key: 'culture', name: '企业文化' },
  { key: 'safety', name: '安全合规' },
  { key: 'onboarding', name: '新人入职' },
] as const;

export type CourseCategoryKey = (typeof COURSE_CATEGORIES)[number]['key'];

export type CourseData = {
  title: string;
  category: CourseCategoryKey;
  intro: string;
  media: 'video' | 'audio' | 'document' | 'mixed';
  /** Index into LECTURERS. */
  lecturer: number;
  priceYuan?: number;
  compulsory?: 'product' | 'activity' | 'company';
  audience?: 'manager';
  /** Model of the product the course trains on. */
  product?: string;
  recommended?: boolean;
  /**
   * Presence checks (compulsory courses only): a check after a random min..max seconds of
   * watching, to be answered within respond seconds.
   */
  presence?: { min: number; max: number; respond: number };
  /** Each chapter: its title, then its lesson titles. */
  chapters: readonly (readonly string[])[];
};

export const COURSES: readonly CourseData[] = [
  {
    title: '十字对开门冰箱卖点精讲',
    category: 'product',
    intro: '从结构、温区到保鲜技术，系统讲透518升十字对开门冰箱的核心卖点与演示方法。',
    media: 'video',
    lecturer: 4,
    compulsory: 'product',
    product: 'YJ-BCD518WF',
    chapters: [
      ['认识十字对开门冰箱', '产品结构与温区划分', '风冷无霜与变频技术'],
      ['卖点演示', '微冻保鲜现场演示', '母婴专区讲解话术'],
      ['异议处理', '“耗电吗”怎么回答', '与竞品对比的正确姿势'],
    ],
  },
  {
    title: '变频空调核心技术解析',
    category: 'product',
    intro: '讲清匹数、能效、变频与自清洁，帮助导购把空调技术讲得通俗易懂。',
    media: 'video',
    lecturer: 2,
    compulsory: 'product',
    product: 'YJ-KFR35GW',
    recommended: true,
    chapters: [
      ['空调基础', '匹数与面积的对应关系', '能效等级怎么看'],
      ['变频原理', '变频与定频的区别', '自清洁功能原理'],
      ['安装要点', '安装位置选择', '售前勘测清单'],
    ],
  },
  {
    title: '滚筒洗烘一体机选购指南',
    category: 'product',
    intro: '从洗涤容量、烘干方式到除菌功能，教你为不同家庭推荐合适的洗烘方案。',
    media: 'mixed',
    lecturer: 4,
    compulsory: 'product',
    product: 'YJ-XQG100HB',
    chapters: [
      ['洗护基础', '滚筒与波轮的区别', '洗涤容量怎么选'],
      ['烘干技术', '冷凝烘干与热泵烘干', '蒸汽除菌演示'],
      ['场景推荐', '三口之家推荐方案', '小户型推荐方案'],
    ],
  },
  {
    title: '厨房电器套购方案',
    category: 'product',
    intro: '油烟机、燃气灶、洗碗机如何组合推荐，提升厨电套购率与客单价。',
    media: 'video',
    lecturer: 8,
    priceYuan: 49,
    chapters: [
      ['油烟机', '顶吸与侧吸怎么选', '风量与风压解读'],
      ['燃气灶', '热负荷与热效率', '熄火保护演示'],
      ['套购', '烟灶联动卖点', '洗碗机加购话术'],
    ],
  },
  {
    title: '零冷水燃气热水器讲解',
    category: 'product',
    intro: '零冷水原理、恒温技术与安全防护，三节音频课带你搞定热水器销售。',
    media: 'audio',
    lecturer: 8,
    compulsory: 'product',
    product: 'YJ-JSQ30',
    chapters: [
      ['原理', '什么是零冷水', '恒温技术'],
      ['安全', '一氧化碳防护', '安装规范'],
      ['销售', '顾客最关心的三个问题'],
    ],
  },
  {
    title: '生活电器连带销售',
    category: 'product',
    intro: '扫地机器人、空气净化器、厨房小电的卖点速记，轻松完成连带销售。',
    media: 'audio',
    lecturer: 4,
    priceYuan: 29.9,
    chapters: [
      ['扫地机器人', '导航方式对比', '自动集尘演示'],
      ['空气净化器', 'CADR与CCM', '除醛原理'],
      ['厨房小电', '破壁机卖点', 'IH电饭煲卖点'],
    ],
  },
  {
    title: '冬季取暖电器知识速览',
    category: 'product',
    intro: '一份图文讲义看懂油汀、暖风机、空调制热的区别与安全使用要点。',
    media: 'document',
    lecturer: 2,
    chapters: [
      ['品类概览', '油汀、暖风机与踢脚线', '空调制热与辅热'],
      ['安全提示', '取暖电器用电安全', '儿童与老人使用注意'],
    ],
  },
  {
    title: '冬季新品速递',
    category: 'product',
    intro: '冬季新品上市必修：新品升级点、目标人群与首发活动政策一次讲清。',
    media: 'mixed',
    lecturer: 4,
    compulsory: 'activity',
    recommended: true,
    chapters: [
      ['冰箱新品', '518升对开门升级点', '310升法式嵌入新品'],
      ['厨卫新品', '13套洗碗机', '零冷水热水器新款'],
      ['上市活动', '新品首发活动政策'],
    ],
  },
  {
    title: '顾问式销售五步法',
    category: 'sales',
    intro: '开场、需求挖掘、产品呈现、异议处理到促成，完整掌握顾问式销售流程。',
    media: 'video',
    lecturer: 1,
    priceYuan: 99,
    recommended: true,
    chapters: [
      ['开场', '破冰与建立信任', '三米微笑原则'],
      ['需求挖掘', '开放式提问技巧', 'SPIN提问法'],
      ['产品呈现', 'FAB法则', '体验式演示'],
      ['促成', '识别购买信号', '常用成交方法'],
    ],
  },
  {
    title: '顾客异议处理实战',
    category: 'sales',
    intro: '“太贵了”“再看看”“别家更便宜”，用真实案例拆解高频异议的应对方法。',
    media: 'video',
    lecturer: 1,
    priceYuan: 69,
    chapters: [
      ['认识异议', '异议的类型', '处理异议的心态'],
      ['价格异议', '“太贵了”的五种回应', '价值塑造'],
      ['其他异议', '“再看看”怎么留客', '竞品比较异议'],
    ],
  },
  {
    title: '高客单价套购技巧',
    category: 'sales',
    intro: '识别家装客户，设计全屋家电套购方案，提升客单价。',
    media: 'audio',
    lecturer: 1,
    chapters: [
      ['套购思维', '从单品到全屋', '家装客户识别'],
      ['方案设计', '套购方案组合', '价格方案呈现'],
    ],
  },
  {
    title: '社群与私域运营入门',
    category: 'sales',
    intro: '用企业微信和社群经营老客户，让门店生意不止于进店客流。',
    media: 'mixed',
    lecturer: 9,
    priceYuan: 59,
    chapters: [
      ['私域基础', '为什么要做私域', '企业微信添加话术'],
      ['社群运营', '社群日常内容规划', '群活动策划'],
      ['转化', '社群秒杀活动', '老客户转介绍'],
    ],
  },
  {
    title: '门店直播带货实操',
    category: 'sales',
    intro: '从设备搭建、脚本撰写到直播复盘，手把手教门店开播。',
    media: 'video',
    lecturer: 9,
    priceYuan: 129,
    chapters: [
      ['直播准备', '设备与场景搭建', '直播脚本撰写'],
      ['直播执行', '开场与留人', '产品讲解节奏'],
      ['复盘', '直播数据复盘'],
    ],
  },
  {
    title: '门店销售冲刺训练营',
    category: 'sales',
    intro: '大促活动政策、客户邀约与高峰期接待分工，全员必修。',
    media: 'video',
    lecturer: 1,
    compulsory: 'activity',
    recommended: true,
    chapters: [
      ['活动政策', '大促价格政策解读', '赠品与以旧换新'],
      ['备战', '预约客户邀约话术', '门店氛围布置'],
      ['当天执行', '高峰期接待分工', '快速开单流程'],
    ],
  },
  {
    title: '以旧换新业务办理',
    category: 'sales',
    intro: '以旧换新补贴政策、旧机评估与补贴核销流程说明。',
    media: 'document',
    lecturer: 1,
    compulsory: 'activity',
    chapters: [
      ['政策', '以旧换新补贴政策', '可回收品类'],
      ['办理流程', '旧机评估', '补贴核销流程'],
    ],
  },
  {
    title: '门店服务礼仪标准',
    category: 'service',
    intro: '仪容仪表、接待礼仪与服务用语，打造专业亲切的门店服务形象。',
    media: 'video',
    lecturer: 3,
    compulsory: 'company',
    chapters: [
      ['仪容仪表', '着装与工牌规范', '服务站姿与手势'],
      ['接待礼仪', '迎宾与送客', '电话接听礼仪'],
      ['服务用语', '十句标准服务用语', '服务禁语'],
    ],
  },
  {
    title: '客诉处理与服务补救',
    category: 'service',
    intro: '掌握情绪安抚方法与客诉处理流程，把投诉变成回头客。',
    media: 'video',
    lecturer: 3,
    priceYuan: 39,
    chapters: [
      ['认识客诉', '客诉的常见原因', '情绪安抚LEARN法'],
      ['处理流程', '首问负责制', '升级处理机制'],
      ['案例', '延迟送货客诉案例', '安装质量客诉案例'],
    ],
  },
  {
    title: '送装一体服务流程',
    category: 'service',
    intro: '从预约、送货到安装验收的标准流程与检查要点。',
    media: 'document',
    lecturer: 3,
    chapters: [
      ['送货', '预约与确认', '送货前检查'],
      ['安装', '安装规范', '安装后演示与验收'],
    ],
  },
  {
    title: '售后报修受理规范',
    category: 'service',
    intro: '报修信息登记、故障初判、派单时限与回访要求。',
    media: 'audio',
    lecturer: 3,
    chapters: [
      ['受理', '信息登记要点', '故障初判'],
      ['跟进', '派单时限', '回访与满意度'],
    ],
  },
  {
    title: '会员服务与积分权益',
    category: 'service',
    intro: '会员等级、积分规则与会员关怀，提升老客户复购。',
    media: 'mixed',
    lecturer: 9,
    chapters: [
      ['会员体系', '会员等级与权益', '积分规则'],
      ['会员运营', '生日关怀', '沉睡会员唤醒'],
    ],
  },
  {
    title: '金牌服务案例分享',
    category: 'service',
    intro: '来自一线服务之星的真实故事，感受服务创造的价值。',
    media: 'audio',
    lecturer: 3,
    recommended: true,
    chapters: [
      ['服务之星', '雨夜送货的故事', '耐心讲解赢得整单'],
      ['启示', '把服务做成口碑'],
    ],
  },
  {
    title: '门店陈列基础标准',
    category: 'display',
    intro: '黄金陈列区、价签规范与样机维护，人人都要掌握的陈列标准。',
    media: 'video',
    lecturer: 5,
    compulsory: 'company',
    // The testers' quick course: a check comes within a minute of watching (seed README).
    presence: { min: 20, max: 40, respond: 20 },
    chapters: [
      ['陈列原则', '黄金陈列区', '同类集中与色彩搭配'],
      ['价签与物料', '价签规范', 'POP物料摆放'],
      ['日常维护', '样机清洁标准', '陈列巡检'],
    ],
  },
  {
    title: '大促氛围布置指南',
    category: 'display',
    intro: '大促主题、动线、堆头与物料布置，让门店一进门就有节日氛围。',
    media: 'mixed',
    lecturer: 5,
    compulsory: 'activity',
    chapters: [
      ['规划', '主题与动线', '堆头设计'],
      ['执行', '吊旗与地贴', '灯光与音乐'],
    ],
  },
  {
    title: '厨电体验区打造',
    category: 'display',
    intro: '用真实烹饪体验打动顾客，厨电体验区的设计与运营方法。',
    media: 'video',
    lecturer: 5,
    priceYuan: 49,
    chapters: [
      ['体验设计', '真实烹饪体验', '烟机吸力演示装置'],
      ['运营', '体验活动排期'],
    ],
  },
  {
    title: '橱窗与门头形象管理',
    category: 'display',
    intro: '门头灯箱、橱窗主题与灯光的日常管理规范。',
    media: 'document',
    lecturer: 5,
    chapters: [
      ['门头', '门头灯箱维护', '营业时间标识'],
      ['橱窗', '橱窗主题更换', '橱窗灯光'],
    ],
  },
  {
    title: '库存与样机管理',
    category: 'display',
    intro: '盘点流程、先进先出与样机上下架管理。',
    media: 'document',
    lecturer: 0,
    chapters: [
      ['库存', '盘点流程', '先进先出'],
      ['样机', '样机上下架', '样机折价处理'],
    ],
  },
  {
    title: '店长管理必修课',
    category: 'management',
    intro: '店长角色认知、团队管理与目标管理，新晋店长必修。',
    media: 'video',
    lecturer: 0,
    compulsory: 'company',
    audience: 'manager',
    recommended: true,
    chapters: [
      ['角色认知', '从销售到店长', '店长的一天'],
      ['团队管理', '排班与人效', '早会组织'],
      ['目标管理', '销售目标拆解', '过程指标追踪'],
    ],
  },
  {
    title: '门店经营数据分析',
    category: 'management',
    intro: '看懂客流、转化、客单价与毛利，用数据驱动门店改善。',
    media: 'mixed',
    lecturer: 0,
    priceYuan: 199,
    chapters: [
      ['核心指标', '客流、转化与客单价', '毛利与费用'],
      ['分析方法', '同比与环比', '品类结构分析'],
      ['行动', '从数据到改善行动'],
    ],
  },
  {
    title: '高效晨会与夕会',
    category: 'management',
    intro: '晨会五步流程与夕会复盘方法，让每天的会议都有产出。',
    media: 'audio',
    lecturer: 0,
    compulsory: 'company',
    audience: 'manager',
    chapters: [
      ['晨会', '晨会五步流程', '激励与目标宣导'],
      ['夕会', '当日复盘', '问题跟进'],
    ],
  },
  {
    title: '新员工带教与辅导',
    category: 'management',
    intro: '带教计划与GROW辅导模型，帮助新人快速上岗。',
    media: 'video',
    lecturer: 7,
    compulsory: 'company',
    audience: 'manager',
    chapters: [
      ['带教计划', '入职首周安排', '带教师傅职责'],
      ['辅导技巧', 'GROW辅导模型', '及时反馈'],
    ],
  },
  {
    title: '门店成本控制',
    category: 'management',
    intro: '水电、物料与人力成本的管控方法。',
    media: 'document',
    lecturer: 0,
    chapters: [
      ['费用', '水电费用管控', '物料损耗'],
      ['人力', '弹性排班'],
    ],
  },
  {
    title: '区域巡店管理',
    category: 'management',
    intro: '巡店检查表、现场辅导与整改闭环，区域经理的巡店方法论。',
    media: 'video',
    lecturer: 0,
    audience: 'manager',
    chapters: [
      ['巡店准备', '巡店检查表', '数据预读'],
      ['巡店执行', '现场辅导', '问题整改闭环'],
    ],
  },
  {
    title: '优家发展历程',
    category: 'culture',
    intro: '从1998年的第一家门店到全国连锁，了解优家的来路与方向。',
    media: 'video',
    lecturer: 0,
    compulsory: 'company',
    chapters: [
      ['创业', '1998年第一家门店', '从一家店到全国连锁'],
      ['今天', '优家的使命与愿景', '数字化转型'],
    ],
  },
  {
    title: '优家核心价值观',
    category: 'culture',
    intro: '顾客第一、诚信正直、团队协作、持续学习，价值观的内涵与行为标准。',
    media: 'audio',
    lecturer: 7,
    compulsory: 'company',
    chapters: [
      ['价值观', '顾客第一', '诚信正直', '团队协作', '持续学习'],
      ['践行', '价值观行为标准'],
    ],
  },
  {
    title: '优秀员工故事集',
    category: 'culture',
    intro: '身边榜样的成长故事，听见优家人的坚持与温度。',
    media: 'audio',
    lecturer: 7,
    chapters: [
      ['身边的榜样', '从导购到店长', '十年服务零投诉'],
      ['团队力量', '一家门店的逆袭'],
    ],
  },
  {
    title: '员工行为准则',
    category: 'culture',
    intro: '廉洁从业、信息保密与奖惩制度，每位员工都应熟知。',
    media: 'document',
    lecturer: 7,
    compulsory: 'company',
    chapters: [
      ['准则', '廉洁从业', '信息保密'],
      ['奖惩', '奖励制度', '违纪处理'],
    ],
  },
  {
    title: '门店消防安全培训',
    category: 'safety',
    intro: '灭火器使用、火灾报警与人员疏散，门店全员年度必修。',
    media: 'video',
    lecturer: 6,
    compulsory: 'company',
    presence: { min: 180, max: 480, respond: 60 },
    chapters: [
      ['消防基础', '火灾的成因', '灭火器的使用'],
      ['应急处置', '火灾报警流程', '人员疏散'],
      ['日常检查', '消防通道检查', '每月消防演练'],
    ],
  },
  {
    title: '用电安全与样机通电规范',
    category: 'safety',
    intro: '插排负荷、漏电保护与样机通电时段管理。',
    media: 'mixed',
    lecturer: 6,
    chapters: [
      ['用电安全', '插排与负荷', '漏电保护'],
      ['样机通电', '样机通电时段', '下班断电检查'],
    ],
  },
  {
    title: '顾客个人信息保护',
    category: 'safety',
    intro: '个人信息保护法要点与门店实操规范，守住顾客信任。',
    media: 'document',
    lecturer: 6,
    compulsory: 'company',
    chapters: [
      ['法规', '个人信息保护法要点', '门店常见风险'],
      ['实操', '订单信息的保管', '销毁与脱敏'],
    ],
  },
  {
    title: '新员工入职第一课',
    category: 'onboarding',
    intro: '认识优家、了解组织架构与入职须知，开启你的优家之旅。',
    media: 'video',
    lecturer: 7,
    compulsory: 'company',
    recommended: true,
    chapters: [
      ['欢迎加入', '认识优家', '组织架构'],
      ['入职须知', '考勤与薪酬', '学习平台使用指南'],
    ],
  },
  {
    title: '收银与开单系统操作',
    category: 'onboarding',
    intro: '销售开单、优惠券核销、收银对账与退换货操作演示。',
    media: 'video',
    lecturer: 7,
    chapters: [
      ['开单', '销售开单流程', '优惠券核销'],
      ['收银', '收银对账', '退换货操作'],
    ],
  },
  {
    title: '新人30天成长计划',
    category: 'onboarding',
    intro: '从熟悉门店到独立接待，新人前30天的学习与实践安排。',
    media: 'mixed',
    lecturer: 7,
    recommended: true,
    chapters: [
      ['第一周', '熟悉门店', '跟岗学习'],
      ['第二至四周', '独立接待', '首单复盘'],
    ],
  },
  {
    title: '家电基础知识入门',
    category: 'onboarding',
    intro: '能效标识、3C认证与电气基础，零基础也能听懂的家电常识。',
    media: 'audio',
    lecturer: 4,
    priceYuan: 19.9,
    chapters: [
      ['能效与认证', '能效标识怎么读', '3C认证'],
      ['电气基础', '功率、电压与电流', '变频的含义'],
    ],
  },
];
