/**
 * Refusals a person reads: business rules (code 1), permissions (403) and unknown ids (404).
 */
export const REFUSAL_TEXTS = {
  // Sign-in, SMS, WeChat and QR login.
  'sms.wait': {
    en: 'Please wait {seconds} s before requesting another code',
    'zh-CN': '请 {seconds} 秒后再获取验证码',
  },
  'sms.wrongCode': { en: 'The SMS code is wrong or has expired', 'zh-CN': '验证码错误或已过期' },
  'login.tooManyForMobile': {
    en: 'Too many failed login attempts for this number; try again in {minutes} min',
    'zh-CN': '该手机号登录失败次数过多，请 {minutes} 分钟后再试',
  },
  'login.tooManyFromNetwork': {
    en: 'Too many failed login attempts from this network; try again in {minutes} min',
    'zh-CN': '当前网络登录失败次数过多，请 {minutes} 分钟后再试',
  },
  'login.noPassword': {
    en: 'This account has no password yet; log in with an SMS code',
    'zh-CN': '该账号尚未设置密码，请使用验证码登录',
  },
  'login.wrongPassword': { en: 'Incorrect mobile or password', 'zh-CN': '手机号或密码错误' },
  'account.bindMobileFirst': { en: 'Bind a mobile number first', 'zh-CN': '请先绑定手机号' },
  'wechat.mobileBoundElsewhere': {
    en: 'This mobile is already bound to another WeChat account',
    'zh-CN': '该手机号已绑定其他微信账号',
  },
  'wechat.mobileOtherAccount': {
    en: 'This mobile belongs to another account',
    'zh-CN': '该手机号已属于其他账号',
  },
  'wechat.codeInvalid': {
    en: 'The WeChat code is invalid or already used',
    'zh-CN': '微信授权码无效或已被使用',
  },
  'wechat.bindExpired': {
    en: 'The bind request has expired',
    'zh-CN': '绑定请求已过期，请重新授权',
  },
  'qr.expired': { en: 'This QR code has expired', 'zh-CN': '二维码已过期' },
  'password.currentRequired': { en: 'Enter your current password', 'zh-CN': '请输入当前密码' },
  'password.currentWrong': { en: 'The current password is wrong', 'zh-CN': '当前密码错误' },
  'password.verifyAgain': {
    en: 'Verify your mobile again: the check has expired',
    'zh-CN': '验证已过期，请重新验证手机号',
  },

  // Joining a team, the team pages.
  'joining.reviewersOnly': {
    en: 'Only area managers review join requests',
    'zh-CN': '只有区域经理可以审核入队申请',
  },
  'joining.reviewed': {
    en: 'This request has already been reviewed',
    'zh-CN': '该申请已审核',
  },
  'joining.realName': {
    en: 'Enter your real name (at least 2 characters)',
    'zh-CN': '请输入真实姓名（至少 2 个字）',
  },
  'joining.alreadyJoined': { en: 'You have already joined a team', 'zh-CN': '你已加入团队' },
  'joining.pending': {
    en: 'Your request is already waiting for review',
    'zh-CN': '你的申请正在等待审核',
  },
  'joining.profileFirst': { en: 'Complete your profile first', 'zh-CN': '请先完善个人资料' },
  'joining.noSuchCode': { en: 'This invite code does not exist', 'zh-CN': '邀请码不存在' },
  'joining.rejectReason': { en: 'Give a reason for the rejection', 'zh-CN': '请填写拒绝原因' },
  'team.inviteManagersOnly': {
    en: 'Only shop and area managers share invite codes',
    'zh-CN': '只有店长和区域经理可以分享邀请码',
  },
  'team.areaManagersOnly': {
    en: 'Only area managers manage an area',
    'zh-CN': '只有区域经理可以管理区域',
  },
  'affiche.readersManagersOnly': {
    en: 'Only shop and area managers see who has read an announcement',
    'zh-CN': '只有店长和区域经理可以查看公告的阅读情况',
  },
  'compulsory.managersOnly': {
    en: "Only shop and area managers can see their team's training",
    'zh-CN': '只有店长和区域经理可以查看团队的学习情况',
  },
  'team.managersOnly': {
    en: "Only shop and area managers can see a colleague's exams",
    'zh-CN': '只有店长和区域经理可以查看同事的考试记录',
  },

  // Learning.
  'course.mustBuy': { en: 'This course must be bought first', 'zh-CN': '请先购买该课程' },
  'course.free': { en: 'This course is free', 'zh-CN': '该课程免费，无需购买' },
  'course.owned': { en: 'You already own this course', 'zh-CN': '你已拥有该课程' },
  'course.buyToStudy': {
    en: 'Buy this course to study this lesson',
    'zh-CN': '购买课程后即可学习本课时',
  },
  'course.loginToStudy': { en: 'Log in to study this lesson', 'zh-CN': '登录后即可学习本课时' },
  'course.joinToStudy': {
    en: 'Join a team to study this lesson',
    'zh-CN': '加入团队后即可学习本课时',
  },
  'presence.tokenInvalid': {
    en: 'This presence check is not valid; reopen the lesson',
    'zh-CN': '在线确认无效，请重新打开本课时',
  },
  'compulsory.notRequiredOfYou': {
    en: 'This course is not required of you',
    'zh-CN': '这门课不是你的必修课',
  },
  'compulsory.notRequiredOfTeam': {
    en: 'This course is not required of your team',
    'zh-CN': '这门课不是你团队的必修课',
  },
  'courseTest.finishCourse': {
    en: 'Finish the course before taking its test',
    'zh-CN': '学完课程后才能参加课程测试',
  },
  'courseTest.none': { en: 'This course has no test', 'zh-CN': '该课程没有测试' },
  'training.started': { en: 'This session has already started', 'zh-CN': '培训已开始' },
  'training.full': { en: 'Every seat is taken', 'zh-CN': '名额已满' },
  'training.noSeat': { en: 'You have no seat in this session', 'zh-CN': '你没有报名本场培训' },
  'training.codeInvalid': { en: 'This sign-in code is not valid', 'zh-CN': '签到码无效' },
  'training.signInOpens': {
    en: 'Sign-in opens an hour before the start',
    'zh-CN': '签到在开始前 1 小时开放',
  },
  'training.ended': { en: 'This session has ended', 'zh-CN': '培训已结束' },
  'meeting.ended': { en: 'This meeting has ended', 'zh-CN': '会议已结束' },
  'meeting.signUpFirst': { en: 'Sign up for this meeting first', 'zh-CN': '请先报名参加会议' },
  'meeting.attendanceOpens': {
    en: 'Attendance opens 30 minutes before the start',
    'zh-CN': '会议签到在开始前 30 分钟开放',
  },
  'route.startFirst': { en: 'Start the learning path first', 'zh-CN': '请先开始学习路线' },
  'route.finishEarlier': { en: 'Finish the earlier stages first', 'zh-CN': '请先完成前面的阶段' },
  'route.autoComplete': {
    en: 'This stage completes when you finish its course or pass its exam',
    'zh-CN': '学完该阶段的课程或通过考试后，此阶段自动完成',
  },

  // Exams and practice.
  'exam.timeUp': {
    en: 'Time is up: the exam has been submitted',
    'zh-CN': '考试时间已到，试卷已自动提交',
  },
  'exam.alreadySubmitted': { en: 'This exam has already been submitted', 'zh-CN': '试卷已提交' },
  'exam.notOpen': { en: 'This exam is not open yet', 'zh-CN': '考试尚未开始' },
  'exam.closed': { en: 'This exam has closed', 'zh-CN': '考试已结束' },
  'exam.noAttemptsLeft': {
    en: 'You have no attempts left for this exam',
    'zh-CN': '你的考试次数已用完',
  },
  'exam.notSubmittedYet': { en: 'This exam has not been submitted yet', 'zh-CN': '试卷尚未提交' },
  'exam.questionTimeUp': {
    en: "This question's time is up: its answer can no longer change",
    'zh-CN': '本题作答时间已到，答案不能再修改',
  },
  'exam.notSequential': {
    en: 'This exam shows all its questions at once',
    'zh-CN': '本试卷不是逐题作答',
  },
  'exam.notEnoughQuestions': {
    en: 'These chapters do not have enough questions',
    'zh-CN': '所选章节的题目数量不足',
  },
  'exam.ownCommentsOnly': {
    en: 'You can only delete your own comments',
    'zh-CN': '只能删除自己的评论',
  },
  'practice.noQuestions': {
    en: 'There are no questions to practise here',
    'zh-CN': '这里暂时没有可练习的题目',
  },
  'practice.ended': { en: 'This practice session has ended', 'zh-CN': '本次练习已结束' },

  // Content, user area, clock-in.
  'college.enrolled': { en: 'You are already enrolled', 'zh-CN': '你已报名' },
  'college.ended': { en: 'This class has ended', 'zh-CN': '该班级已结课' },
  'college.full': { en: 'This class is full', 'zh-CN': '该班级名额已满' },
  'material.notAttachment': {
    en: "The attachment is not one of this material's",
    'zh-CN': '该附件不属于此资料',
  },
  'questionnaire.answered': {
    en: 'You have already answered this questionnaire',
    'zh-CN': '你已填写过这份问卷',
  },
  'questionnaire.closed': { en: 'This questionnaire is closed', 'zh-CN': '问卷已结束' },
  'questionnaire.answerRequired': {
    en: 'Answer every required question',
    'zh-CN': '请回答所有必答题',
  },
  'feedback.empty': { en: 'Write what you want to tell us', 'zh-CN': '请填写反馈内容' },
  'signIn.done': { en: 'You have already checked in today', 'zh-CN': '今天已经签到过了' },
  'clockin.activityEnded': { en: 'The activity has ended', 'zh-CN': '活动已结束' },
  'clockin.joinFirst': { en: 'Join the activity first', 'zh-CN': '请先参加活动' },
  'clockin.notDueToday': { en: 'This task is not due today', 'zh-CN': '这项任务今天不用打卡' },
  'clockin.alreadyToday': {
    en: 'You have already clocked in this task today',
    'zh-CN': '今天已完成这项任务的打卡',
  },

  // Money.
  'payment.orderPaid': { en: 'This order is already paid', 'zh-CN': '订单已支付' },
  'payment.orderCancelled': { en: 'This order was cancelled', 'zh-CN': '订单已取消' },
  'payment.rechargeByBalance': {
    en: 'A recharge cannot be paid from the balance',
    'zh-CN': '充值订单不能用余额支付',
  },
  'payment.rechargeByPoints': {
    en: 'A recharge cannot be paid with points',
    'zh-CN': '充值订单不能用积分支付',
  },
  'payment.cancelPendingOnly': {
    en: 'Only a pending order can be cancelled',
    'zh-CN': '只能取消待支付的订单',
  },
  'payment.invalidSignature': { en: 'Invalid signature', 'zh-CN': '签名无效' },
  'payment.unknownPayment': { en: 'Unknown payment', 'zh-CN': '支付记录不存在' },
  'payment.unknownAccount': { en: 'Unknown account', 'zh-CN': '账户不存在' },
  'payment.insufficientBalance': { en: 'Insufficient balance', 'zh-CN': '余额不足' },
  'payment.insufficientPoints': { en: 'Insufficient points', 'zh-CN': '积分不足' },

  // Unknown ids (404): one text per kind of thing.
  'notFound.activity': { en: 'Activity not found', 'zh-CN': '活动不存在' },
  'notFound.announcement': { en: 'Announcement not found', 'zh-CN': '公告不存在' },
  'notFound.attempt': { en: 'Attempt not found', 'zh-CN': '考试记录不存在' },
  'notFound.certificate': { en: 'Certificate not found', 'zh-CN': '证书不存在' },
  'certificate.pdfUnavailable': {
    en: 'The certificate PDF cannot be made now: no Chinese font is installed on the server',
    'zh-CN': '暂时无法生成证书 PDF：服务器未安装中文字体',
  },
  'notFound.chapter': { en: 'Chapter not found', 'zh-CN': '章节不存在' },
  'notFound.colleague': { en: 'Colleague not found', 'zh-CN': '同事不存在' },
  'notFound.comment': { en: 'Comment not found', 'zh-CN': '评论不存在' },
  'notFound.course': { en: 'Course not found', 'zh-CN': '课程不存在' },
  'notFound.demoAccounts': { en: 'Demo accounts not found', 'zh-CN': '没有演示账号' },
  'notFound.draft': { en: 'Draft not found', 'zh-CN': '草稿不存在' },
  'notFound.file': { en: 'File not found', 'zh-CN': '文件不存在' },
  'notFound.folder': { en: 'Folder not found', 'zh-CN': '文件夹不存在' },
  'notFound.guide': { en: 'Guide not found', 'zh-CN': '指引不存在' },
  'notFound.joinRequest': { en: 'Join request not found', 'zh-CN': '入队申请不存在' },
  'notFound.learningPath': { en: 'Learning path not found', 'zh-CN': '学习路线不存在' },
  'notFound.lesson': { en: 'Lesson not found', 'zh-CN': '课时不存在' },
  'notFound.material': { en: 'Material not found', 'zh-CN': '资料不存在' },
  'notFound.media': { en: 'Media not found', 'zh-CN': '媒体文件不存在' },
  'notFound.meeting': { en: 'Meeting not found', 'zh-CN': '会议不存在' },
  'notFound.news': { en: 'News not found', 'zh-CN': '资讯不存在' },
  'notFound.notice': { en: 'Notice not found', 'zh-CN': '消息不存在' },
  'notFound.order': { en: 'Order not found', 'zh-CN': '订单不存在' },
  'notFound.paper': { en: 'Paper not found', 'zh-CN': '试卷不存在' },
  'notFound.payment': { en: 'Payment not found', 'zh-CN': '支付记录不存在' },
  'notFound.policy': { en: 'Policy not found', 'zh-CN': '政策不存在' },
  'notFound.practiceSession': { en: 'Practice session not found', 'zh-CN': '练习不存在' },
  'notFound.programme': { en: 'Programme not found', 'zh-CN': '课程班不存在' },
  'notFound.question': { en: 'Question not found', 'zh-CN': '题目不存在' },
  'notFound.questionInExam': {
    en: 'Question in this exam not found',
    'zh-CN': '本场考试中没有这道题',
  },
  'notFound.questionInPractice': {
    en: 'Question in this practice session not found',
    'zh-CN': '本次练习中没有这道题',
  },
  'notFound.questionnaire': { en: 'Questionnaire not found', 'zh-CN': '问卷不存在' },
  'notFound.rechargeOption': { en: 'Recharge option not found', 'zh-CN': '充值档位不存在' },
  'notFound.stage': { en: 'Stage not found', 'zh-CN': '阶段不存在' },
  'notFound.task': { en: 'Task not found', 'zh-CN': '任务不存在' },
  'notFound.trainingSession': { en: 'Training session not found', 'zh-CN': '培训不存在' },
} as const;
