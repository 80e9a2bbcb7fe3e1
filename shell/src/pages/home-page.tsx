import { useCurrentUser, useIsLoggedIn } from 'shared/session';
import { preloadAfterHome } from '../federation/preload-areas';
import { useShellPageMeta } from '../layout/use-shell-page-meta';
import { HOME_WIDGETS, homeWidgetsFor, widgetsBelowBanner } from './home/home-widgets';
import { HomeHeader } from './home/home-header';
import { QuickEntries } from './home/quick-entries';
import { RemoteWidget } from './home/remote-widget';
import { useWhenAllSettled } from './home/use-when-all-settled';
import styles from './home-page.module.css';

/**
 * Home (`/` and `/pages/index/index`): public, no nav bar, pull-down refresh. It composes the
 * remotes' widgets, each loading and failing on its own, around the shell's own header and
 * quick entries. Each widget draws its heading and its card (shared WidgetFrame, the look of a
 * page Section); the banner is mf_content's shared BannerCarousel (5:2, never cropped) in a card
 * home draws. Once its widgets have settled, the training and user areas are preloaded (spec 2).
 */
export function HomePage() {
  useShellPageMeta(undefined);
  const loggedIn = useIsLoggedIn();
  const user = useCurrentUser();
  const joined = loggedIn && user.is_check === 2;
  const below = widgetsBelowBanner({ loggedIn, joined });
  const settle = useWhenAllSettled(
    homeWidgetsFor({ loggedIn, joined }).map((w) => w.expose),
    preloadAfterHome,
  );
  return (
    <div className={styles.page}>
      <HomeHeader />
      <RemoteWidget {...HOME_WIDGETS.bannerCarousel} kind="banner" onSettled={settle} />
      <QuickEntries />
      {below.map((widget) => (
        <RemoteWidget key={widget.expose} {...widget} onSettled={settle} />
      ))}
    </div>
  );
}
