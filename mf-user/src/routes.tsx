import { areaRoute } from 'shared/standalone';
import { PATHS } from 'shared/paths';
import type { RemoteRoute } from 'shared/federation';

/**
 * Every page of the user area, the only list of them: its path, title and page (loaded
 * when first shown, one chunk per page). The nav bar and pull-down refresh flags come from the
 * spec's lists in shared/paths.
 */
export const routes: readonly RemoteRoute[] = [
  areaRoute(PATHS.user.index, 'page.user.index', () => import('./pages/mine-page')),
  areaRoute(PATHS.user.bind, 'page.user.bind', () => import('./pages/bind-page')),
  areaRoute(
    PATHS.user.bindInvite,
    'page.user.bindInvite',
    () => import('./pages/bind-invite-page'),
  ),
  areaRoute(PATHS.user.bindState, 'page.user.bindState', () => import('./pages/bind-state-page')),
  areaRoute(PATHS.user.teamCode, 'page.user.teamCode', () => import('./pages/team-code-page')),
  areaRoute(PATHS.user.teamList, 'page.user.teamList', () => import('./pages/team-list-page')),
  areaRoute(
    PATHS.user.teamPeople,
    'page.user.teamPeople',
    () => import('./pages/team-people-page'),
  ),
  areaRoute(
    PATHS.user.teamProfile,
    'page.user.teamProfile',
    () => import('./pages/team-profile-page'),
  ),
  areaRoute(PATHS.user.file, 'page.user.file', () => import('./pages/knowledge-base-page')),
  areaRoute(PATHS.user.fileLook, 'page.user.fileLook', () => import('./pages/file-look-page')),
  areaRoute(
    PATHS.user.passwordSet,
    'page.user.passwordSet',
    () => import('./pages/password-set-page'),
  ),
  areaRoute(
    PATHS.user.passwordPhone,
    'page.user.passwordPhone',
    () => import('./pages/password-phone-page'),
  ),
  areaRoute(
    PATHS.user.passwordReset,
    'page.user.passwordReset',
    () => import('./pages/password-reset-page'),
  ),
  areaRoute(
    PATHS.user.passwordSuccess,
    'page.user.passwordSuccess',
    () => import('./pages/password-success-page'),
  ),
  areaRoute(PATHS.user.notice, 'page.user.notice', () => import('./pages/notice-page')),
  areaRoute(
    PATHS.user.afficheList,
    'page.user.afficheList',
    () => import('./pages/affiche-list-page'),
  ),
  areaRoute(
    PATHS.user.afficheInfo,
    'page.user.afficheInfo',
    () => import('./pages/affiche-info-page'),
  ),
  areaRoute(
    PATHS.user.afficheRead,
    'page.user.afficheRead',
    () => import('./pages/affiche-read-page'),
  ),
  areaRoute(PATHS.user.issue, 'page.user.issue', () => import('./pages/issue-page')),
  areaRoute(
    PATHS.user.issueDetail,
    'page.user.issueDetail',
    () => import('./pages/issue-detail-page'),
  ),
  areaRoute(PATHS.user.sign, 'page.user.sign', () => import('./pages/sign-page')),
  areaRoute(PATHS.user.info, 'page.user.info', () => import('./pages/user-info-page')),
  areaRoute(PATHS.user.integral, 'page.user.integral', () => import('./pages/integral-page')),
  areaRoute(PATHS.user.train, 'page.user.train', () => import('./pages/user-train-page')),
  areaRoute(PATHS.user.recharge, 'page.user.recharge', () => import('./pages/recharge-page')),
  areaRoute(PATHS.user.order, 'page.user.order', () => import('./pages/order-page')),
  areaRoute(PATHS.user.customer, 'page.user.customer', () => import('./pages/customer-page')),
  areaRoute(PATHS.user.course, 'page.user.course', () => import('./pages/user-course-page')),
  areaRoute(PATHS.user.agreement, 'page.user.agreement', () => import('./pages/agreement-page')),
  areaRoute(PATHS.user.settings, 'page.user.settings', () => import('./pages/settings-page')),
  areaRoute(PATHS.user.feedback, 'page.user.feedback', () => import('./pages/feedback-page')),
  areaRoute(PATHS.user.logoff, 'page.user.logoff', () => import('./pages/logoff-page')),
  areaRoute(PATHS.user.learnInfo, 'page.user.learnInfo', () => import('./pages/learn-info-page')),
  areaRoute(PATHS.user.learnList, 'page.user.learnList', () => import('./pages/learn-list-page')),
  areaRoute(
    PATHS.user.studyRoute,
    'page.user.studyRoute',
    () => import('./pages/study-route-page'),
  ),
  areaRoute(
    PATHS.user.studyRouteDetail,
    'page.user.studyRouteDetail',
    () => import('./pages/study-route-detail-page'),
  ),
  areaRoute(
    PATHS.user.studyStatistics,
    'page.user.studyStatistics',
    () => import('./pages/study-statistics-page'),
  ),
  areaRoute(
    PATHS.user.studyStatisticsBands,
    'page.user.studyStatisticsBands',
    () => import('./pages/study-statistics-bands-page'),
  ),
  areaRoute(
    PATHS.user.questionnaire,
    'page.user.questionnaire',
    () => import('./pages/questionnaire-page'),
  ),
];
