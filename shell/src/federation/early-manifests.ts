import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * The remotes' manifests the shell's page asked for before any script ran: for the remote
 * modules the first page shows (home's widgets, a remote page's route table), the page's script
 * (scripts/src/shell-page.ts) fetches each remote's manifest and those modules' files, keeping
 * each manifest's reply on `window[EARLY_MANIFESTS_GLOBAL]` by the URL remotes.json names. The
 * runtime's own read of that manifest takes the reply once instead of asking again, within the
 * page's first minute (a later read may follow a rebuild served under the same URL).
 */
export const EARLY_MANIFESTS_GLOBAL = '__earlyManifests';

/** How long after the page started its manifests' replies stand for the runtime's reads. */
export const EARLY_MANIFEST_FRESH_MS = 60_000;

/** The page's reply for one manifest: null when it got none. */
type EarlyManifest = { status: number; body: string } | null;

const absolute = (url: string): string => new URL(url, window.location.href).href;

/**
 * The page's reply for this manifest URL, once; undefined when the page did not ask for it. A
 * URL the page has not asked for yet is marked as asked: on a page the shell's server rendered,
 * the page's script starts its requests after the first frame, and leaves a marked one alone.
 */
export function takeEarlyManifest(url: string): Promise<EarlyManifest> | undefined {
  const kept = (window as unknown as Record<string, unknown>)[EARLY_MANIFESTS_GLOBAL];
  if (typeof kept !== 'object' || kept === null) return undefined;
  const replies = kept as Record<string, Promise<EarlyManifest> | undefined>;
  const key = Object.keys(replies).find((k) => absolute(k) === absolute(url));
  if (key === undefined) {
    replies[url] = undefined;
    return undefined;
  }
  const reply = replies[key];
  delete replies[key];
  return performance.now() < EARLY_MANIFEST_FRESH_MS ? reply : undefined;
}

/** Answers the runtime's manifest read from the page's reply; a failed one goes to the network. */
export default function earlyManifestsPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shell-early-manifests',
    fetch(url, init) {
      const early = takeEarlyManifest(url);
      if (!early) return undefined;
      return early.then((reply) =>
        reply?.status === 200
          ? new Response(reply.body, {
              status: 200,
              headers: { 'content-type': 'application/json' },
            })
          : fetch(url, init),
      );
    },
  };
}
