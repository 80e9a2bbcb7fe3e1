// Every page of the product, each as the reader it is made for, with real ids in its query: the
// one list the screenshots (`npm run screens`) and the browser quality checks (e2e) go through.
// Routes come from shared/src/paths.ts (the source of the shell's router and of every remote's
// route table); readers from the guard's rules (shared/src/access); ids from the API at run time.
import { checkAccess } from '../../../shared/src/access/check-access';
import type { IsCheck } from '../../../shared/src/access/session';
import { ALL_PATHS, PATHS, type AppPath } from '../../../shared/src/paths';
import { demoSession } from './shoot';

export const READERS = {
  visitor: { mobile: undefined, isCheck: undefined, label: 'visitor' },
  joined: { mobile: '13800000000', isCheck: 2, label: 'joined staff' },
  notJoined: { mobile: '13800000001', isCheck: 0, label: 'not joined' },
  pending: { mobile: '13800000002', isCheck: 1, label: 'pending review' },
  shopManager: { mobile: '13800000003', isCheck: 2, label: 'shop manager' },
  areaManager: { mobile: '13800000004', isCheck: 2, label: 'area manager' },
} as const satisfies Record<
  string,
  { mobile: string | undefined; isCheck: IsCheck | undefined; label: string }
>;

export type ReaderName = keyof typeof READERS;

/**
 * Pages made for one kind of member. The guard lets every joined member in anywhere, so these
 * come from what the pages are for: joining (spec 2: complete profile, company activation,
 * review status) and team management, whose API calls refuse anyone but managers
 * (api/src/contract/user-area.ts: invite codes and read status for shop and area managers, area
 * management for area managers; training-compulsory.ts: the team's required courses).
 */
const MADE_FOR: Partial<Record<AppPath, ReaderName>> = {
  [PATHS.user.bind]: 'notJoined',
  [PATHS.user.bindInvite]: 'notJoined',
  [PATHS.user.bindState]: 'pending',
  [PATHS.user.teamCode]: 'shopManager',
  [PATHS.user.teamPeople]: 'shopManager',
  [PATHS.user.teamProfile]: 'shopManager',
  [PATHS.user.afficheRead]: 'shopManager',
  [PATHS.user.teamList]: 'areaManager',
  [PATHS.train.compulsory]: 'shopManager',
  [PATHS.train.compulsoryTeam]: 'shopManager',
};

const guardSession = (reader: ReaderName) => {
  const { mobile, isCheck } = READERS[reader];
  const now = Date.now();
  return mobile
    ? { token: 'token', exp: now / 1000 + 3600, isCheck, now }
    : { token: null, isCheck: undefined, now };
};

const allows = (route: AppPath, reader: ReaderName): boolean =>
  checkAccess(route, guardSession(reader)).kind === 'allow';

/**
 * The reader a page is for: the visitor where the guard lets visitors in (spec 6's public
 * routes), a role's account where the page is made for it, else the joined staff member.
 */
export function readerOf(route: AppPath): ReaderName {
  const reader = MADE_FOR[route] ?? (allows(route, 'visitor') ? 'visitor' : 'joined');
  if (!allows(route, reader)) {
    throw new Error(`The guard does not let the ${READERS[reader].label} open ${route}`);
  }
  return reader;
}

type Envelope<T> = { code: number | string; message?: string; data: T };
type Listed<T> = { list: T[] };
type WithId = { id: number };

/** GET an API path as a reader; the envelope's data, or an error naming the call. */
type ApiGet = <T>(path: string, query?: Record<string, string | number>) => Promise<T>;

function apiReader(apiUrl: string, token: string | undefined): ApiGet {
  return async <T>(path: string, query: Record<string, string | number> = {}) => {
    const search = new URLSearchParams(
      Object.entries(query).map(([k, v]) => [k, String(v)]),
    ).toString();
    const url = `${apiUrl}${path}${search ? `?${search}` : ''}`;
    const response = await fetch(url, {
      headers: { authorization: token ?? 'visitor', 'x-channel': 'h5' },
    });
    const body = (await response.json()) as Envelope<T>;
    if (String(body.code) !== '0') throw new Error(`GET ${path}: ${body.message ?? body.code}`);
    return body.data;
  };
}

