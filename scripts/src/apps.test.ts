import {
  APPS,
  apiPortOf,
  parsePort,
  portOf,
  renderBudgetOf,
  stalePageRenderDelayMsOf,
  visitorPageCacheMsOf,
} from './apps';

describe('apps and ports', () => {
  it('gives every app its own default port, as the architecture brief lists them', () => {
    expect(Object.fromEntries(APPS.map((a) => [a.dir, a.defaultPort]))).toEqual({
      shell: 3000,
      'mf-content': 3001,
      'mf-exam': 3002,
      'mf-train': 3003,
      'mf-user': 3004,
      'mf-clockin': 3005,
    });
    expect(apiPortOf({})).toBe(3100);
  });

  it('lets the environment override a port', () => {
    expect(portOf(APPS[2]!, { MF_EXAM_PORT: '4002' })).toBe(4002);
  });

  it.each(['abc', '0', '70000', '3.5'])('refuses %s with a message naming the variable', (raw) => {
    expect(() => parsePort('SHELL_PORT', raw, 3000)).toThrow(
      `SHELL_PORT must be a port number between 1 and 65535, got "${raw}".`,
    );
  });
});

describe("the shell server's timings", () => {
  it.each([
    ['SHELL_RENDER_BUDGET_MS', {}, 300, renderBudgetOf],
    ['SHELL_RENDER_BUDGET_MS', { SHELL_RENDER_BUDGET_MS: '' }, 300, renderBudgetOf],
    ['SHELL_RENDER_BUDGET_MS', { SHELL_RENDER_BUDGET_MS: '1' }, 1, renderBudgetOf],
    ['SHELL_RENDER_BUDGET_MS', { SHELL_RENDER_BUDGET_MS: '60000' }, 60000, renderBudgetOf],
    ['SHELL_VISITOR_PAGE_CACHE_MS', {}, 1000, visitorPageCacheMsOf],
    ['SHELL_VISITOR_PAGE_CACHE_MS', { SHELL_VISITOR_PAGE_CACHE_MS: '0' }, 0, visitorPageCacheMsOf],
    [
      'SHELL_VISITOR_PAGE_CACHE_MS',
      { SHELL_VISITOR_PAGE_CACHE_MS: '250' },
      250,
      visitorPageCacheMsOf,
    ],
    ['SHELL_STALE_PAGE_RENDER_DELAY_MS', {}, 2000, stalePageRenderDelayMsOf],
    [
      'SHELL_STALE_PAGE_RENDER_DELAY_MS',
      { SHELL_STALE_PAGE_RENDER_DELAY_MS: '0' },
      0,
      stalePageRenderDelayMsOf,
    ],
  ] as const)('%s: %j gives %d ms', (_variable, env, ms, read) => {
    expect(read(env)).toBe(ms);
  });

  it.each([
    ['SHELL_RENDER_BUDGET_MS', '0', renderBudgetOf, 'from 1 to 60000'],
    ['SHELL_RENDER_BUDGET_MS', '60001', renderBudgetOf, 'from 1 to 60000'],
    ['SHELL_RENDER_BUDGET_MS', '1.5', renderBudgetOf, 'from 1 to 60000'],
    ['SHELL_VISITOR_PAGE_CACHE_MS', '-1', visitorPageCacheMsOf, 'from 0 to 60000'],
    ['SHELL_VISITOR_PAGE_CACHE_MS', 'one second', visitorPageCacheMsOf, 'from 0 to 60000'],
    ['SHELL_STALE_PAGE_RENDER_DELAY_MS', '2 s', stalePageRenderDelayMsOf, 'from 0 to 60000'],
    ['SHELL_STALE_PAGE_RENDER_DELAY_MS', '60001', stalePageRenderDelayMsOf, 'from 0 to 60000'],
  ] as const)('refuses %s=%s with a message saying what to set', (variable, raw, read, range) => {
    expect(() => read({ [variable]: raw })).toThrow(
      `${variable} must be a whole number of milliseconds ${range}, got "${raw}".`,
    );
  });
});
