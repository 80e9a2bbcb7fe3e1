import { api } from 'shared/request';
import { isKnownUser, isSessionLoggedIn, useSessionStore } from 'shared/session';
import type { BannerPosition } from 'shared/standalone';
import { courseListQuery, type CourseFilter } from '../components/course-list-query';

/** What the training home shows, in the words of its calls. */
export const TRAIN_INDEX = {
  banners: 'train' satisfies BannerPosition,
  recommended: { recommended: 1 } satisfies CourseFilter,
  continueLimit: 3,
} as const;

/** Only a joined member sees required courses and the courses to continue. */
export function isJoinedMember(): boolean {
  const { user } = useSessionStore.getState();
  return isSessionLoggedIn() && isKnownUser(user) && user.is_check === 2;
}

/**
 * The training home's first calls, started by its route as the navigation begins (the page's
 * own identical calls take the replies): banners, recommended courses, and for a joined member
 * the required-course overview and the courses to continue.
 */
export function prefetchTrainIndex(): void {
  api.prefetch('/api/banners', { query: { position: TRAIN_INDEX.banners } });
  api.prefetch('/api/courses', { query: courseListQuery(TRAIN_INDEX.recommended, 1) });
  if (!isJoinedMember()) return;
  api.prefetch('/api/compulsory/overview');
  api.prefetch('/api/learning/recent', { query: { limit: TRAIN_INDEX.continueLimit } });
}