const first = <T>(list: readonly T[], what: string, test: (item: T) => boolean = () => true): T => {
  const found = list.find(test);
  if (found === undefined) throw new Error(`no ${what}`);
  return found;
};

function apiWriter(apiUrl: string, token: string): ApiPost {
  return async <T>(path: string) => {
    const response = await fetch(`${apiUrl}${path}`, {
      method: 'POST',
      headers: { authorization: token, 'content-type': 'application/json', 'x-channel': 'h5' },
      body: '{}',
    });
    const body = (await response.json()) as Envelope<T>;
    if (String(body.code) !== '0') throw new Error(`POST ${path}: ${body.message ?? body.code}`);
    return body.data;
  };
}

type Query = Record<string, string | number>;
type Lookup = (get: ApiGet, post: ApiPost) => Promise<Query>;
type ApiPost = <T>(path: string) => Promise<T>;

type Attempt = { id: number; status: string; paper: { id: number; kind?: string } };
type Practice = { id: number; finished_at: number | null; chapter: { id: number } | null };
type Course = WithId & { is_free: boolean; media_kind: string };
type Order = WithId & { status: string; kind: string };

/**
 * The exam under way, or (when there is none) one started on a mock paper: the answer page
 * would start it on its first visit anyway, and a mock paper is no one's assigned exam.
 */
function attemptUnderWay(get: ApiGet, post: ApiPost): Promise<Attempt> {
  // The answer page and the answer sheet share one attempt (and start at most one).
  let attempt = attempts.get(get);
  if (!attempt) {
    attempt = findOrStartAttempt(get, post);
    attempts.set(get, attempt);
  }
  return attempt;
}

const attempts = new WeakMap<ApiGet, Promise<Attempt>>();

async function findOrStartAttempt(get: ApiGet, post: ApiPost): Promise<Attempt> {
  const attempts = await get<Listed<Attempt>>('/api/exam/attempts', { pageSize: 50 });
  const open = attempts.list.find((a) => a.status === 'in_progress');
  if (open) return open;
  const papers = await get<Listed<WithId & { status: string }>>('/api/exam/papers', {
    kind: 'mock',
  });
  const paper = first(papers.list, 'open mock paper', (p) => p.status === 'open');
  const started = await post<WithId>(`/api/exam/papers/${paper.id}/attempts`);
  return { id: started.id, status: 'in_progress', paper: { id: paper.id } };
}

const courses = (get: ApiGet) => get<Listed<Course>>('/api/courses', { pageSize: 50 });

