// Spec section 2: every route of the product, grouped by the app that owns it (architecture
// brief: shell + five remotes). Routes, links, the guard and the remotes' route tables all read
// from here, so a path is spelled exactly once.
import type { PlainMessageKey } from './i18n/translate';

export const PATHS = {
  shell: {
    root: '/',
    home: '/pages/index/index',
    guide: '/pages/index/guide',
    login: '/pages/login/index',
  },
  content: {
    materialCategory: '/pages/material/category',
    college: '/pages/college/index',
    newsList: '/pages/news/list',
    newsDetail: '/pages/news/detail',
    culture: '/pages/culture/index',
    search: '/pages/search/index',
    searchList: '/pages/search/list',
    searchMoreList: '/pages/search/moreList',
    shop: '/pages/shop/index',
    publicMaterial: '/pagesPublic/material/index',
    publicCulture: '/pagesPublic/culture/index',
  },
  exam: {
    index: '/pages/exam/index',
    exercise: '/pagesExam/exercise/index',
    answer: '/pagesExam/answer/index',
    answerSheet: '/pagesExam/answer-sheet/index',
    studentNotes: '/pagesExam/student-notes/index',
    comment: '/pagesExam/comment/index',
    paper: '/pagesExam/paper/index',
    paperDetail: '/pagesExam/paper/detail',
    mistakes: '/pagesExam/mistakes/index',
    problemRecord: '/pagesExam/problem-record/index',
    testResultPractice: '/pagesExam/test-result/practice/index',
    testResultGrade: '/pagesExam/test-result/grade/index',
    questions: '/pagesExam/questions/index',
    simulate: '/pagesExam/simulate/index',
    collect: '/pagesExam/collect/index',
    message: '/pagesExam/message/index',
    report: '/pagesExam/report/index',
    reportAll: '/pagesExam/report/allReport',
  },
  train: {
    index: '/pages/train/index',
    test: '/pagesTrain/test/index',
    courseCourse: '/pagesTrain/course/course',
    coursePlayer: '/pagesTrain/course/player',
    courseNewPlayer: '/pagesTrain/course/newPlayer',
    courseOrder: '/pagesTrain/course/order',
    courseType: '/pagesTrain/course/type',
    courseIndex: '/pagesTrain/course/index',
    videoLessons: '/pagesTrain/videoLessons/videoLessons',
    compulsory: '/pagesTrain/compulsory/index',
    compulsoryProductTraining: '/pagesTrain/compulsory/productTraining',
    compulsoryActivity: '/pagesTrain/compulsory/activity',
    compulsoryTeam: '/pagesTrain/compulsory/team',
    compulsoryCompany: '/pagesTrain/compulsory/company',
    compulsoryTwoList: '/pagesTrain/compulsory/twoList',
    compulsoryCourse: '/pagesTrain/compulsory/course',
    trainingAudio: '/pagesTrain/trainingAudio/trainingAudio',
    fileWeave: '/pagesTrain/fileWeave/fileWeave',
    trainingList: '/pagesTrain/training/list',
    trainingInfo: '/pagesTrain/training/info',
    trainingDetails: '/pagesTrain/training/details',
    meetingList: '/pagesTrain/meeting/list',
    meetingInfo: '/pagesTrain/meeting/info',
    policyCatalogue: '/pagesTrain/policy/catalogue',
    policyList: '/pagesTrain/policy/list',
    payment: '/pagesTrain/payment/payment',
    paymentResult: '/pagesTrain/payment/result',
  },
  user: {
    index: '/pages/user/index',
    bind: '/pagesUser/bind/index',
    bindInvite: '/pagesUser/bind/invite',
    bindState: '/pagesUser/bind/state',
    teamCode: '/pagesUser/team/code',
    teamList: '/pagesUser/team/list',
    teamPeople: '/pagesUser/team/people',
    teamProfile: '/pagesUser/team/profile',
    file: '/pagesUser/file/index',
    fileLook: '/pagesUser/file/look',
    passwordSet: '/pagesUser/password/set',
    passwordPhone: '/pagesUser/password/phone',
    passwordReset: '/pagesUser/password/reset',
    passwordSuccess: '/pagesUser/password/success',
    notice: '/pagesUser/notice/notice',
    afficheList: '/pagesUser/affiche/list',
    afficheInfo: '/pagesUser/affiche/info',
    afficheRead: '/pagesUser/affiche/read',
    issue: '/pagesUser/issue/index',
    issueDetail: '/pagesUser/issue/detail',
    sign: '/pagesUser/user/sign',
    info: '/pagesUser/user/info',
    integral: '/pagesUser/user/integral',
    train: '/pagesUser/user/train',
    recharge: '/pagesUser/user/recharge',
    order: '/pagesUser/user/order',
    customer: '/pagesUser/user/customer',
    course: '/pagesUser/user/course',
    agreement: '/pagesUser/agreement/agreement',
    settings: '/pagesUser/set/index',
    feedback: '/pagesUser/set/feedback',
    logoff: '/pagesUser/set/logoff',
    learnInfo: '/pagesUser/learn/info',
    learnList: '/pagesUser/learn/list',
    studyRoute: '/pagesUser/studyRoute/index',
    studyRouteDetail: '/pagesUser/studyRoute/detail',
    studyStatistics: '/pagesUser/studyRoute/studyStatistics/index',
    studyStatisticsBands: '/pagesUser/studyRoute/studyStatistics/bands',
    questionnaire: '/pagesUser/questionnaire/index',
  },
  clockin: {
    activity: '/pagesClockin/activity/index',
    activityList: '/pagesClockin/activity/list',
    activityClock: '/pagesClockin/activity/clock',
    task: '/pagesClockin/task/index',
    course: '/pagesClockin/course/index',
    ranking: '/pagesClockin/ranking/index',
    poster: '/pagesClockin/poster/index',
  },
} as const;

