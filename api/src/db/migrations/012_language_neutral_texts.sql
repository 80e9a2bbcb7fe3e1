-- Texts the server writes are stored language-neutral: a kind and its parameters (a JSON object);
-- the API renders them in the reader's language from the catalogue in src/texts. Content inside
-- the parameters (a course title, a team name) stays as it was written. Existing rows convert.

-- Orders: 'course' {course} | 'recharge' {amount} | 'rechargeBonus' {amount, bonus}.
ALTER TABLE orders ADD COLUMN title_kind TEXT NOT NULL DEFAULT '';
ALTER TABLE orders ADD COLUMN title_params TEXT NOT NULL DEFAULT '{}';
UPDATE orders SET title_kind = 'course', title_params = json_object('course', title)
  WHERE kind = 'course';
UPDATE orders SET
  title_kind = CASE
    WHEN (SELECT bonus_cents FROM recharge_options r WHERE r.id = orders.ref_id) > 0
    THEN 'rechargeBonus' ELSE 'recharge' END,
  title_params = CASE
    WHEN (SELECT bonus_cents FROM recharge_options r WHERE r.id = orders.ref_id) > 0
    THEN json_object(
      'amount', printf('%.2f', amount_cents / 100.0),
      'bonus', printf('%.2f',
        (SELECT bonus_cents FROM recharge_options r WHERE r.id = orders.ref_id) / 100.0))
    ELSE json_object('amount', printf('%.2f', amount_cents / 100.0)) END
  WHERE kind = 'recharge';
ALTER TABLE orders DROP COLUMN title;

-- Money ledger: the last reason written as a sentence becomes a code like the others.
UPDATE money_ledger SET reason = 'duplicate_refund' WHERE reason = 'refund of a duplicate payment';

-- Notices: a kind (title and body) and its parameters. Anything not recognised keeps its words
-- as kind 'legacy'.
ALTER TABLE notices ADD COLUMN text_kind TEXT NOT NULL DEFAULT 'legacy';
ALTER TABLE notices ADD COLUMN text_params TEXT NOT NULL DEFAULT '{}';
UPDATE notices SET text_params = json_object('title', title, 'body', body);
-- 《name》 inside a body.
UPDATE notices SET text_kind = 'examOpen', text_params = json_object('paper',
    substr(body, instr(body, '《') + 1, instr(body, '》') - instr(body, '《') - 1))
  WHERE title LIKE '%已开启' AND body LIKE '《%》已开放，请在截止日期前完成。';
UPDATE notices SET text_kind = 'examOpenManager', text_params = json_object('paper',
    COALESCE(
      (SELECT p.title FROM papers p
        WHERE p.owner_id IS NULL
          AND p.title LIKE '%' || substr(notices.title, 1, instr(notices.title, '已开启') - 1)
        ORDER BY p.id LIMIT 1),
      substr(title, 1, instr(title, '已开启') - 1)))
  WHERE title LIKE '%已开启' AND body = '请督促团队成员在截止日期前完成考核。';
UPDATE notices SET text_kind = 'compulsoryAdded', text_params = json_object('course',
    substr(body, instr(body, '《') + 1, instr(body, '》') - instr(body, '《') - 1))
  WHERE title = '新的必修课待学习' AND body LIKE '《%》已加入你的必修课，请按时完成。';
UPDATE notices SET text_kind = 'clockinReminder', text_params = json_object('activity',
    substr(body, instr(body, '《') + 1, instr(body, '》') - instr(body, '《') - 1))
  WHERE title = '今日打卡提醒' AND body LIKE '《%》今天的任务还没有打卡哦。';
UPDATE notices SET text_kind = 'examResults', text_params = json_object('paper',
    substr(body, instr(body, '《') + 1, instr(body, '》') - instr(body, '《') - 1))
  WHERE title = '考试成绩已发布' AND body LIKE '《%》成绩已发布，点击查看。';
UPDATE notices SET text_kind = 'examFailed', text_params = json_object(
    'paper', substr(body, instr(body, '《') + 1, instr(body, '》') - instr(body, '《') - 1),
    'attempts', CAST(substr(body, instr(body, '还有') + 2,
      instr(body, '次考试机会') - instr(body, '还有') - 2) AS INTEGER))
  WHERE title = '考试未通过提醒' AND body LIKE '《%》未通过，你还有%次考试机会。';
UPDATE notices SET text_kind = 'courseCompleted', text_params = json_object(
    'course', substr(body, instr(body, '《') + 1, instr(body, '》') - instr(body, '《') - 1),
    'points', CAST(substr(body, instr(body, '获得') + 2,
      instr(body, '积分。') - instr(body, '获得') - 2) AS INTEGER))
  WHERE title = '课程学习完成' AND body LIKE '恭喜你完成《%》，获得%积分。';
