import { ALL_PATHS } from '../paths';
import { SPEC_ALL_ROUTES, SPEC_PRE_JOIN_ROUTES, SPEC_PUBLIC_ROUTES } from '../testing/spec-routes';
import { checkAccess, isPublicPath, type AccessDecision } from './check-access';
import { PRE_JOIN_ROUTES, PUBLIC_ROUTES } from './route-lists';
import { isLoggedIn, type AccessSession } from './session';

const NOW = Date.UTC(2025, 0, 15, 12, 0, 0);
const FUTURE_EXP = NOW / 1000 + 3600;

const SESSIONS = {
  visitor: { token: null, isCheck: undefined, now: NOW },
  expired: { token: 'tok', exp: NOW / 1000 - 1, isCheck: 2, now: NOW },
  notJoined: { token: 'tok', exp: FUTURE_EXP, isCheck: 0, now: NOW },
  pending: { token: 'tok', exp: FUTURE_EXP, isCheck: 1, now: NOW },
  joined: { token: 'tok', exp: FUTURE_EXP, isCheck: 2, now: NOW },
} satisfies Record<string, AccessSession>;

type Who = keyof typeof SESSIONS;

const ALLOW: AccessDecision = { kind: 'allow' };
const TO_LOGIN: AccessDecision = {
  kind: 'redirect',
  to: '/pages/login/index',
  toast: { key: 'guard.loginFirst', durationMs: 1000 },
};
const TO_HOME: AccessDecision = { kind: 'redirect', to: '/pages/index/index' };
const PENDING_TO_COLLEGE: AccessDecision = {
  kind: 'redirect',
  to: '/pages/college/index',
  toast: { key: 'guard.joinTeamFirst', durationMs: 1000 },
  delayMs: 1000,
};
const NOT_JOINED_TO_BIND: AccessDecision = {
  kind: 'redirect',
  to: '/pagesUser/bind/index',
  toast: { key: 'guard.joinTeamFirst', durationMs: 1000 },
};

// The expected outcome for each spec route, written from spec sections 5 and 6 alone.
function expected(path: string, who: Who): AccessDecision {
  const isPublic = SPEC_PUBLIC_ROUTES.includes(path);
  const isPreJoin = isPublic || SPEC_PRE_JOIN_ROUTES.includes(path);
  switch (who) {
    case 'visitor':
    case 'expired':
      return isPublic ? ALLOW : TO_LOGIN;
    case 'notJoined':
      if (path === '/pages/login/index') return TO_HOME;
      return isPreJoin ? ALLOW : NOT_JOINED_TO_BIND;
    case 'pending':
      if (path === '/pages/login/index') return TO_HOME;
      return isPreJoin ? ALLOW : PENDING_TO_COLLEGE;
    case 'joined':
      return path === '/pages/login/index' ? TO_HOME : ALLOW;
  }
}

const WHO = Object.keys(SESSIONS) as Who[];
const matrix = SPEC_ALL_ROUTES.flatMap((path) =>
  WHO.map((who) => [path, who, expected(path, who)] as const),
);

describe('route lists (spec 6)', () => {
  it('PUBLIC_ROUTES is exactly the visitor list', () => {
    expect(PUBLIC_ROUTES).toEqual(SPEC_PUBLIC_ROUTES);
  });

  it('PRE_JOIN_ROUTES is exactly the not-joined list', () => {
    expect(PRE_JOIN_ROUTES).toEqual(SPEC_PRE_JOIN_ROUTES);
  });

  it('covers every spec route in the matrix below', () => {
    expect([...ALL_PATHS].sort()).toEqual([...SPEC_ALL_ROUTES].sort());
  });
});

describe('checkAccess: every spec route × every kind of session', () => {
  it.each(matrix)('%s as %s', (path, who, outcome) => {
    expect(checkAccess(path, SESSIONS[who])).toEqual(outcome);
  });
});

