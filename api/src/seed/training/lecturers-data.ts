export type LecturerData = { name: string; title: string; intro: string };

export const LECTURERS: readonly LecturerData[] = [
  {
    name: '周明远',
    title: '优家商学院院长',
    intro: '二十年家电零售管理经验，主导建立优家门店运营标准体系。',
  },
  {
    name: '林雅婷',
    title: '金牌销售培训师',
    intro: '连续五年全国销售冠军，擅长顾问式销售与成交技巧辅导。',
  },
  {
    name: '赵国栋',
    title: '空调产品技术专家',
    intro: '暖通工程师出身，负责空调品类的产品培训与技术答疑。',
  },
  {
    name: '孙丽华',
    title: '服务体验总监',
    intro: '负责全国门店服务标准与客诉处理流程，主讲服务礼仪。',
  },
  {
    name: '郭建平',
    title: '冰洗产品经理',
    intro: '深耕冰箱、洗衣机品类十二年，熟悉保鲜与洗护技术。',
  },
  {
    name: '何晓燕',
    title: '视觉陈列设计师',
    intro: '负责全国门店形象与陈列标准，主导旗舰店陈列改造项目。',
  },
  {
    name: '吴志刚',
    title: '安全生产主管',
    intro: '注册安全工程师，负责门店消防安全与用电安全培训。',
  },
  { name: '黄思琪', title: '人力资源培训经理', intro: '负责新员工入职培训与学习地图设计。' },
  { name: '马俊', title: '厨卫产品经理', intro: '负责油烟机、燃气灶、热水器、洗碗机等厨卫品类。' },
  {
    name: '梁文静',
    title: '数字化营销讲师',
    intro: '擅长社群运营、短视频与直播带货，帮助门店拓展线上客源。',
  },
];
