import { areaRoute } from 'shared/standalone';
import { PATHS } from 'shared/paths';
import type { RemoteRoute } from 'shared/federation';
import { prefetchCourseDetail } from './pages/course-detail-calls';
import { prefetchTrainIndex } from './pages/train-index-calls';

/**
 * Every page of the training area, the only list of them: its path, title and page (loaded
 * when first shown, one chunk per page). The nav bar and pull-down refresh flags come from the
 * spec's lists in shared/paths.
 */
export const routes: readonly RemoteRoute[] = [
  areaRoute(
    PATHS.train.index,
    'page.train.index',
    () => import('./pages/train-index-page'),
    prefetchTrainIndex,
  ),
  areaRoute(PATHS.train.test, 'page.train.test', () => import('./pages/train-test-page')),
  areaRoute(
    PATHS.train.courseCourse,
    'page.train.courseCourse',
    () => import('./pages/course-detail-page'),
    prefetchCourseDetail,
  ),
  areaRoute(
    PATHS.train.coursePlayer,
    'page.train.coursePlayer',
    () => import('./pages/course-player-page'),
  ),
  areaRoute(
    PATHS.train.courseNewPlayer,
    'page.train.courseNewPlayer',
    () => import('./pages/course-new-player-page'),
  ),
  areaRoute(
    PATHS.train.courseOrder,
    'page.train.courseOrder',
    () => import('./pages/course-order-page'),
  ),
  areaRoute(
    PATHS.train.courseType,
    'page.train.courseType',
    () => import('./pages/course-type-page'),
  ),
  areaRoute(
    PATHS.train.courseIndex,
    'page.train.courseIndex',
    () => import('./pages/course-index-page'),
  ),
  areaRoute(
    PATHS.train.videoLessons,
    'page.train.videoLessons',
    () => import('./pages/video-lessons-page'),
  ),
  areaRoute(
    PATHS.train.compulsory,
    'page.train.compulsory',
    () => import('./pages/compulsory-page'),
  ),
  areaRoute(
    PATHS.train.compulsoryProductTraining,
    'page.train.compulsoryProductTraining',
    () => import('./pages/compulsory-product-training-page'),
  ),
  areaRoute(
    PATHS.train.compulsoryActivity,
    'page.train.compulsoryActivity',
    () => import('./pages/compulsory-activity-page'),
  ),
  areaRoute(
    PATHS.train.compulsoryTeam,
    'page.train.compulsoryTeam',
    () => import('./pages/compulsory-team-page'),
  ),
  areaRoute(
    PATHS.train.compulsoryCompany,
    'page.train.compulsoryCompany',
    () => import('./pages/compulsory-company-page'),
  ),
  areaRoute(
    PATHS.train.compulsoryTwoList,
    'page.train.compulsoryTwoList',
    () => import('./pages/compulsory-two-list-page'),
  ),
  areaRoute(
    PATHS.train.compulsoryCourse,
    'page.train.compulsoryCourse',
    () => import('./pages/compulsory-course-page'),
  ),
  areaRoute(
    PATHS.train.trainingAudio,
    'page.train.trainingAudio',
    () => import('./pages/training-audio-page'),
  ),
  areaRoute(PATHS.train.fileWeave, 'page.train.fileWeave', () => import('./pages/file-weave-page')),
  areaRoute(
    PATHS.train.trainingList,
    'page.train.trainingList',
    () => import('./pages/training-list-page'),
  ),
  areaRoute(
    PATHS.train.trainingInfo,
    'page.train.trainingInfo',
    () => import('./pages/training-info-page'),
  ),
  areaRoute(
    PATHS.train.trainingDetails,
    'page.train.trainingDetails',
    () => import('./pages/training-details-page'),
  ),
  areaRoute(
    PATHS.train.meetingList,
    'page.train.meetingList',
    () => import('./pages/meeting-list-page'),
  ),
  areaRoute(
    PATHS.train.meetingInfo,
    'page.train.meetingInfo',
    () => import('./pages/meeting-info-page'),
  ),
  areaRoute(
    PATHS.train.policyCatalogue,
    'page.train.policyCatalogue',
    () => import('./pages/policy-catalogue-page'),
  ),
  areaRoute(
    PATHS.train.policyList,
    'page.train.policyList',
    () => import('./pages/policy-list-page'),
  ),
  areaRoute(PATHS.train.payment, 'page.train.payment', () => import('./pages/payment-page')),
  areaRoute(
    PATHS.train.paymentResult,
    'page.train.paymentResult',
    () => import('./pages/payment-result-page'),
  ),
];
