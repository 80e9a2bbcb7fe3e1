import { REMOTE_OF_AREA } from 'shared/federation';
import type { RemoteWidgetProps } from './remote-widget';

/** The remote widgets of the home page (architecture brief: `./widgets/…` of each remote). */
export const HOME_WIDGETS = {
  bannerCarousel: {
    remote: REMOTE_OF_AREA.content,
    expose: 'widgets/banner-carousel',
    label: 'home.widget.bannerCarousel',
  },
  todayTasks: {
    remote: REMOTE_OF_AREA.clockin,
    expose: 'widgets/today-tasks',
    label: 'home.widget.todayTasks',
  },
  checkIn: {
    remote: REMOTE_OF_AREA.user,
    expose: 'widgets/check-in',
    label: 'home.widget.checkIn',
  },
  examOverview: {
    remote: REMOTE_OF_AREA.exam,
    expose: 'widgets/exam-overview',
    label: 'home.widget.examOverview',
  },
  continueLearning: {
    remote: REMOTE_OF_AREA.train,
    expose: 'widgets/continue-learning',
    label: 'home.widget.continueLearning',
  },
  recommendedCourses: {
    remote: REMOTE_OF_AREA.train,
    expose: 'widgets/recommended-courses',
    label: 'home.widget.recommendedCourses',
  },
  latestNews: {
    remote: REMOTE_OF_AREA.content,
    expose: 'widgets/latest-news',
    label: 'home.widget.latestNews',
  },
} as const satisfies Record<string, RemoteWidgetProps>;

type HomeWidget = (typeof HOME_WIDGETS)[keyof typeof HOME_WIDGETS];

/** The widgets home shows below the banner and quick entries, in page order, for this reader. */
export function widgetsBelowBanner(reader: { loggedIn: boolean; joined: boolean }): HomeWidget[] {
  return [
    // Checking in is for anyone logged in; visitors would only see a login link.
    ...(reader.loggedIn ? [HOME_WIDGETS.checkIn] : []),
    // Clock-ins, learning and exams are for members of a team: nobody else downloads them on home.
    ...(reader.joined
      ? [HOME_WIDGETS.todayTasks, HOME_WIDGETS.continueLearning, HOME_WIDGETS.examOverview]
      : []),
    HOME_WIDGETS.recommendedCourses,
    HOME_WIDGETS.latestNews,
  ];
}

/** Every widget home shows this reader, the banner first. */
export function homeWidgetsFor(reader: { loggedIn: boolean; joined: boolean }): HomeWidget[] {
  return [HOME_WIDGETS.bannerCarousel, ...widgetsBelowBanner(reader)];
}

/**
 * The widgets a first load of home starts with, whose files its page preloads and whose code runs
 * before the first render (shell/federation.config.ts, preload-home-widgets.ts): everyone's, and
 * the check-in of a logged-in reader. A team member's further widgets, all below the fold, load
 * as home renders.
 */
export function startWidgetsFor(reader: { loggedIn: boolean }): HomeWidget[] {
  return homeWidgetsFor({ loggedIn: reader.loggedIn, joined: false });
}
