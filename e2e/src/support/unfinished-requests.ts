import type { Page, Request } from 'playwright-core';

/**
 * Keeps the page's requests that have neither finished nor failed, so that a wait that times out
 * can say what the page was still loading (a flake on CI otherwise says only "Timeout").
 */
export function trackUnfinishedRequests(page: Page): () => string[] {
  const started = new Map<Request, number>();
  const t0 = Date.now();
  page.on('request', (request) => started.set(request, Date.now() - t0));
  const done = (request: Request) => started.delete(request);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return () =>
    [...started].map(([request, at]) => `${request.method()} ${request.url()} (from ${at} ms)`);
}

/** Runs `wait`; when it throws, the error also lists the requests still under way. */
export async function explainingTimeouts<T>(
  unfinished: () => string[],
  wait: () => Promise<T>,
): Promise<T> {
  try {
    return await wait();
  } catch (error) {
    const still = unfinished();
    if (error instanceof Error && still.length > 0)
      error.message += `\nRequests still under way:\n${still.join('\n')}`;
    throw error;
  }
}
