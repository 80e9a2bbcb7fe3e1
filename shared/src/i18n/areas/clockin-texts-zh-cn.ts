import type { clockinTextsEn } from './clockin-texts-en';

// Simplified Chinese texts of the clockin area; the compiler keeps the keys equal to the English ones.
export const clockinTextsZhCN: Record<keyof typeof clockinTextsEn, string> = {
  'clockin.activity.about': '打卡活动：进行中、未开始和已结束。',
  'clockin.activityList.about': '你参加的打卡活动。',
  'clockin.activityClock.about': '完成活动当天的打卡任务。',
  'clockin.task.about': '进行中活动的今日打卡任务。',
  'clockin.course.about': '打卡活动关联的课程。',
  'clockin.ranking.about': '活动打卡次数排行榜。',
  'clockin.poster.about': '可分享给同事的活动海报。',
  'clockin.status.all': '全部',
  'clockin.status.ongoing': '进行中',
  'clockin.status.upcoming': '未开始',
  'clockin.status.ended': '已结束',
  'clockin.activity.joined': '已参加',
  'clockin.activity.days': '{{start}} 至 {{end}}',
  'clockin.activity.tasks_one': '{{count}} 个任务',
  'clockin.activity.tasks_other': '{{count}} 个任务',
  'clockin.activity.participants_one': '{{count}} 人参与',
  'clockin.activity.participants_other': '{{count}} 人参与',
  'clockin.activity.reward': '每次打卡 +{{points}} 积分',
  'clockin.today.day': '今日 {{day}}',
  'clockin.today.done': '已打卡',
  'clockin.today.todo': '待打卡',
  'clockin.today.streak_one': '连续打卡 {{count}} 天',
  'clockin.today.streak_other': '连续打卡 {{count}} 天',
  'clockin.widget.todayTasks': '今日打卡',
};
