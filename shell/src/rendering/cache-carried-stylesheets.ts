import { whenPageIdle } from '../federation/preload-areas';

/**
 * The stylesheets a page the shell's server rendered carries in its head (`data-source`: where
 * each comes from), fetched into the HTTP cache once the page is idle, as a linked stylesheet
 * would have been: the next document that links or loads one (a reload, a page opened anew, a
 * page opened while the network is down) finds it there. The same quiet request as the start
 * script's prefetch, which the chunk loaders' stylesheet elements find in the cache.
 */
export function cacheCarriedStylesheets(doc: Document = document): void {
  const sources = [...doc.querySelectorAll<HTMLStyleElement>('style[data-source]')]
    .map((style) => style.dataset.source)
    .filter((source): source is string => Boolean(source));
  if (sources.length === 0) return;
  whenPageIdle(() => {
    for (const source of new Set(sources)) {
      fetch(new URL(source, doc.baseURI), { mode: 'no-cors', priority: 'low' }).catch(() => {
        // Not cached: a later document loads it as it would have without this.
      });
    }
  });
}
