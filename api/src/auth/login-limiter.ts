import { nowMs } from '../clock';
import { refuse } from '../http/api-error';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_MOBILE = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;

/**
 * Failed login attempts in a sliding window, per mobile and per client address. In memory: a
 * restart forgets them, which is acceptable for the local reference server.
 */
export class LoginLimiter {
  private readonly failures = new Map<string, number[]>();

  private recent(key: string): number[] {
    const cutoff = nowMs() - LOGIN_WINDOW_MS;
    const list = (this.failures.get(key) ?? []).filter((t) => t > cutoff);
    if (list.length) this.failures.set(key, list);
    else this.failures.delete(key);
    return list;
  }

  /** Throws a refusal naming when to try again, before any password is checked. */
  assertAllowed(mobile: string, address: string): void {
    for (const [key, max] of [
      [`m:${mobile}`, MAX_FAILURES_PER_MOBILE],
      [`a:${address}`, MAX_FAILURES_PER_ADDRESS],
    ] as const) {
      const list = this.recent(key);
      if (list.length >= max) {
        const minutes = Math.max(1, Math.ceil((list[0]! + LOGIN_WINDOW_MS - nowMs()) / 60000));
        throw refuse(key.startsWith('m:') ? 'login.tooManyForMobile' : 'login.tooManyFromNetwork', {
          minutes,
        });
      }
    }
  }

  recordFailure(mobile: string, address: string): void {
    for (const key of [`m:${mobile}`, `a:${address}`]) {
      this.failures.set(key, [...this.recent(key), nowMs()]);
    }
  }

  recordSuccess(mobile: string): void {
    this.failures.delete(`m:${mobile}`);
  }
}
