// One rule for the label of the button that opens a course's lessons, on every page that has one.

/** Nothing learnt yet (0 %): Start learning; anything learnt: Continue learning. */
export function studyActionKey(
  progressPercent: number,
): 'train.course.start' | 'train.course.continue' {
  return progressPercent > 0 ? 'train.course.continue' : 'train.course.start';
}

/**
 * A required course whose deadline has passed before it was completed (the API's `overdue`),
 * for pages that get the course without its required-course status.
 */
export function isOverdue(
  deadlineAt: number | null,
  completedAt: number | null | undefined,
  nowSeconds = Date.now() / 1000,
): boolean {
  return deadlineAt !== null && deadlineAt < nowSeconds && completedAt == null;
}
