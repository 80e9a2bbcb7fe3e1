import { useEffect } from 'react';
import { useCurrentUser, useIsLoggedIn } from 'shared/session';
import { preloadAfterHome } from '../federation/preload-areas';
import { useShellPageMeta } from '../layout/use-shell-page-meta';
import { HOME_WIDGETS } from './home/home-widgets';
import { HomeHeader } from './home/home-header';
import { QuickEntries } from './home/quick-entries';
import { RemoteWidget } from './home/remote-widget';

/**
 * Home (`/` and `/pages/index/index`): public, no nav bar, pull-down refresh. It composes the
 * remotes' widgets, each loading and failing on its own, around the shell's own header and
 * quick entries. Once it has rendered, the training and user areas are preloaded (spec 2).
 */
export function HomePage() {
  useShellPageMeta(undefined);
  const loggedIn = useIsLoggedIn();
  const user = useCurrentUser();
  const joined = loggedIn && user.is_check === 2;
  useEffect(() => {
    preloadAfterHome();
  }, []);
  return (
    <div style={{ paddingBottom: 12 }}>
      <HomeHeader />
      <RemoteWidget {...HOME_WIDGETS.bannerCarousel} />
      <QuickEntries />
      {/* Checking in is for anyone logged in; visitors would only see a login link. */}
      {loggedIn && <RemoteWidget {...HOME_WIDGETS.checkIn} />}
      {/* Clock-ins, learning and exams are for members of a team: nobody else downloads them on home. */}
      {joined && <RemoteWidget {...HOME_WIDGETS.todayTasks} />}
      {joined && <RemoteWidget {...HOME_WIDGETS.continueLearning} />}
      {joined && <RemoteWidget {...HOME_WIDGETS.examOverview} />}
      <RemoteWidget {...HOME_WIDGETS.recommendedCourses} />
      <RemoteWidget {...HOME_WIDGETS.latestNews} />
    </div>
  );
}
