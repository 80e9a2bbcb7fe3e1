// Simplified Chinese: the product's original language (spec 8: "original texts are in Chinese").
import type { Messages } from './messages-en';

import { areaTextsZhCN } from './area-texts-zh-cn';
import { clockinTextsZhCN } from './areas/clockin-texts-zh-cn';
import { examTextsZhCN } from './areas/exam-texts-zh-cn';
import { trainTextsZhCN } from './areas/train-texts-zh-cn';
import { userTextsZhCN } from './areas/user-texts-zh-cn';
import { pageTitlesZhCN } from './page-titles-zh-cn';
import { shellTextsZhCN } from './shell-texts-zh-cn';

export const zhCN: Messages = {
  ...pageTitlesZhCN,
  ...shellTextsZhCN,
  ...areaTextsZhCN,
  ...examTextsZhCN,
  ...trainTextsZhCN,
  ...userTextsZhCN,
  ...clockinTextsZhCN,

  'app.name': '员工学习',

  'tab.home': '首页',
  'tab.materials': '资料',
  'tab.college': '商学院',
  'tab.news': '资讯',
  'tab.mine': '我的',

  'guard.loginFirst': '请先登录',
  'guard.joinTeamFirst': '请先加入团队',

  'session.expired': '登录已过期',
  'session.loginFirst': '请先登录',
  'session.loginFirstStrict': '请先登录！',
  'session.loginAgain': '请重新登录',

  'error.requestFailed': '请求接口失败',
  'error.unknown': '服务异常，请稍后再试',
  'error.originRefused': '接口不接受来自此页面地址的请求',

  'network.lost': '哎呀，网络信号丢失',
  'network.timeout': '连接超时，点击屏幕重试',
  'page.loading': '加载中…',
  'page.loadFailed': '页面加载失败',
  'page.tapToReload': '点击重新加载',
  'page.notFound': '页面不存在',
  'page.noPermission': '暂无权限',
  'page.noPermissionHint': '你的账号无法查看此页面',
  'common.retry': '重试',
  'common.goBack': '返回',
  'common.more': '更多',

  'empty.data': '暂无数据',
  'empty.coupon': '暂无优惠券',
  'empty.cart': '购物车还是空的',
  'empty.address': '暂无收货地址',
  'empty.search': '没有找到相关内容',
  'empty.invoiceTitle': '暂无发票抬头',

  // Chinese has a single plural form; `_one` is kept so both catalogues share one key set.
  'timeAgo.justNow': '刚刚',
  'timeAgo.minutes_one': '{{count}}分钟前',
  'timeAgo.minutes_other': '{{count}}分钟前',
  'timeAgo.hours_one': '{{count}}小时前',
  'timeAgo.hours_other': '{{count}}小时前',
  'timeAgo.days_one': '{{count}}天前',
  'timeAgo.days_other': '{{count}}天前',

  'login.mobile': '手机号',
  'login.password': '密码',
  'login.code': '验证码',
  'login.submit': '登录',
  'login.sendCode': '获取验证码',
  'login.resendIn': '{{seconds}}秒后重发',
  'login.byPassword': '密码登录',
  'login.bySms': '验证码登录',
  'login.byQrCode': '扫码登录',
  'login.byWechat': '微信登录',

  'validation.mobileRequired': '请输入手机号',
  'validation.mobile': '请输入正确的手机号',
  'validation.passwordRequired': '请输入密码',
  'validation.code': '请输入{{length}}位验证码',
  'validation.email': '请输入正确的邮箱地址',
  'validation.idCard': '请输入正确的身份证号',
  'validation.amount': '请输入正确的金额',

  'language.en': 'English',
  'language.zh-CN': '简体中文',
};
