import type { Area } from '../paths';

/** The Module Federation name of each remote, by the area of the product it owns. */
export const REMOTE_OF_AREA = {
  content: 'mf_content',
  exam: 'mf_exam',
  train: 'mf_train',
  user: 'mf_user',
  clockin: 'mf_clockin',
} as const satisfies Record<Exclude<Area, 'shell'>, string>;

export type RemoteArea = keyof typeof REMOTE_OF_AREA;
export type RemoteName = (typeof REMOTE_OF_AREA)[RemoteArea];

export const REMOTE_AREAS = Object.keys(REMOTE_OF_AREA) as RemoteArea[];

export const isRemoteArea = (area: Area | undefined): area is RemoteArea =>
  area !== undefined && area in REMOTE_OF_AREA;

/** One release of a remote as `remotes.json` names it: its manifest, version and shell contract. */
export type RemoteRelease = {
  entry: string;
  version: string;
  /** The shell contract (shared major) it was built against; see contract-version.ts. */
  contract?: number;
  /**
   * Each exposed module's own scripts and stylesheets (content-hashed), relative to the
   * manifest's folder: what the shell's page fetches for the modules a first load shows.
   */
  files?: Record<string, string[]>;
  /**
   * The same release built for Node (`server/remoteEntry.js` beside the manifest): what the
   * shell's server renders this remote's pages and widgets with. Absent: its pages are rendered
   * in the browser only.
   */
  serverEntry?: string;
  /**
   * The deploy tool's release id (`<version>-<content hash>`): the tag of the client reports of
   * the sessions that run it. Absent for a local build.
   */
  release?: string;
};

/**
 * Who gets a remote's canary release: a share of the users (0 to 100, sticky per user, per device
 * for visitors), and the named teams and areas (an id or a name each), which always do.
 */
export type CanaryRule = { percent: number; teams?: string[]; areas?: string[] };

/** A release live for some users only (`npm run deploy -- mf-exam --canary=10`). */
export type CanaryRelease = RemoteRelease & {
  rule: CanaryRule;
  /** When it went live (ISO 8601): the start of the window its reports are judged over. */
  since: string;
};

/**
 * One remote in `remotes.json`: the stable release, which everyone gets, and at most one canary,
 * which the users its rule picks get instead (the shell decides once per session).
 */
export type RemotesManifestEntry = RemoteRelease & { canary?: CanaryRelease };

/** The stable release of a remote's entry: the entry without its canary. */
export function stableRelease(entry: RemotesManifestEntry): RemoteRelease {
  const { canary: _canary, ...stable } = entry;
  return stable;
}

/** What `remotes.json` holds: each remote's releases, by federation name. */
export type RemotesManifest = Record<RemoteName | string, RemotesManifestEntry>;

/**
 * The User Timing mark the shell sets when it starts preloading areas after home (spec 2): the
 * bench counts scripts requested before it as home's first load.
 */
export const PRELOAD_MARK = 'shell:preload-after-home';

/**
 * The User Timing mark the shell sets when its first page answers taps: hydrated (a page the
 * shell's server rendered) or rendered in the browser. The bench times it against the LCP.
 */
export const INTERACTIVE_MARK = 'shell:interactive';
