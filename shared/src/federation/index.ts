export {
  REMOTE_AREAS,
  REMOTE_OF_AREA,
  isRemoteArea,
  type RemoteArea,
  type RemoteName,
  type RemotesManifest,
} from './remotes';
export type {
  Lifecycle,
  LifecycleProps,
  RemoteLifecycles,
  RemoteRoute,
  RemoteRoutesModule,
  RemoteWidgetModule,
} from './remote-contract';
