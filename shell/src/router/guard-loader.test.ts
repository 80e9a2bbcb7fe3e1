import { initialSessionState, useSessionStore } from 'shared/session';
import { seedLoggedIn } from '../testing/session';
import { createGuardLoader } from './guard-loader';

const run = (path: string, navigateLater = jest.fn()) =>
  createGuardLoader(navigateLater)({
    request: new Request(`http://localhost${path}`),
    params: {},
    context: {},
  } as never);

async function redirectOf(path: string): Promise<string | undefined> {
  try {
    run(path);
    return undefined;
  } catch (thrown) {
    return (thrown as Response).headers.get('Location') ?? undefined;
  }
}

afterEach(() => useSessionStore.setState(initialSessionState()));

describe('the guard loader', () => {
  it('sends a visitor to the login page, remembering where they were going', async () => {
    expect(await redirectOf('/pagesUser/user/order?status=paid')).toBe(
      '/pages/login/index?redirect=%2FpagesUser%2Fuser%2Forder%3Fstatus%3Dpaid',
    );
  });

  it('lets a visitor through on a public page', () => {
    expect(run('/pages/news/list')).toEqual({ blocked: false });
  });

  it('holds a pending user on the page area and moves them to the college after 1 s', () => {
    jest.useFakeTimers();
    seedLoggedIn(1);
    const navigateLater = jest.fn();
    expect(run('/pages/exam/index', navigateLater)).toEqual({ blocked: true });
    jest.advanceTimersByTime(999);
    expect(navigateLater).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(navigateLater).toHaveBeenCalledWith('/pages/college/index');
    jest.useRealTimers();
  });

  it('sends a logged-in user away from the login page to home', async () => {
    seedLoggedIn(2);
    expect(await redirectOf('/pages/login/index')).toBe('/pages/index/index');
  });
});