/** Detail pages: the query that names a real record, looked up as the page's reader. */
const DETAIL_QUERIES: Partial<Record<AppPath, Lookup>> = {
  [PATHS.content.newsDetail]: async (get) => ({
    id: first((await get<Listed<WithId>>('/api/news')).list, 'news').id,
  }),
  [PATHS.content.publicMaterial]: async (get) => ({
    id: first((await get<Listed<WithId>>('/api/materials')).list, 'material').id,
  }),
  [PATHS.content.searchList]: async (get) => ({
    keyword: first((await get<Listed<string>>('/api/search/hot')).list, 'hot search'),
  }),
  [PATHS.content.searchMoreList]: async (get) => ({
    type: 'course',
    keyword: first((await get<Listed<string>>('/api/search/hot')).list, 'hot search'),
  }),
  [PATHS.exam.paperDetail]: async (get) => ({
    id: first((await get<Listed<WithId>>('/api/exam/papers')).list, 'paper').id,
  }),
  [PATHS.exam.answer]: async (get, post) => {
    const attempt = await attemptUnderWay(get, post);
    return { paperId: attempt.paper.id, attemptId: attempt.id };
  },
  [PATHS.exam.answerSheet]: async (get, post) => ({
    attemptId: (await attemptUnderWay(get, post)).id,
  }),
  [PATHS.exam.exercise]: async (get): Promise<Query> => {
    const sessions = (await get<Listed<Practice>>('/api/exam/practice')).list;
    const open = sessions.find((s) => s.finished_at === null);
    if (open) return { sessionId: open.id };
    return {
      chapterId: first(sessions, 'practised chapter', (s) => s.chapter !== null).chapter!.id,
    };
  },
  [PATHS.exam.comment]: async (get) => ({
    questionId: first((await get<Listed<WithId>>('/api/exam/featured')).list, 'question').id,
  }),
  [PATHS.exam.testResultPractice]: async (get) => ({
    sessionId: first(
      (await get<Listed<Practice>>('/api/exam/practice')).list,
      'finished practice',
      (s) => s.finished_at !== null,
    ).id,
  }),
  [PATHS.exam.testResultGrade]: async (get) => ({
    attemptId: first(
      (await get<Listed<Attempt>>('/api/exam/attempts')).list,
      'submitted attempt',
      (a) => a.status !== 'in_progress',
    ).id,
  }),
  [PATHS.exam.report]: async (get) => ({
    paperId: first(
      (await get<Listed<Attempt>>('/api/exam/attempts')).list,
      'submitted attempt',
      (a) => a.status !== 'in_progress',
    ).paper.id,
  }),
  [PATHS.train.courseCourse]: async (get) => ({
    id: first((await courses(get)).list, 'course').id,
  }),
  [PATHS.train.coursePlayer]: async (get) => ({
    id: first(
      (await courses(get)).list,
      'free video course',
      (c) => c.is_free && c.media_kind === 'video',
    ).id,
  }),
  [PATHS.train.courseNewPlayer]: async (get) => ({
    id: first(
      (await courses(get)).list,
      'free video course',
      (c) => c.is_free && c.media_kind === 'video',
    ).id,
  }),
  [PATHS.train.courseOrder]: async (get) => ({
    id: first((await courses(get)).list, 'paid course', (c) => !c.is_free).id,
  }),
  [PATHS.train.trainingAudio]: async (get) => ({
    id: first((await courses(get)).list, 'audio course', (c) => c.media_kind === 'audio').id,
  }),
  [PATHS.train.test]: async (get) => {
    for (const course of (await courses(get)).list.slice(0, 10)) {
      const found = await get(`/api/courses/${course.id}/test`).then(
        () => true,
        () => false,
      );
      if (found) return { courseId: course.id };
    }
    throw new Error('no course with a test');
  },
  [PATHS.train.compulsoryCourse]: async (get) => ({
    id: first(
      (await get<Listed<{ course: WithId }>>('/api/compulsory/courses')).list,
      'required course',
    ).course.id,
  }),
  [PATHS.train.trainingInfo]: async (get) => ({
    id: first((await get<Listed<WithId>>('/api/training-sessions')).list, 'training').id,
  }),
  [PATHS.train.trainingDetails]: async (get) => ({
    id: first((await get<Listed<WithId>>('/api/training-sessions')).list, 'training').id,
  }),
  [PATHS.train.meetingInfo]: async (get) => ({
    id: first((await get<Listed<WithId>>('/api/meetings')).list, 'meeting').id,
  }),
  [PATHS.train.policyList]: async (get) => ({
    catalogue_id: first((await get<Listed<WithId>>('/api/policy-catalogues')).list, 'catalogue').id,
  }),
  [PATHS.train.payment]: async (get) => ({
    id: first(
      (await get<Listed<Order>>('/api/orders')).list,
      'pending order',
      (o) => o.status === 'pending',
    ).id,
  }),
  [PATHS.train.paymentResult]: async (get) => ({
    id: first(
      (await get<Listed<Order>>('/api/orders')).list,
      'paid order',
      (o) => o.status === 'paid',
    ).id,
  }),
  [PATHS.user.fileLook]: async (get) => {
    const root = await get<{ folders: WithId[] }>('/api/kb');
    const folder = first(root.folders, 'knowledge-base folder');
    return {
      id: first((await get<Listed<WithId>>('/api/kb', { folder_id: folder.id })).list, 'file').id,
    };
  },
  [PATHS.user.afficheInfo]: async (get) => ({
    id: first((await get<Listed<WithId>>('/api/affiches')).list, 'announcement').id,
  }),
  [PATHS.user.afficheRead]: async (get) => ({
    id: first((await get<Listed<WithId>>('/api/affiches')).list, 'announcement').id,
  }),
  [PATHS.user.issueDetail]: async (get) => ({
    id: first((await get<Listed<WithId>>('/api/help')).list, 'question').id,
  }),
  [PATHS.user.questionnaire]: async (get) => ({
    id: first((await get<Listed<WithId>>('/api/questionnaires')).list, 'questionnaire').id,
  }),
  [PATHS.user.studyRouteDetail]: async (get) => ({
    id: first((await get<Listed<WithId>>('/api/study-routes')).list, 'study route').id,
  }),
  [PATHS.user.teamProfile]: async (get) => ({
    id: first((await get<Listed<WithId>>('/api/team/people')).list, 'colleague').id,
  }),
  ...Object.fromEntries(
    [
      PATHS.clockin.activityList,
      PATHS.clockin.course,
      PATHS.clockin.poster,
      PATHS.clockin.ranking,
      PATHS.clockin.task,
    ].map((route) => [
      route,
      async (get: ApiGet) => ({ activityId: (await clockinActivity(get)).id }),
    ]),
  ),
  [PATHS.clockin.activityClock]: async (get) => {
    const activity = await clockinActivity(get);
    const tasks = await get<{ days: { when: string; tasks: { task: WithId }[] }[] }>(
      `/api/clockin/activities/${activity.id}/tasks`,
    );
    const day =
      tasks.days.find((d) => d.when === 'today' && d.tasks.length > 0) ??
      first(tasks.days, 'clock-in day', (d) => d.tasks.length > 0);
    return { taskId: first(day.tasks, 'clock-in task').task.id };
  },
};

