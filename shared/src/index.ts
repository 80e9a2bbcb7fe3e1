// The package's public API. Each area is also a subpath export (see package.json); the
// federation config must share `shared/` as well as `shared`, or a subpath import would get a
// second copy of its module (harmless for pure code, fatal for a store).
export * from './constants';
export * from './paths';
export * from './access';
export * from './validators';
export * from './time-ago';
export * from './platform';
export * from './errors';
export * from './i18n';
export { toastText, type ToastMessage } from './toast-message';
export * from './api';
export * from './singletons';
export * from './federation';
// The stateful areas by package name: under Module Federation each is then one shared module,
// the same instance whether an app imports `shared` or `shared/request`.
export * from 'shared/request';
export * from 'shared/session';
export * from 'shared/ui';
// The areas' kit (run an area alone, page parts); by package name like the stateful areas it uses.
export * from 'shared/standalone';
