export type ProductData = {
  category: string;
  coverTopic: string;
  name: string;
  model: string;
  priceYuan: number;
  sellingPoints: readonly string[];
};

export const PRODUCTS: readonly ProductData[] = [
  { category: '冰箱', coverTopic: 'product-fridge', name: '优家518升十字对开门冰箱', model: 'YJ-BCD518WF', priceYuan: 5999, sellingPoints: ['一级能效变频', '风冷无霜', '-3℃微冻保鲜', '母婴专区'] },
  { category: '冰箱', coverTopic: 'product-fridge', name: '优家310升法式多门冰箱', model: 'YJ-BCD310F', priceYuan: 3999, sellingPoints: ['超薄嵌入', '零度保鲜', '净味除菌'] },
  { category: '冰箱', coverTopic: 'product-fridge', name: '优家212升三门冰箱', model: 'YJ-BCD212T', priceYuan: 2199, sellingPoints: ['软冷冻室', '省电静音', '小户型首选'] },
  { category: '空调', coverTopic: 'product-aircon', name: '优家1.5匹新一级能效变频挂机', model: 'YJ-KFR35GW', priceYuan: 3299, sellingPoints: ['新一级能效', '56℃自清洁', '18分贝静眠'] },
  { category: '空调', coverTopic: 'product-aircon', name: '优家3匹新一级变频柜机', model: 'YJ-KFR72LW', priceYuan: 7999, sellingPoints: ['急速冷暖', '上下双出风', '智能WiFi控制'] },
  { category: '空调', coverTopic: 'product-aircon', name: '优家1匹静音变频挂机', model: 'YJ-KFR26GW', priceYuan: 2599, sellingPoints: ['防直吹', '低噪运行', '儿童房推荐'] },
  { category: '洗衣机', coverTopic: 'product-washer', name: '优家10公斤滚筒洗烘一体机', model: 'YJ-XQG100HB', priceYuan: 3699, sellingPoints: ['直驱变频电机', '蒸汽除菌', '智能投放'] },
  { category: '洗衣机', coverTopic: 'product-washer', name: '优家8公斤直驱变频波轮洗衣机', model: 'YJ-XQB80D', priceYuan: 1699, sellingPoints: ['桶自洁', '大件羽绒洗', '静音'] },
  { category: '洗衣机', coverTopic: 'product-washer', name: '优家10公斤洗烘套装', model: 'YJ-XH100S', priceYuan: 7999, sellingPoints: ['热泵低温烘干', '联动智控', '护色护形'] },
  { category: '厨房电器', coverTopic: 'product-kitchen', name: '优家侧吸式油烟机', model: 'YJ-CXW260', priceYuan: 2999, sellingPoints: ['23立方大吸力', '挥手感应', '自动清洗'] },
  { category: '厨房电器', coverTopic: 'product-kitchen', name: '优家5.0kW猛火燃气灶', model: 'YJ-JZT5G', priceYuan: 1299, sellingPoints: ['5.0kW大火力', '熄火保护', '钢化玻璃面板'] },
  { category: '厨房电器', coverTopic: 'product-kitchen', name: '优家13套嵌入式洗碗机', model: 'YJ-WQP13', priceYuan: 4599, sellingPoints: ['高温除菌', '热风烘干', '一级水效'] },
  { category: '热水器', coverTopic: 'product-heater', name: '优家16升零冷水燃气热水器', model: 'YJ-JSQ30', priceYuan: 3299, sellingPoints: ['零冷水', '恒温舒适', '一氧化碳安全防护'] },
  { category: '热水器', coverTopic: 'product-heater', name: '优家60升一级能效电热水器', model: 'YJ-DSZF60', priceYuan: 1599, sellingPoints: ['速热增容', '镁棒可视', '防电墙'] },
  { category: '生活电器', coverTopic: 'product-small', name: '优家扫拖一体机器人', model: 'YJ-SR10', priceYuan: 2499, sellingPoints: ['激光导航', '自动集尘', '拖布热水洗'] },
  { category: '生活电器', coverTopic: 'product-small', name: '优家除醛空气净化器', model: 'YJ-KJ500', priceYuan: 1999, sellingPoints: ['CADR 500', '实时甲醛显示', '低噪睡眠模式'] },
  { category: '生活电器', coverTopic: 'product-small', name: '优家静音破壁料理机', model: 'YJ-PB12', priceYuan: 899, sellingPoints: ['隔音罩', '预约豆浆', '自动清洗'] },
  { category: '生活电器', coverTopic: 'product-small', name: '优家4升IH电饭煲', model: 'YJ-FB40', priceYuan: 599, sellingPoints: ['IH电磁加热', '低糖饭', '24小时预约'] },
];
