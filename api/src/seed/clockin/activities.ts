import type { SeedContext } from '../context';
import { cover, photo } from '../media/catalogue';
import type { Member, Org } from '../org/staff';
import { randomFor } from '../random';
import { addDays, atTime, DAY, HOUR } from '../time';
import type { Catalogue } from '../training/courses';
import { flag, json } from '../writer';
import { ACTIVITIES, type ActivityData } from './activities-data';

/** Which tasks fall on day `d` (0-based) of an activity. */
function tasksOn(activity: ActivityData, taskIds: readonly number[], d: number): number[] {
  if (activity.daily) return [...taskIds];
  const id = taskIds[d];
  return id === undefined ? [] : [id];
}

/**
 * Clock-in activities (two ongoing, one upcoming, one ended) with tasks, courses, participants
 * and records; records and completion bonuses earn points. The joined demo user takes part in
 * both ongoing activities, missed one day and has not clocked in today.
 */
export function seedClockin(ctx: SeedContext, org: Org, catalogue: Catalogue): number[] {
  const { write, now, today } = ctx;
  const rng = randomFor('clockin');
  // A stream of its own, so spreading diligence leaves every other draw where it was.
  const diligenceRng = randomFor('clockin-diligence');
  const demo = org.demo.joined;
  const activityIds: number[] = [];

  ACTIVITIES.forEach((a) => {
    const startDay = addDays(today, a.startsIn);
    const endDay = addDays(startDay, a.days - 1);
    const rules = `<ol>${a.rules.map((r) => `<li>${r}</li>`).join('')}</ol>`;
    const activityId = write.insert('clockin_activities', {
      title: a.title,
      cover: cover(a.coverTopic),
      summary: a.summary,
      rules_html: rules,
      start_day: startDay,
      end_day: endDay,
      reward_points: a.rewardPoints,
      completion_bonus_points: a.bonusPoints,
      created_at: atTime(startDay, 9) - 10 * DAY,
    });
    activityIds.push(activityId);
    for (const t of a.tasks)
      if (t.photo !== Boolean(t.photos?.length))
        throw new Error(`clock-in task ${t.title}: a photo task names its photos, no other does`);
    const taskIds = a.tasks.map((t, sort) =>
      write.insert('clockin_tasks', {
        activity_id: activityId,
        day_index: a.daily ? null : sort + 1,
        title: t.title,
        description: t.description,
        requires_photo: flag(t.photo),
        requires_location: flag(t.location),
        sort,
      }),
    );
    a.courses.forEach((title, sort) => {
      const course = catalogue.courses.find((c) => c.data.title === title);
      if (!course) throw new Error(`clock-in course not found: ${title}`);
      write.insert('activity_courses', { activity_id: activityId, course_id: course.id, sort });
    });

    const inDemoArea = org.members.filter((m) => m !== demo && m.areaId === demo.areaId);
    const participants: Member[] = rng.sample(
      org.members.filter((m) => m !== demo),
      a.participants,
    );
    const isOngoing = a.startsIn <= 0 && a.startsIn + a.days > 0;
    if (isOngoing) {
      participants.push(demo);
      for (const m of inDemoArea.slice(0, 5)) if (!participants.includes(m)) participants.push(m);
    }
    participants.forEach((member, memberIndex) => {
      // People differ: some never miss a day, some drop off, so points (the ranking) spread out.
      const diligence =
        a.diligence === 0
          ? 0
          : Math.min(1, Math.max(0.3, a.diligence + (diligenceRng.next() - 0.45) * 0.8));
      const joinedAt = atTime(startDay, 8) - rng.int(1, 72) * HOUR;
      write.insert('clockin_participants', {
        activity_id: activityId,
        user_id: member.id,
        joined_at: Math.min(joinedAt, now - HOUR),
      });
      let done = 0;
      let lastAt = 0;
      let expected = 0;
      for (let d = 0; d < a.days; d++) {
        const day = addDays(startDay, d);
        for (const taskId of tasksOn(a, taskIds, d)) {
          const task = a.tasks[taskIds.indexOf(taskId)];
          expected++;
          const at = atTime(day, rng.int(9, 20), rng.int(0, 59));
          const skipped = member === demo ? day === today || d === 3 : !rng.chance(diligence);
          if (at >= now || skipped) continue;
          const shop = org.shops.get(member.shopId);
          const recordId = write.insert('clockin_records', {
            activity_id: activityId,
            task_id: taskId,
            user_id: member.id,
            day,
            body: rng.pick(a.bodies).replace('第N天', `第${d + 1}天`),
            // Only a task that asks for a photo has one: a picture of what it asks for, the
            // task's photos taken in turn by person and day.
            photos: json(
              task?.photos?.length
                ? [photo(task.photos[(memberIndex + d) % task.photos.length] as string)]
                : [],
            ),
            location: shop ? `优家电器·${shop.name}` : '',
            points: a.rewardPoints,
            created_at: at,
          });
          ctx.points.add(member.id, a.rewardPoints, 'clockin', `clockin:${recordId}`, at);
          done++;
          lastAt = at;
        }
      }
      if (done === expected && done > 0) {
        ctx.points.add(
          member.id,
          a.bonusPoints,
          'clockin_bonus',
          `clockin_activity:${activityId}`,
          lastAt,
        );
      }
    });
  });
  return activityIds;
}
