import type { FallbackReason } from '../src/server/render-reasons';

export type RenderStats = {
  rendered: number;
  /** Visitors' pages sent from another request's render (page-cache.ts), not rendered again. */
  sentAgain: number;
  /** Visitors' pages sent no longer fresh while a new render ran behind them (page-cache.ts). */
  sentStale: number;
  redirected: number;
  fallbacks: Record<FallbackReason, number>;
};

/** The shell server's counts since it started (GET /__shell/render-stats), and its log lines. */
export function createRenderStats(log: (line: string) => void) {
  const stats: RenderStats = {
    rendered: 0,
    sentAgain: 0,
    sentStale: 0,
    redirected: 0,
    fallbacks: { timeout: 0, error: 0, canary: 0, session: 0, asked: 0 },
  };
  return {
    rendered: () => void (stats.rendered += 1),
    sentAgain: () => void (stats.sentAgain += 1),
    sentStale: () => void (stats.sentStale += 1),
    redirected: () => void (stats.redirected += 1),
    fellBack(reason: FallbackReason, path: string, detail: string): void {
      stats.fallbacks[reason] += 1;
      log(`page ${path} rendered in the browser (${reason}): ${detail}`);
    },
    snapshot: (): RenderStats => structuredClone(stats),
  };
}

export type RenderStatsRecorder = ReturnType<typeof createRenderStats>;
