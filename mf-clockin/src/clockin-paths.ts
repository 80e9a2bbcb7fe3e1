import { CROSS_AREA_LINKS, PATHS } from 'shared/paths';

// The area's links with their query parameters, in one place.
export const tasksPath = (activityId: number): string =>
  `${PATHS.clockin.task}?activityId=${activityId}`;
export const clockPath = (taskId: number): string =>
  `${PATHS.clockin.activityClock}?taskId=${taskId}`;
export const coursesPath = (activityId: number): string =>
  `${PATHS.clockin.course}?activityId=${activityId}`;
export const rankingPath = (activityId: number): string =>
  `${PATHS.clockin.ranking}?activityId=${activityId}`;
export const posterPath = (activityId: number): string =>
  `${PATHS.clockin.poster}?activityId=${activityId}`;
export const myClockinsPath = (activityId?: number): string =>
  activityId
    ? `${PATHS.clockin.activityList}?activityId=${activityId}`
    : PATHS.clockin.activityList;
/** The training area's player, which opens a course where the learner left off. */
export const coursePlayerPath = (courseId: number): string =>
  CROSS_AREA_LINKS.coursePlayer(courseId);
