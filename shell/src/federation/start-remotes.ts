import { preloadHomeWidgets } from './preload-home-widgets';
import { loadRemotesManifest } from './remotes-manifest';

let started: Promise<void> | undefined;
let firstWidgets: Promise<void> = Promise.resolve();

/**
 * The start's one read of remotes.json, followed by starting the home widgets this reader will
 * see. The entry begins it while the shared libraries are still loading and the bootstrap waits
 * for the same read: the widgets' manifests and code then arrive about when home first renders.
 */
export function startRemotes(path: string): Promise<void> {
  started ??= loadRemotesManifest().then(
    () => {
      firstWidgets = preloadHomeWidgets(path);
    },
    // A missing remotes.json must not blank the app: the areas show their error view instead.
    (error: unknown) => console.error('remotes.json unavailable', error),
  );
  return started;
}

/**
 * Settles once the widgets a first load of home starts with have loaded or failed (at once away
 * from home), so the bootstrap can hold home's first frame briefly for them.
 */
export const firstWidgetsSettled = (): Promise<void> => firstWidgets;
