// Replies as the API answers them (seeded clock-in activities).
export function activity(id: number, overrides: Record<string, unknown> = {}) {
  return {
    id,
    title: `21天陈列打卡挑战（第${id}期）`,
    cover: `/api/media/clockin-${id}.jpg`,
    summary: '每天完成一项陈列任务，拍照打卡。',
    start_day: '2025-01-01',
    end_day: '2025-01-21',
    status: 'ongoing',
    reward_points: 5,
    completion_bonus_points: 50,
    task_count: 21,
    participant_count: 86,
    joined: true,
    ...overrides,
  };
}

export const activityPage = (list: unknown[], total = list.length, page = 1, pageSize = 10) => ({
  list,
  total,
  page,
  pageSize,
});

export function todayTask(
  taskId: number,
  activityId: number,
  overrides: Record<string, unknown> = {},
) {
  return {
    task: { id: taskId, title: `任务${taskId}：拍摄门店橱窗` },
    activity: { id: activityId, title: `21天陈列打卡挑战（第${activityId}期）`, cover: '' },
    joined: true,
    done_today: false,
    streak: 3,
    ...overrides,
  };
}

export const today = (list: unknown[]) => ({ day: '2025-01-15', list });

export function activityDetail(id: number, overrides: Record<string, unknown> = {}, mine = {}) {
  return {
    activity: activity(id, overrides),
    rules_html:
      '<ol><li>每天完成当天的学习任务并提交打卡，每次打卡奖励5积分。</li><li>21天全部完成额外奖励50积分。</li></ol><img src=x onerror="alert(1)">',
    today: '2025-01-15',
    mine: { streak: 2, clockin_count: 12, points: 60, ...mine },
  };
}

export function clockinTask(id: number, overrides: Record<string, unknown> = {}) {
  return {
    id,
    title: `任务${id}：拍摄门店橱窗`,
    description: '按陈列标准拍摄橱窗并写下改进点。',
    requires_photo: false,
    requires_location: false,
    ...overrides,
  };
}

/** Days 13-17 of a 21-day activity: two past (one missed), today, two to come. */
export function activityTasks(activityId: number, overrides: Record<string, unknown> = {}) {
  const day = (n: number, when: string, done: boolean) => ({
    day: `2025-01-${String(n).padStart(2, '0')}`,
    day_number: n,
    when,
    tasks: [{ task: clockinTask(100 + n), done }],
  });
  return {
    activity: { id: activityId, title: `21天陈列打卡挑战（第${activityId}期）`, status: 'ongoing' },
    today: '2025-01-15',
    joined: true,
    streak: 1,
    done_count: 12,
    total_count: 21,
    days: [
      day(13, 'past', false),
      day(14, 'past', true),
      day(15, 'today', false),
      day(16, 'future', false),
      day(17, 'future', false),
    ],
    ...overrides,
  };
}

export function taskDetail(taskId: number, overrides: Record<string, unknown> = {}) {
  return {
    task: clockinTask(taskId),
    activity: { id: 1, title: '21天陈列打卡挑战（第1期）', status: 'ongoing', reward_points: 5 },
    today: '2025-01-15',
    due_today: true,
    joined: true,
    record: null,
    ...overrides,
  };
}

export function clockinRecord(id: number, overrides: Record<string, unknown> = {}) {
  return {
    id,
    activity: { id: 1, title: '21天陈列打卡挑战（第1期）' },
    task: { id: 100 + id, title: `任务${100 + id}：拍摄门店橱窗` },
    day: '2025-01-15',
    body: `第${id}天：橱窗已按标准陈列，补齐了价签。`,
    photos: [`/api/files/${String(id).padStart(32, 'a')}`],
    location: '优家电器·南京西路店',
    latitude: null,
    longitude: null,
    points: 5,
    created_at: 1736900000 + id,
    ...overrides,
  };
}

export function rankEntry(rank: number, userId: number, overrides: Record<string, unknown> = {}) {
  return {
    rank,
    user: { id: userId, name: `员工${userId}`, avatar: `/api/media/avatar-0${userId % 9}.svg` },
    streak: 20 - rank,
    points: 100 - rank * 5,
    reached_at: 1736900000 + rank * 60,
    clockin_count: 20 - rank,
    ...overrides,
  };
}

export const upload = (id: string) => ({
  id,
  url: `/api/files/${id}`,
  name: 'photo.png',
  mime: 'image/png',
  size: 68,
});
