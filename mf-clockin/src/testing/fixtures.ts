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
