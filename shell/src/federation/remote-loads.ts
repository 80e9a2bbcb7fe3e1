/**
 * Keeps a remote's loads and a switch to another release of it apart. Webpack keeps a remote's
 * loaded chunks in one global list per federation name, and the next release's runtime adopts
 * whatever is in it (see remotes-manifest.ts `forgetLoadedChunks`): a chunk of the old release
 * still downloading when the switch forgets that list would land in the new release's list, the
 * old code under the new release's chunk ids. So a switch waits until the remote's loads in
 * flight have settled, and loads asked for meanwhile wait until the switch is done (they then
 * load the new release).
 */

/** A switch waits at most this long for the old release's loads (a stuck one must not block the area for good). */
export const SWITCH_WAIT_MS = 10_000;

const inFlight = new Map<string, Set<Promise<unknown>>>();
const switching = new Map<string, Promise<void>>();

/**
 * Runs `load` (anything that downloads or runs code of `remote`: its entry, an exposed module, a
 * page's chunk) at once, or after the switch of `remote` under way; counted until it settles.
 */
export function trackRemoteLoad<T>(remote: string, load: () => Promise<T>): Promise<T> {
  const pending = switching.get(remote);
  if (pending) {
    const again = () => trackRemoteLoad(remote, load);
    return pending.then(again, again);
  }
  let promise: Promise<T>;
  try {
    promise = load();
  } catch (error) {
    return Promise.reject(error);
  }
  let loads = inFlight.get(remote);
  if (!loads) inFlight.set(remote, (loads = new Set()));
  const counted = loads;
  counted.add(promise);
  const settled = () => {
    counted.delete(promise);
  };
  promise.then(settled, settled);
  return promise;
}

/** Whether a load of `remote` is under way (or waiting for a switch). */
export function isRemoteLoading(remote: string): boolean {
  return (inFlight.get(remote)?.size ?? 0) > 0 || switching.has(remote);
}

/**
 * Switches `remote` to another release: new loads wait, the loads in flight settle (at most
 * SWITCH_WAIT_MS), then `change` runs (forget the old release's chunks, register the new one).
 */
export function switchRemoteRelease(remote: string, change: () => void): Promise<void> {
  const before = switching.get(remote) ?? Promise.resolve();
  const done = before.then(async () => {
    const loads = [...(inFlight.get(remote) ?? [])];
    if (loads.length) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([
        Promise.allSettled(loads),
        new Promise((resolve) => (timer = setTimeout(resolve, SWITCH_WAIT_MS))),
      ]);
      clearTimeout(timer);
    }
    change();
  });
  switching.set(remote, done);
  const finished = () => {
    if (switching.get(remote) === done) switching.delete(remote);
  };
  done.then(finished, finished);
  return done;
}

/** For tests: no load in flight, no switch under way. */
export function resetRemoteLoads(): void {
  inFlight.clear();
  switching.clear();
}
