// Spec section 6, exactly: the routes a visitor may open, and the extra routes a logged-in user
// who has not joined a team (is_check 0 or 1) may open. Everything else needs is_check 2.
import { PATHS, type AppPath } from '../paths';

export const PUBLIC_ROUTES: readonly AppPath[] = [
  PATHS.shell.root,
  PATHS.shell.guide,
  PATHS.shell.home,
  PATHS.shell.login,
  PATHS.user.agreement,
  PATHS.content.newsList,
  PATHS.content.newsDetail,
  PATHS.train.compulsoryCompany,
  PATHS.train.coursePlayer,
];

export const PRE_JOIN_ROUTES: readonly AppPath[] = [
  PATHS.user.index,
  PATHS.content.culture,
  PATHS.content.college,
  PATHS.user.bind,
  PATHS.user.bindInvite,
  PATHS.user.bindState,
  PATHS.user.sign,
  PATHS.user.info,
  PATHS.user.customer,
  PATHS.user.settings,
  PATHS.user.feedback,
  PATHS.user.logoff,
  PATHS.user.issue,
  PATHS.user.afficheList,
  PATHS.exam.message,
];
