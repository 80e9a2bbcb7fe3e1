import type { ContractData } from 'shared/request';

type Course = ContractData<'get', '/api/courses/{id}'>;

/** The lesson to open for a course: where I stopped, else the first one I may play. */
export function firstLessonToPlay(course: Course): number | undefined {
  const lessons = course.chapters.flatMap((c) => c.lessons);
  const last = course.enrolment?.last_lesson_id;
  if (last && lessons.some((l) => l.id === last && l.can_play)) return last;
  return (
    lessons.find((l) => l.can_play && !l.progress?.completed) ?? lessons.find((l) => l.can_play)
  )?.id;
}
