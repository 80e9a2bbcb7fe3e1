/**
 * Texts of records the server writes. The database keeps a kind (the key after its prefix) and
 * its parameters as JSON; the reply renders them in the reader's language. Names inside the
 * parameters (a course title, a team) are content and stay as they were written.
 */
export const RECORD_TEXTS = {
  // orders.title_kind / title_params
  'order.course': { en: '{course}', 'zh-CN': '{course}' },
  'order.recharge': { en: 'Recharge ¥{amount}', 'zh-CN': '账户充值 ¥{amount}' },
  'order.rechargeBonus': {
    en: 'Recharge ¥{amount} (+¥{bonus} bonus)',
    'zh-CN': '账户充值 ¥{amount}（赠送 ¥{bonus}）',
  },

  // points_ledger.reason and money_ledger.reason
  'ledger.welcome': { en: 'Welcome bonus for new staff', 'zh-CN': '新员工入职奖励' },
  'ledger.sign_in': { en: 'Daily check-in', 'zh-CN': '每日签到' },
  'ledger.course_complete': { en: 'Course completed', 'zh-CN': '完成课程' },
  'ledger.exam_pass': { en: 'Exam passed', 'zh-CN': '考试通过' },
  'ledger.clockin': { en: 'Clock-in reward', 'zh-CN': '打卡奖励' },
  'ledger.clockin_bonus': { en: 'Full clock-in bonus', 'zh-CN': '打卡全勤奖励' },
  'ledger.questionnaire': { en: 'Questionnaire answered', 'zh-CN': '参与问卷' },
  'ledger.recharge': { en: 'Balance recharge', 'zh-CN': '账户充值' },
  'ledger.payment': { en: 'Order payment', 'zh-CN': '订单支付' },
  'ledger.refund': { en: 'Order refund', 'zh-CN': '订单退款' },
  'ledger.duplicate_refund': { en: 'Refund of a duplicate payment', 'zh-CN': '重复支付退款' },
  'ledger.other': { en: 'Points change', 'zh-CN': '积分变动' },

  // papers.title_kind / title_params: mock exams a learner puts together from chapters.
  'paper.mockOne': { en: 'Mock exam · {first}', 'zh-CN': '模拟卷 · {first}' },
  'paper.mockTwo': { en: 'Mock exam · {first}, {second}', 'zh-CN': '模拟卷 · {first}、{second}' },
  'paper.mockMany': {
    en: 'Mock exam · {first}, {second} and more ({count} chapters)',
    'zh-CN': '模拟卷 · {first}、{second}等{count}章',
  },

  // notices.text_kind / text_params: a title and a body per kind.
  'notice.examOpen.title': { en: 'Exam open: {paper}', 'zh-CN': '《{paper}》已开启' },
  'notice.examOpen.body': {
    en: '"{paper}" is open; finish it before the deadline.',
    'zh-CN': '《{paper}》已开放，请在截止日期前完成。',
  },
  'notice.examOpenManager.title': { en: 'Exam open: {paper}', 'zh-CN': '《{paper}》已开启' },
  'notice.examOpenManager.body': {
    en: 'Remind your team to finish "{paper}" before the deadline.',
    'zh-CN': '请督促团队成员在截止日期前完成《{paper}》。',
  },
  'notice.examResults.title': { en: 'Exam results published', 'zh-CN': '考试成绩已发布' },
  'notice.examResults.body': {
    en: 'The results of "{paper}" are out; tap to view them.',
    'zh-CN': '《{paper}》成绩已发布，点击查看。',
  },
  'notice.examFailed.title': { en: 'Exam not passed', 'zh-CN': '考试未通过提醒' },
  'notice.examFailed.body': {
    en: 'You did not pass "{paper}"; attempts left: {attempts}.',
    'zh-CN': '《{paper}》未通过，你还有{attempts}次考试机会。',
  },
  'notice.compulsoryAdded.title': { en: 'New compulsory course', 'zh-CN': '新的必修课待学习' },
  'notice.compulsoryAdded.body': {
    en: '"{course}" is now one of your compulsory courses; finish it on time.',
    'zh-CN': '《{course}》已加入你的必修课，请按时完成。',
  },
  'notice.compulsoryDue.title': { en: 'Compulsory course due soon', 'zh-CN': '必修课即将截止' },
  'notice.compulsoryDue.body': {
    en: 'A compulsory course of yours is due within {days} days; finish it soon.',
    'zh-CN': '你有必修课将在{days}天内截止，请尽快完成。',
  },
  'notice.courseCompleted.title': { en: 'Course completed', 'zh-CN': '课程学习完成' },
  'notice.courseCompleted.body': {
    en: 'Well done on completing "{course}": {points} points earned.',
    'zh-CN': '恭喜你完成《{course}》，获得{points}积分。',
  },
  'notice.clockinReminder.title': { en: 'Clock-in reminder', 'zh-CN': '今日打卡提醒' },
  'notice.clockinReminder.body': {
    en: 'You have not clocked in today\'s task of "{activity}" yet.',
    'zh-CN': '《{activity}》今天的任务还没有打卡哦。',
  },
  'notice.orderUnpaid.title': { en: 'Order awaiting payment', 'zh-CN': '订单待支付' },
  'notice.orderUnpaid.body': {
    en: 'A course order of yours is not paid yet; it is cancelled when it times out.',
    'zh-CN': '你有一笔课程订单尚未支付，超时将自动取消。',
  },
  'notice.refundDone.title': { en: 'Refund received', 'zh-CN': '退款已到账' },
  'notice.refundDone.body': {
    en: 'The refund of the order "{order}" is back in your balance.',
    'zh-CN': '订单《{order}》的退款已退回账户余额。',
  },
  'notice.signInPoints.title': { en: 'Check-in points received', 'zh-CN': '签到积分到账' },
  'notice.signInPoints.body': {
    en: 'Your check-in streak reward has arrived. Keep it up!',
    'zh-CN': '连续签到奖励已到账，继续保持！',
  },
  'notice.teamAnnouncement.title': { en: 'New team announcement', 'zh-CN': '团队公告更新' },
  'notice.teamAnnouncement.body': {
    en: 'Your shop manager posted a new team announcement; have a look.',
    'zh-CN': '店长发布了新的团队公告，请及时查看。',
  },
  'notice.welcome.title': { en: 'Welcome to Youjia Academy', 'zh-CN': '欢迎加入优家学堂' },
  'notice.welcome.body': {
    en: 'Complete your profile and join a team to use every learning feature.',
    'zh-CN': '完善资料并加入团队后即可使用全部学习功能。',
  },
  'notice.welcomeNotJoined.title': { en: 'Welcome to Youjia Academy', 'zh-CN': '欢迎加入优家学堂' },
  'notice.welcomeNotJoined.body': {
    en: "Complete your profile and enter your team's invite code to join your shop's team.",
    'zh-CN': '完善资料并填写团队邀请码，即可加入你的门店团队。',
  },
  'notice.welcomeMember.title': { en: 'Welcome to Youjia Academy', 'zh-CN': '欢迎加入优家学堂' },
  'notice.welcomeMember.body': {
    en: 'You have joined your team. Start learning!',
    'zh-CN': '你已成功加入团队，开始学习吧！',
  },
  'notice.joinSubmitted.title': { en: 'Join request sent', 'zh-CN': '加入申请已提交' },
  'notice.joinSubmitted.body': {
    en: 'Your request to join the team has been sent; you will hear from us once the area manager has reviewed it.',
    'zh-CN': '你的团队加入申请已提交，区域经理审核后会通知你。',
  },
  'notice.joinRequestNew.title': { en: 'New join request', 'zh-CN': '新的入队申请' },
  'notice.joinRequestNew.body': {
    en: 'A new colleague asked to join the team; please review the request.',
    'zh-CN': '有新同事申请加入团队，请及时审核。',
  },
  'notice.joinApproved.title': { en: 'Joined {team}', 'zh-CN': '已加入{team}' },
  'notice.joinApproved.body': {
    en: 'Your request to join {team} ({shop}) was approved; every feature is open to you now.',
    'zh-CN': '你加入「{team}」（{shop}）的申请已通过，现在可以使用全部功能了。',
  },
  'notice.joinRejected.title': { en: 'Join request declined', 'zh-CN': '入队申请未通过' },
  'notice.joinRejected.body': {
    en: 'Your request to join {team} was declined: {reason}',
    'zh-CN': '你加入「{team}」的申请未通过：{reason}',
  },
  /** A notice stored before kinds existed keeps its words. */
  'notice.legacy.title': { en: '{title}', 'zh-CN': '{title}' },
  'notice.legacy.body': { en: '{body}', 'zh-CN': '{body}' },

  // People and accounts.
  'person.deleted': { en: 'Deleted user', 'zh-CN': '已注销用户' },
  'joinRequest.accountDeleted': { en: 'The account was deleted', 'zh-CN': '账号已注销' },
  'demo.joined': { en: 'Joined staff', 'zh-CN': '已入队员工' },
  'demo.notJoined': { en: 'Not joined', 'zh-CN': '未加入团队' },
  'demo.pending': { en: 'Pending review', 'zh-CN': '待审核' },
  'demo.shopManager': { en: 'Shop manager', 'zh-CN': '店长' },
  'demo.areaManager': { en: 'Area manager', 'zh-CN': '区域经理' },
} as const;
