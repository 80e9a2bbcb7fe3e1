import { EXAM_INDEX_REQUESTS, api } from 'shared/request';
import type { BannerPosition } from 'shared/standalone';

// The calls the shell's HTML makes before any script runs (shared/request EXAM_INDEX_REQUESTS).
const { summary, banners } = EXAM_INDEX_REQUESTS;

/** The banners the question bank's home shows. */
export const EXAM_BANNER_POSITION: BannerPosition = banners.query.position;

/**
 * The question bank home's first calls, started by its route as the navigation begins (the
 * page's own identical calls take the replies): its summary and its banners.
 */
export function prefetchExamIndex(): void {
  api.prefetch(summary.path);
  api.prefetch(banners.path, { query: { position: EXAM_BANNER_POSITION } });
}