describe('checkAccess: location forms', () => {
  it.each([
    ['/pagesExam/paper/index?id=7', 'visitor', TO_LOGIN],
    ['/pages/news/detail?id=7', 'visitor', ALLOW],
    ['/pages/news/detail/', 'visitor', ALLOW],
    ['/pages/index/index#top', 'visitor', ALLOW],
    ['/?from=share', 'visitor', ALLOW],
    ['/pages/login/index?redirect=%2F', 'joined', TO_HOME],
    ['/pages/login/index/', 'pending', TO_HOME],
    ['/pages/college/index?tab=2', 'pending', ALLOW],
    ['pages/user/index', 'notJoined', ALLOW],
  ] as const)('%s as %s', (path, who, outcome) => {
    expect(checkAccess(path, SESSIONS[who])).toEqual(outcome);
  });
});

describe('isPublicPath: what a visitor may open, in every location form', () => {
  it.each(SPEC_ALL_ROUTES)('%s', (path) => {
    const forVisitor = SPEC_PUBLIC_ROUTES.includes(path);
    expect([isPublicPath(path), isPublicPath(`${path}/?id=7#top`)]).toEqual([
      forVisitor,
      forVisitor,
    ]);
  });

  it('counts an unknown path as members-only', () => {
    expect(isPublicPath('/pages/nope/index')).toBe(false);
  });
});

describe('checkAccess: unknown paths are protected', () => {
  it.each([
    ['/pages/unknown/index', 'visitor', TO_LOGIN],
    ['/pages/unknown/index', 'expired', TO_LOGIN],
    ['/pages/unknown/index', 'notJoined', NOT_JOINED_TO_BIND],
    ['/pages/unknown/index', 'pending', PENDING_TO_COLLEGE],
    ['/pages/unknown/index', 'joined', ALLOW],
    ['/PAGES/NEWS/LIST', 'visitor', TO_LOGIN],
  ] as const)('%s as %s', (path, who, outcome) => {
    expect(checkAccess(path, SESSIONS[who])).toEqual(outcome);
  });
});

describe('checkAccess: session edge cases', () => {
  it('treats a token whose exp is exactly now as expired', () => {
    const session = { token: 'tok', exp: NOW / 1000, isCheck: 2, now: NOW } as const;
    expect(checkAccess('/pages/exam/index', session)).toEqual(TO_LOGIN);
  });

  it('treats a token without exp as expired', () => {
    expect(checkAccess('/pages/exam/index', { token: 'tok', isCheck: 2, now: NOW })).toEqual(
      TO_LOGIN,
    );
  });

  it('treats an empty token as no token, whatever exp says', () => {
    const session = { token: '', exp: FUTURE_EXP, isCheck: 2, now: NOW } as const;
    expect(checkAccess('/pages/exam/index', session)).toEqual(TO_LOGIN);
  });

  it('treats a logged-in user whose is_check is not known yet as not joined', () => {
    const session = { token: 'tok', exp: FUTURE_EXP, isCheck: undefined, now: NOW };
    expect(checkAccess('/pages/exam/index', session)).toEqual(NOT_JOINED_TO_BIND);
    expect(checkAccess('/pages/college/index', session)).toEqual(ALLOW);
  });

  it('lets an expired session open the login page', () => {
    expect(checkAccess('/pages/login/index', SESSIONS.expired)).toEqual(ALLOW);
  });
});

describe('checkAccess: no redirect loops', () => {
  it.each(matrix.filter(([, , outcome]) => outcome.kind === 'redirect'))(
    '%s as %s lands on an allowed page',
    (path, who) => {
      const decision = checkAccess(path, SESSIONS[who]);
      if (decision.kind !== 'redirect') throw new Error('expected a redirect');
      expect(checkAccess(decision.to, SESSIONS[who])).toEqual(ALLOW);
    },
  );
});

describe('isLoggedIn', () => {
  it.each([
    [{ token: 'tok', exp: FUTURE_EXP }, true],
    [{ token: 'tok', exp: NOW / 1000 + 0.001 }, true],
    [{ token: 'tok', exp: NOW / 1000 }, false],
    [{ token: 'tok', exp: NOW / 1000 - 60 }, false],
    [{ token: 'tok' }, false],
    [{ token: null, exp: FUTURE_EXP }, false],
    [{ exp: FUTURE_EXP }, false],
    [{ token: '', exp: FUTURE_EXP }, false],
  ])('%j → %s', (state, loggedIn) => {
    expect(isLoggedIn(state, NOW)).toBe(loggedIn);
  });
});