async function clockinActivity(get: ApiGet): Promise<WithId> {
  const activities =
    await get<Listed<WithId & { status: string; joined: boolean }>>('/api/clockin/activities');
  return (
    activities.list.find((a) => a.status === 'ongoing' && a.joined) ??
    first(activities.list, 'clock-in activity')
  );
}

export type PageVisit = {
  /** The route, as written in shared/src/paths.ts. */
  route: AppPath;
  /** What the browser opens: the route with the query of a real record. */
  path: string;
  reader: ReaderName;
  /** The demo account's mobile; undefined for the visitor. */
  mobile: string | undefined;
  /** Why the page opens without a real record, when the lookup failed. */
  lookupFailure?: string;
};

export type VisitOptions = {
  /** Only routes (or paths) containing this text. */
  only?: string | undefined;
};

/** Every route once, each as its reader, detail pages with a real record's id. */
export async function pagesToVisit(
  apiUrl: string,
  options: VisitOptions = {},
): Promise<PageVisit[]> {
  const routes = ALL_PATHS.filter((route) => !options.only || route.includes(options.only));
  const apis = new Map<string, Promise<{ get: ApiGet; post: ApiPost }>>();
  // Records are looked up as the joined member when the reader is a visitor: ids are the same,
  // and a public detail page decides itself what a visitor sees.
  const apiOf = (mobile: string) => {
    let api = apis.get(mobile);
    if (!api) {
      api = demoSession(apiUrl, mobile).then(({ token }) => ({
        get: apiReader(apiUrl, token),
        post: apiWriter(apiUrl, token),
      }));
      apis.set(mobile, api);
    }
    return api;
  };
  return Promise.all(
    routes.map(async (route): Promise<PageVisit> => {
      const reader = readerOf(route);
      const { mobile } = READERS[reader];
      const visit: PageVisit = { route, path: route, reader, mobile };
      const lookup = DETAIL_QUERIES[route];
      if (!lookup) return visit;
      try {
        const { get, post } = await apiOf(mobile ?? READERS.joined.mobile);
        const query = await lookup(get, post);
        const search = new URLSearchParams(
          Object.entries(query).map(([k, v]) => [k, String(v)]),
        ).toString();
        return { ...visit, path: `${route}?${search}` };
      } catch (error) {
        return {
          ...visit,
          lookupFailure: error instanceof Error ? error.message : String(error),
        };
      }
    }),
  );
}
