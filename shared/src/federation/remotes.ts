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

/** One remote in `remotes.json`: where its manifest is, its version, its shell contract. */
export type RemotesManifestEntry = {
  entry: string;
  version: string;
  /** The shell contract (shared major) it was built against; see contract-version.ts. */
  contract?: number;
  /**
   * Each exposed module's own scripts and stylesheets (content-hashed), relative to the
   * manifest's folder: what the shell's page fetches for the modules a first load shows.
   */
  files?: Record<string, string[]>;
};

/** What `remotes.json` holds: each remote's manifest URL, version and contract. */
export type RemotesManifest = Record<RemoteName | string, RemotesManifestEntry>;

/**
 * The User Timing mark the shell sets when it starts preloading areas after home (spec 2): the
 * bench counts scripts requested before it as home's first load.
 */
export const PRELOAD_MARK = 'shell:preload-after-home';
