import { REMOTE_OF_AREA, isRemoteArea } from 'shared/federation';
import { areaOfPath } from 'shared/paths';
import { reportLcp } from './client-reports';
import { reportPage } from './report-payload';

/** The page load's largest contentful paint so far (web-vitals names each page load's metric). */
type Candidate = { id: string; value: number; at: number; page: string };

let latest: Candidate | undefined;
/** The metrics reported: one lcp report per page load (a back/forward restore is another). */
const committed = new Set<string>();

const remoteOfPage = (page: string): string | null => {
  const area = areaOfPath(page);
  return isRemoteArea(area) ? REMOTE_OF_AREA[area] : null;
};

/**
 * Queues the page load's LCP as it stands (at first input, when the page hides, or when the
 * reports are flushed), once: tagged with the remote of the page's area, null for shell pages.
 */
export function commitLcp(): void {
  if (!latest || committed.has(latest.id)) return;
  committed.add(latest.id);
  reportLcp(remoteOfPage(latest.page), latest.page, latest.value, latest.at);
}

type LcpMetric = { id: string; value: number };

/** Takes a candidate (`final`: web-vitals has the page's last one, at first input or hide). */
export function takeLcp(metric: LcpMetric, final: boolean): void {
  if (committed.has(metric.id)) return;
  latest = {
    id: metric.id,
    value: metric.value,
    at: Date.now(),
    page: reportPage(window.location.pathname),
  };
  if (final) commitLcp();
}

/**
 * Watches the page load's LCP with web-vitals, loaded on its own after the first frame (the
 * entries it reads are buffered by the browser, so nothing is missed by starting late).
 */
export async function watchLcp(): Promise<void> {
  const { onLCP } = await import(/* webpackChunkName: "page-timings" */ 'web-vitals');
  onLCP((metric) => takeLcp(metric, false), { reportAllChanges: true });
  onLCP((metric) => takeLcp(metric, true));
}

/** For tests. */
export function resetPageLcp(): void {
  latest = undefined;
  committed.clear();
}