export type Area = keyof typeof PATHS;
export type AreaPath<A extends Area> = (typeof PATHS)[A][keyof (typeof PATHS)[A]];
export type AppPath = { [A in Area]: AreaPath<A> }[Area];

export const AREAS = Object.keys(PATHS) as readonly Area[];

export const ALL_PATHS: readonly AppPath[] = AREAS.flatMap(
  (area) => Object.values(PATHS[area]) as AppPath[],
);

/**
 * Pages one area links to in another, with their query parameters: the parameter names are part
 * of the owning page's contract, so they are written here once.
 */
export const CROSS_AREA_LINKS = {
  /** The training player; without a lesson it opens where the learner left off. */
  coursePlayer: (courseId: number, lessonId?: number): string =>
    `${PATHS.train.coursePlayer}?id=${courseId}${lessonId === undefined ? '' : `&lessonId=${lessonId}`}`,
  /** The training area's cashier for one order (balance, points or WeChat Pay). */
  cashier: (orderId: number): string => `${PATHS.train.payment}?id=${orderId}`,
} as const;

/** Spec 2: `/` and `/pages/index/index` are both home. */
export const HOME_PATHS: readonly AppPath[] = [PATHS.shell.root, PATHS.shell.home];

/** Spec 2, tab bar: order is the tab index. Tab 0 is listed as `/` and also owns the home alias. */
export const TAB_ROUTES = [
  { index: 0, path: PATHS.shell.root, labelKey: 'tab.home' },
  { index: 1, path: PATHS.content.materialCategory, labelKey: 'tab.materials' },
  { index: 2, path: PATHS.content.college, labelKey: 'tab.college' },
  { index: 3, path: PATHS.content.newsList, labelKey: 'tab.news' },
  { index: 4, path: PATHS.user.index, labelKey: 'tab.mine' },
] as const satisfies ReadonlyArray<{ index: number; path: AppPath; labelKey: PlainMessageKey }>;

export type TabRoute = (typeof TAB_ROUTES)[number];
export type TabIndex = TabRoute['index'];

/** Spec 2: login, home, exam index and questionnaire hide the default title bar. */
export const NAV_BAR_HIDDEN_PATHS: readonly AppPath[] = [
  PATHS.shell.login,
  ...HOME_PATHS,
  PATHS.exam.index,
  PATHS.user.questionnaire,
];

/**
 * Spec 2: pull-down refresh on the tab list pages (materials, news) and, reading "home-level
 * list pages" to include the home page's own lists, on home.
 */
export const PULL_DOWN_REFRESH_PATHS: readonly AppPath[] = [
  ...HOME_PATHS,
  PATHS.content.materialCategory,
  PATHS.content.newsList,
];

/**
 * The route part of a location: no query string or hash, a leading slash, no trailing slash.
 * uni-app style paths without a leading slash (`pages/index/index`) are accepted too.
 */
export function normalizePath(path: string): string {
  const withoutQuery = path.split(/[?#]/, 1)[0] ?? '';
  const trimmed = withoutQuery.replace(/\/+$/, '');
  if (trimmed === '') return '/';
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

const areaByPath: ReadonlyMap<string, Area> = new Map(
  AREAS.flatMap((area) => Object.values(PATHS[area]).map((path) => [path, area] as const)),
);

// A sub-package folder belongs to one remote even for a page it does not list, so that remote
// (not the shell) answers with its own not-found view.
const areaBySubPackage: ReadonlyArray<readonly [string, Area]> = [
  ['/pagesPublic/', 'content'],
  ['/pagesExam/', 'exam'],
  ['/pagesTrain/', 'train'],
  ['/pagesUser/', 'user'],
  ['/pagesClockin/', 'clockin'],
];

export function isAppPath(path: string): path is AppPath {
  return areaByPath.has(path);
}

/** Which app owns a location: a listed route, else its sub-package folder, else undefined. */
export function areaOfPath(path: string): Area | undefined {
  const route = normalizePath(path);
  const exact = areaByPath.get(route);
  if (exact) return exact;
  return areaBySubPackage.find(([prefix]) => route.startsWith(prefix))?.[1];
}

export function isHomePath(path: string): boolean {
  return (HOME_PATHS as readonly string[]).includes(normalizePath(path));
}

/** The tab a location selects, or undefined when it is not a tab page. */
export function tabIndexOfPath(path: string): TabIndex | undefined {
  if (isHomePath(path)) return 0;
  const route = normalizePath(path);
  return TAB_ROUTES.find((tab) => tab.path === route)?.index;
}

export function hidesNavBar(path: string): boolean {
  return (NAV_BAR_HIDDEN_PATHS as readonly string[]).includes(normalizePath(path));
}

export function hasPullDownRefresh(path: string): boolean {
  return (PULL_DOWN_REFRESH_PATHS as readonly string[]).includes(normalizePath(path));
}
