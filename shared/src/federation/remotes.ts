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

/** What `remotes.json` holds: each remote's manifest URL and version. */
export type RemotesManifest = Record<RemoteName | string, { entry: string; version: string }>;
