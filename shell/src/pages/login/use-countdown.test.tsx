import { act, renderHook } from '@testing-library/react';
import { useCountdown } from './use-countdown';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('counts whole seconds down to zero, then stops', () => {
  const { result } = renderHook(() => useCountdown());
  expect(result.current.remaining).toBe(0);
  act(() => result.current.start(3));
  expect(result.current.remaining).toBe(3);
  act(() => jest.advanceTimersByTime(1000));
  expect(result.current.remaining).toBe(2);
  act(() => jest.advanceTimersByTime(2000));
  expect(result.current.remaining).toBe(0);
  expect(jest.getTimerCount()).toBe(0);
});

it('follows the clock, not the ticks (a sleeping phone wakes up to the right number)', () => {
  const { result } = renderHook(() => useCountdown());
  act(() => result.current.start(60));
  act(() => {
    jest.setSystemTime(Date.now() + 45_000);
    jest.advanceTimersByTime(250);
  });
  expect(result.current.remaining).toBe(15);
});
