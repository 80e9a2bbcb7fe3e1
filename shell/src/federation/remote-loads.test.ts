import {
  SWITCH_WAIT_MS,
  isRemoteLoading,
  resetRemoteLoads,
  switchRemoteRelease,
  trackRemoteLoad,
} from './remote-loads';

function deferred<T = void>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const flush = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

beforeEach(resetRemoteLoads);

describe("a remote's loads and a switch to another release", () => {
  it('starts a load at once when no switch is under way, and counts it until it settles', async () => {
    const chunk = deferred<string>();
    const load = jest.fn(() => chunk.promise);
    const loaded = trackRemoteLoad('mf_user', load);
    expect(load).toHaveBeenCalledTimes(1);
    expect(isRemoteLoading('mf_user')).toBe(true);
    expect(isRemoteLoading('mf_exam')).toBe(false);
    chunk.resolve('page');
    await expect(loaded).resolves.toBe('page');
    expect(isRemoteLoading('mf_user')).toBe(false);
  });

  it('switches only once the old release has no load in flight, and loads asked for meanwhile wait for the switch', async () => {
    const events: string[] = [];
    const oldChunk = deferred();
    const oldLoad = trackRemoteLoad('mf_user', () => oldChunk.promise).then(
      () => events.push('old chunk arrived'),
      () => events.push('old chunk failed'),
    );
    const switched = switchRemoteRelease('mf_user', () => events.push('switched'));
    const newLoad = trackRemoteLoad('mf_user', async () => {
      events.push('new load started');
    });
    // Another remote is not held up.
    await trackRemoteLoad('mf_exam', async () => events.push('exam loaded'));
    await flush();
    expect(events).toEqual(['exam loaded']);

    oldChunk.reject(new Error('gone'));
    await Promise.all([oldLoad, switched, newLoad]);
    expect(events).toEqual(['exam loaded', 'old chunk failed', 'switched', 'new load started']);
    expect(isRemoteLoading('mf_user')).toBe(false);
  });

  it('does not wait for a stuck load for ever', async () => {
    jest.useFakeTimers();
    const change = jest.fn();
    void trackRemoteLoad('mf_user', () => new Promise(() => undefined));
    const switched = switchRemoteRelease('mf_user', change);
    await flush();
    jest.advanceTimersByTime(SWITCH_WAIT_MS - 1);
    await flush();
    expect(change).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    await switched;
    expect(change).toHaveBeenCalledTimes(1);
    jest.useRealTimers();
  });

  it('a load that throws at once rejects and is not counted', async () => {
    await expect(
      trackRemoteLoad('mf_user', () => {
        throw new Error('no');
      }),
    ).rejects.toThrow('no');
    expect(isRemoteLoading('mf_user')).toBe(false);
  });
});