UPDATE notices SET text_kind = 'refundDone', text_params = json_object('order',
    substr(body, instr(body, '《') + 1, instr(body, '》') - instr(body, '《') - 1))
  WHERE title = '退款已到账' AND body LIKE '订单《%》的退款已退回账户余额。';
UPDATE notices SET text_kind = 'compulsoryDue', text_params = json_object('days',
    CAST(substr(body, instr(body, '将在') + 2, instr(body, '天内') - instr(body, '将在') - 2)
      AS INTEGER))
  WHERE title = '必修课即将截止' AND body LIKE '你有必修课将在%天内截止，请尽快完成。';
-- Fixed sentences.
UPDATE notices SET text_kind = 'orderUnpaid', text_params = '{}'
  WHERE title = '订单待支付' AND body = '你有一笔课程订单尚未支付，超时将自动取消。';
UPDATE notices SET text_kind = 'signInPoints', text_params = '{}'
  WHERE title = '签到积分到账' AND body = '连续签到奖励已到账，继续保持！';
UPDATE notices SET text_kind = 'teamAnnouncement', text_params = '{}'
  WHERE title = '团队公告更新' AND body = '店长发布了新的团队公告，请及时查看。';
UPDATE notices SET text_kind = 'welcome', text_params = '{}'
  WHERE title = '欢迎加入优家学堂' AND body = '完善资料并加入团队后即可使用全部学习功能。';
UPDATE notices SET text_kind = 'welcomeNotJoined', text_params = '{}'
  WHERE title = '欢迎加入优家学堂' AND body = '完善资料并填写团队邀请码，即可加入你的门店团队。';
UPDATE notices SET text_kind = 'welcomeMember', text_params = '{}'
  WHERE title = '欢迎加入优家学堂' AND body = '你已成功加入团队，开始学习吧！';
UPDATE notices SET text_kind = 'joinSubmitted', text_params = '{}'
  WHERE title = '加入申请已提交' AND body = '你的团队加入申请已提交，区域经理审核后会通知你。';
UPDATE notices SET text_kind = 'joinRequestNew', text_params = '{}'
  WHERE title = '新的入队申请' AND body = '有新同事申请加入团队，请及时审核。';
-- The review of a join request: 「team」（shop） and the manager's reason.
UPDATE notices SET text_kind = 'joinApproved', text_params = json_object(
    'team', substr(body, instr(body, '「') + 1, instr(body, '」') - instr(body, '「') - 1),
    'shop', substr(body, instr(body, '（') + 1, instr(body, '）') - instr(body, '（') - 1))
  WHERE title LIKE '已加入%' AND body LIKE '你加入「%」（%）的申请已通过，现在可以使用全部功能了。';
UPDATE notices SET text_kind = 'joinRejected', text_params = json_object(
    'team', substr(body, instr(body, '「') + 1, instr(body, '」') - instr(body, '「') - 1),
    'reason', substr(body, instr(body, '的申请未通过：') + 7))
  WHERE title = '入队申请未通过' AND body LIKE '你加入「%」的申请未通过：%';
ALTER TABLE notices DROP COLUMN title;
ALTER TABLE notices DROP COLUMN body;

-- Mock exams a learner put together: 'mockOne' {first} | 'mockTwo' {first, second} |
-- 'mockMany' {first, second, count}; the chapter names are in the description ('、' between).
ALTER TABLE papers ADD COLUMN title_kind TEXT;
ALTER TABLE papers ADD COLUMN title_params TEXT;
UPDATE papers SET
  title_kind = CASE length(description) - length(replace(description, '、', ''))
    WHEN 0 THEN 'mockOne' WHEN 1 THEN 'mockTwo' ELSE 'mockMany' END,
  title_params = json_object(
    'first', CASE WHEN instr(description, '、') = 0 THEN description
      ELSE substr(description, 1, instr(description, '、') - 1) END,
    'second', CASE WHEN instr(description, '、') = 0 THEN ''
      ELSE CASE WHEN instr(substr(description, instr(description, '、') + 1), '、') = 0
        THEN substr(description, instr(description, '、') + 1)
        ELSE substr(substr(description, instr(description, '、') + 1), 1,
          instr(substr(description, instr(description, '、') + 1), '、') - 1) END END,
    'count', length(description) - length(replace(description, '、', '')) + 1),
  title = ''
  WHERE kind = 'mock' AND owner_id IS NOT NULL AND title LIKE '模拟卷 · %';

-- People: a deleted account's name and the generated "学员1234" nickname are no longer stored;
-- the display name is worked out when a person is shown (src/features/users/display-name.ts).
UPDATE users SET nickname = '' WHERE deleted_at IS NOT NULL;
UPDATE users SET nickname = '' WHERE mobile IS NOT NULL AND nickname = '学员' || substr(mobile, -4);
UPDATE join_requests SET reason = '' WHERE reason = 'account deleted' AND reviewer_id IS NULL;
