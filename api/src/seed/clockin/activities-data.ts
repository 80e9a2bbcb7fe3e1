export type TaskData = {
  title: string;
  description: string;
  photo: boolean;
  location: boolean;
  /** Keys of the photos (media PHOTO_TOPICS) a clock-in of this task shows: what it asks for. */
  photos?: readonly string[];
};

export type ActivityData = {
  title: string;
  coverTopic: string;
  summary: string;
  rules: readonly string[];
  /** First day relative to today, and length in days. */
  startsIn: number;
  days: number;
  rewardPoints: number;
  bonusPoints: number;
  /** Daily tasks repeat every day; otherwise one task per day, in order. */
  daily: boolean;
  tasks: readonly TaskData[];
  courses: readonly string[];
  participants: number;
  /** Chance a participant clocks in a given task on a given day. */
  diligence: number;
  bodies: readonly string[];
};

/** A one-day task; one that asks for a photo names the photos its clock-ins show. */
const day = (title: string, description: string, photos?: readonly string[]): TaskData => ({
  title,
  description,
  photo: photos !== undefined,
  location: false,
  ...(photos ? { photos } : {}),
});

export const ACTIVITIES: readonly ActivityData[] = [
  {
    title: '21天产品知识打卡挑战',
    coverTopic: 'clockin-product',
    summary: '每天学习一个产品知识点并写下学习心得，坚持21天，成为产品达人。',
    rules: [
      '每天完成当天的学习任务并提交打卡，每次打卡奖励5积分。',
      '21天全部完成额外奖励50积分。',
      '当天任务当天打卡，过期不可补卡。',
    ],
    startsIn: -6,
    days: 21,
    rewardPoints: 5,
    bonusPoints: 50,
    daily: false,
    tasks: [
      day('认识十字对开门冰箱', '学习冰箱的结构与温区划分，写下三个卖点。'),
      day('风冷与直冷的区别', '用一句顾客听得懂的话解释风冷无霜。'),
      day('变频空调原理', '学习变频与定频的区别，写下你的讲解话术。'),
      day('空调匹数怎么选', '整理一张“面积-匹数”对照表并拍照上传。', ['photo-aircon-chart']),
      day('滚筒与波轮', '对比滚筒和波轮洗衣机各自适合的顾客。'),
      day('热泵烘干技术', '学习热泵烘干的原理与卖点。'),
      day('洗烘套装推荐', '写一段推荐洗烘套装的话术。'),
      day('油烟机选购', '学习顶吸与侧吸油烟机的区别。'),
      day('燃气灶安全', '演示熄火保护功能并拍照打卡。', ['photo-gas-stove']),
      day('零冷水热水器', '用自己的话解释零冷水。'),
      day('电热水器安全', '学习防电墙与镁棒的作用。'),
      day('洗碗机卖点', '整理洗碗机的三个核心卖点。'),
      day('扫地机器人导航', '对比激光导航与视觉导航。'),
      day('空气净化器指标', '学习CADR与CCM并举例说明。'),
      day('IH电饭煲', '学习IH电磁加热的优势。'),
      day('破壁机卖点', '写一段破壁机连带销售话术。'),
      day('能效标识', '拍一张样机能效标识并解读。', ['photo-energy-label']),
      day('以旧换新政策', '整理本月以旧换新补贴政策。'),
      day('套购方案设计', '为一个新装修家庭设计家电套购方案。'),
      day('竞品对比', '选一款主推产品，写出与竞品的差异。'),
      day('21天总结', '写下21天的收获与下一步计划。'),
    ],
    courses: [
      '十字对开门冰箱卖点精讲',
      '变频空调核心技术解析',
      '滚筒洗烘一体机选购指南',
      '零冷水燃气热水器讲解',
    ],
    participants: 60,
    diligence: 0.8,
    bodies: [
      '今天学习了新的卖点，明天就在店里用起来。',
      '整理好了笔记，讲给同事听了一遍。',
      '跟顾客讲解的时候更有底气了。',
      '知识点比想象中多，要多复习。',
      '坚持打卡第N天，继续加油！',
    ],
  },
  {
    title: '每日晨会巡检打卡',
    coverTopic: 'clockin-daily',
    summary: '每天完成门店晨会与陈列巡检打卡，把销售目标落实到每一天。',
    rules: [
      '每天完成晨会打卡与陈列巡检打卡，每次奖励3积分。',
      '活动期间全部完成额外奖励30积分。',
      '打卡需上传现场照片并定位门店。',
    ],
    startsIn: -7,
    days: 18,
    rewardPoints: 3,
    bonusPoints: 30,
    daily: true,
    tasks: [
      {
        title: '晨会打卡',
        description: '参加门店晨会，上传晨会照片。',
        photo: true,
        location: true,
        photos: ['photo-morning-meeting'],
      },
      {
        title: '陈列巡检打卡',
        description: '按门店陈列标准巡检责任区，上传巡检照片。',
        photo: true,
        location: true,
        photos: ['photo-display', 'photo-price-tags'],
      },
    ],
    courses: ['门店销售冲刺训练营', '大促氛围布置指南'],
    participants: 40,
    diligence: 0.7,
    bodies: [
      '晨会完成，今日目标已分解到人。',
      '堆头和价签已检查，全部符合标准。',
      '吊旗地贴布置完毕，氛围拉满！',
      '今天客流明显增加，继续保持。',
    ],
  },
  {
    title: '冬季新品学习周',
    coverTopic: 'clockin-winter',
    summary: '冬季新品上市前的七天学习计划，每天掌握一款新品。',
    rules: ['每天学习一款新品并打卡，每次奖励5积分。', '七天全部完成额外奖励20积分。'],
    startsIn: 5,
    days: 7,
    rewardPoints: 5,
    bonusPoints: 20,
    daily: false,
    tasks: [
      day('新品总览', '了解冬季新品清单与上市时间。'),
      day('518升对开门升级点', '学习新款冰箱的三项升级。'),
      day('法式嵌入冰箱', '学习嵌入式安装要点。'),
      day('13套洗碗机', '学习新款洗碗机卖点。'),
      day('零冷水热水器新款', '学习新款热水器的节能卖点。'),
      day('新品陈列', '按新品专区陈列指引完成布置并拍照。', ['photo-display']),
      day('新品话术演练', '录一段新品讲解并写下心得。'),
    ],
    courses: ['冬季新品速递'],
    participants: 25,
    diligence: 0,
    bodies: [],
  },
  {
    title: '服务之星七日打卡',
    coverTopic: 'clockin-service',
    summary: '连续七天，每天记录一个服务故事，争当服务之星。',
    rules: [
      '每天提交一个服务故事，每次奖励5积分。',
      '七天全部完成额外奖励40积分，并参与服务之星评选。',
    ],
    startsIn: -31,
    days: 7,
    rewardPoints: 5,
    bonusPoints: 40,
    daily: true,
    tasks: [
      {
        title: '服务故事打卡',
        description: '记录今天让你印象最深的一次顾客服务。',
        photo: false,
        location: false,
      },
    ],
    courses: ['门店服务礼仪标准', '金牌服务案例分享'],
    participants: 80,
    diligence: 0.85,
    bodies: [
      '帮一位老人把冰箱的功能一项项演示了一遍，老人很满意。',
      '顾客预算有限，推荐了更合适的型号，顾客说下次还来。',
      '送装延迟，主动打电话说明并道歉，顾客表示理解。',
      '帮顾客测量了厨房尺寸，避免了买错油烟机。',
      '下雨天帮顾客把小家电送到车上。',
    ],
  },
];
