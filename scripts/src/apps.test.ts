import { APPS, apiPortOf, parsePort, portOf } from './apps';

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
