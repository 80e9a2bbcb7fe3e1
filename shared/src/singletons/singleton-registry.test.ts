import packageJson from '../../package.json';
import {
  SHARED_VERSION,
  SINGLETON_NAMES,
  duplicateSingletons,
  registerSingleton,
  singletonRegistry,
} from './singleton-registry';

type Host = { __APP_SINGLETONS__?: unknown };

beforeEach(() => {
  delete (globalThis as Host).__APP_SINGLETONS__;
});

describe('registerSingleton', () => {
  it('records instances on globalThis.__APP_SINGLETONS__', () => {
    expect(registerSingleton('session store', '1.0.0')).toBe(1);
    expect((globalThis as Host).__APP_SINGLETONS__).toEqual({
      'session store': { count: 1, versions: ['1.0.0'] },
    });
    expect(duplicateSingletons()).toEqual([]);
  });

  it('reports a second instance the moment it registers', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    registerSingleton('request client', '1.0.0');
    expect(error).not.toHaveBeenCalled();
    expect(registerSingleton('request client', '1.0.1')).toBe(2);
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0]?.[0]).toMatch(
      /^Two copies of the request client are loaded: 1\.0\.0, 1\.0\.1\./,
    );
    registerSingleton('request client', '1.0.0');
    expect(error.mock.calls[1]?.[0]).toMatch(/^3 copies of the request client are loaded/);
    expect(duplicateSingletons()).toEqual(['request client']);
  });

  it('lists only the duplicated names', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    registerSingleton('a', '1');
    registerSingleton('b', '1');
    registerSingleton('b', '1');
    expect(duplicateSingletons()).toEqual(['b']);
    expect(singletonRegistry()).toEqual({
      a: { count: 1, versions: ['1'] },
      b: { count: 2, versions: ['1', '1'] },
    });
  });

  it('hands out a copy of the registry', () => {
    registerSingleton('a', '1');
    singletonRegistry()['a']!.count = 99;
    expect(singletonRegistry()['a']!.count).toBe(1);
  });
});

describe('the stateful modules of shared', () => {
  it('declare the package version', () => {
    expect(SHARED_VERSION).toBe(packageJson.version);
  });

  it.each([
    [SINGLETON_NAMES.requestClient, '../request/axios-instance'],
    [SINGLETON_NAMES.sessionStore, '../session/session-store'],
    [SINGLETON_NAMES.uiRuntime, '../ui/index'],
  ])('the %s registers once per load, and a second copy is reported', (name, modulePath) => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    jest.isolateModules(() => {
      jest.requireActual(modulePath);
    });
    expect(singletonRegistry()[name]).toEqual({ count: 1, versions: [SHARED_VERSION] });
    expect(duplicateSingletons()).toEqual([]);

    // Another remote bundling its own copy of shared.
    jest.isolateModules(() => {
      jest.requireActual(modulePath);
    });
    expect(duplicateSingletons()).toContain(name);
    expect(error).toHaveBeenCalledWith(
      expect.stringMatching(new RegExp(`^Two copies of the ${name} are loaded`)),
    );
  });
});
