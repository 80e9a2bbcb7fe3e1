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
