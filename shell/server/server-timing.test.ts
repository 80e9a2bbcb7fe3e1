import { createServerTiming } from './server-timing';

describe('createServerTiming', () => {
  it('names each phase with the time since the one before, in order', () => {
    const clock = [100, 112.34, 150, 151];
    const timing = createServerTiming(() => clock.shift() ?? 0);
    timing.mark('session');
    timing.mark('render');
    timing.note('cache', 'rendered');
    timing.mark('encode');
    expect(timing.header()).toBe(
      'session;dur=12.3, render;dur=37.7, cache;desc="rendered", encode;dur=1.0',
    );
  });

  it('keeps a description a valid quoted string', () => {
    const timing = createServerTiming(() => 0);
    timing.note('fallback', 'over "300" ms \\');
    expect(timing.header()).toBe('fallback;desc="over 300 ms "');
  });

  it('is empty before any mark', () => {
    expect(createServerTiming().header()).toBe('');
  });
});
