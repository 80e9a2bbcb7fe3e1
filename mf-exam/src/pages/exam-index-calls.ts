import { api } from 'shared/request';
import type { BannerPosition } from 'shared/standalone';

/** The banners the question bank's home shows. */
export const EXAM_BANNER_POSITION: BannerPosition = 'exam';

/**
 * The question bank home's first calls, started by its route as the navigation begins (the
 * page's own identical calls take the replies): its summary and its banners.
 */
export function prefetchExamIndex(): void {
  api.prefetch('/api/exam/home');
  api.prefetch('/api/banners', { query: { position: EXAM_BANNER_POSITION } });
}
