export {
  INTERACTIVE_MARK,
  PRELOAD_MARK,
  REMOTE_AREAS,
  REMOTE_OF_AREA,
  isRemoteArea,
  stableRelease,
  type CanaryRelease,
  type CanaryRule,
  type RemoteArea,
  type RemoteRelease,
  type RemoteName,
  type RemotesManifest,
  type RemotesManifestEntry,
} from './remotes';
export type {
  Lifecycle,
  LifecycleProps,
  RemoteLifecycles,
  RemoteRoute,
  RemoteRoutesModule,
  RemoteWidgetModule,
} from './remote-contract';
export { SHELL_CONTRACT_VERSION, contractOf, isCompatibleContract } from './contract-version';
