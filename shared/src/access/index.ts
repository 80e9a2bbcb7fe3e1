export { PRE_JOIN_ROUTES, PUBLIC_ROUTES } from './route-lists';
export { isLoggedIn, type AccessSession, type IsCheck, type TokenState } from './session';
export { checkAccess, isPublicPath, type AccessDecision, type GuardToast } from './check-access';
