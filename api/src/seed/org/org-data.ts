export type ShopData = { name: string; address: string; phone: string };
export type AreaData = { name: string; shops: readonly ShopData[] };

/** Areas and their shops; the first shop of each area is its flagship. */
export const AREAS: readonly AreaData[] = [
  {
    name: '华东大区',
    shops: [
      { name: '上海徐汇旗舰店', address: '上海市徐汇区漕溪北路398号1层', phone: '021-64281100' },
      { name: '上海浦东八佰伴店', address: '上海市浦东新区张杨路501号3层', phone: '021-58361200' },
      { name: '杭州西湖银泰店', address: '杭州市上城区延安路98号B1层', phone: '0571-87061300' },
      { name: '南京新街口店', address: '南京市秦淮区中山南路1号4层', phone: '025-84711400' },
    ],
  },
  {
    name: '华南大区',
    shops: [
      { name: '广州天河旗舰店', address: '广州市天河区天河路208号2层', phone: '020-38331500' },
      { name: '深圳福田中心店', address: '深圳市福田区福华三路268号1层', phone: '0755-83661600' },
      { name: '佛山千灯湖店', address: '佛山市南海区桂城街道灯湖东路1号', phone: '0757-86221700' },
      { name: '厦门中山路店', address: '厦门市思明区中山路156号', phone: '0592-20211800' },
    ],
  },
  {
    name: '华北大区',
    shops: [
      { name: '北京朝阳旗舰店', address: '北京市朝阳区建国路87号1层', phone: '010-85991900' },
      { name: '北京海淀中关村店', address: '北京市海淀区中关村大街15号2层', phone: '010-62562000' },
      { name: '天津滨江道店', address: '天津市和平区滨江道208号', phone: '022-27112100' },
      { name: '石家庄万象城店', address: '石家庄市长安区中山东路39号3层', phone: '0311-86682200' },
    ],
  },
  {
    name: '华中大区',
    shops: [
      { name: '武汉江汉路旗舰店', address: '武汉市江汉区江汉路118号', phone: '027-82772300' },
      { name: '长沙五一广场店', address: '长沙市芙蓉区黄兴中路188号2层', phone: '0731-84412400' },
      { name: '郑州二七广场店', address: '郑州市二七区人民路2号', phone: '0371-66232500' },
      { name: '南昌红谷滩店', address: '南昌市红谷滩区会展路999号1层', phone: '0791-83852600' },
    ],
  },
  {
    name: '西南大区',
    shops: [
      { name: '成都春熙路旗舰店', address: '成都市锦江区春熙路南段8号', phone: '028-86652700' },
      { name: '重庆解放碑店', address: '重庆市渝中区民权路28号3层', phone: '023-63702800' },
      { name: '昆明南屏街店', address: '昆明市五华区南屏街88号', phone: '0871-63162900' },
      { name: '贵阳花果园店', address: '贵阳市南明区花果园大街1号2层', phone: '0851-85813000' },
    ],
  },
  {
    name: '西北大区',
    shops: [
      { name: '西安钟楼旗舰店', address: '西安市碑林区东大街1号', phone: '029-87273100' },
      { name: '兰州西关店', address: '兰州市城关区张掖路87号', phone: '0931-84613200' },
      { name: '银川新华街店', address: '银川市兴庆区新华东街99号', phone: '0951-60213300' },
      {
        name: '乌鲁木齐友好店',
        address: '乌鲁木齐市沙依巴克区友好北路589号',
        phone: '0991-48113400',
      },
    ],
  },
];

/** Common surnames, one character each. */
export const SURNAMES: readonly string[] = [
  ...'王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾萧田董潘袁蔡蒋余',
];

export const MALE_GIVEN_NAMES: readonly string[] = (
  '伟 强 磊 军 洋 勇 杰 涛 明 超 浩 鹏 斌 宇 凯 博 志强 建华 文博 子豪 俊杰 浩然 宇航 晓东 ' +
  '海峰 国栋 家豪 天宇 思远 明轩 振华 立新'
).split(' ');

export const FEMALE_GIVEN_NAMES: readonly string[] = (
  '芳 娜 敏 静 丽 艳 婷 雪 琳 颖 倩 洁 萍 燕 玲 慧 秀英 晓红 雅琪 欣怡 梦瑶 佳怡 思琪 雨欣 ' +
  '诗涵 晓雯 美玲 嘉欣 亚楠 婉清 一诺 若曦'
).split(' ');
