import { act, renderHook } from '@testing-library/react';
import { useReducedMotion } from './use-reduced-motion';

/** A matchMedia whose reduced-motion answer the test sets, telling its listeners. */
function fakeReducedMotion(initial: boolean) {
  let matches = initial;
  const listeners = new Set<() => void>();
  const query = {
    get matches() {
      return matches;
    },
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  const matchMedia = jest.fn((text: string) => {
    expect(text).toBe('(prefers-reduced-motion: reduce)');
    return query as unknown as MediaQueryList;
  });
  Object.defineProperty(window, 'matchMedia', { configurable: true, value: matchMedia });
  return {
    set(value: boolean) {
      matches = value;
      listeners.forEach((listener) => listener());
    },
    listeners,
  };
}

afterEach(() => {
  Reflect.deleteProperty(window, 'matchMedia');
});

describe('useReducedMotion', () => {
  it.each([
    [true, true],
    [false, false],
  ])('reads the system setting (reduce: %s)', (setting, expected) => {
    fakeReducedMotion(setting);
    expect(renderHook(() => useReducedMotion()).result.current).toBe(expected);
  });

  it('follows a change while the page is open, and stops listening when unmounted', () => {
    const media = fakeReducedMotion(false);
    const { result, unmount } = renderHook(() => useReducedMotion());
    act(() => media.set(true));
    expect(result.current).toBe(true);
    unmount();
    expect(media.listeners.size).toBe(0);
  });

  it('is false where the browser has no matchMedia', () => {
    Reflect.deleteProperty(window, 'matchMedia');
    expect(renderHook(() => useReducedMotion()).result.current).toBe(false);
  });
});
