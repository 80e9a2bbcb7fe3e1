// Mounting an area on its own: under its own router (createAreaApp), as single-spa-react
// lifecycles (createAreaLifecycles), and on its own dev page with a dev login (mountStandalone).
// A shared module apart from `shared/standalone`: only an area's lifecycles and page need it.
export {
  createAreaApp,
  type AreaApp,
  type AreaAppOptions,
  type AreaAppProps,
} from './create-area-app';
export { createAreaLifecycles, type AreaLifecycles } from './create-area-lifecycles';
export {
  mountStandalone,
  type MountStandaloneOptions,
  type StandalonePage,
} from './mount-standalone';
export { DevLoginBar } from './dev-login-bar';
export {
  STANDALONE_API_FALLBACK,
  loadStandaloneConfig,
  type StandaloneConfig,
} from './standalone-config';
