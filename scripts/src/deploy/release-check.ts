import type { ReleaseStats } from './client-reports';
import { DeployError } from './deploy-error';

/** Defaults of `npm run release-check` (README.md and its --help say the same). */
export const RELEASE_CHECK_DEFAULTS = {
  /** Sessions each release needs in the window before the rates are compared. */
  minSessions: 50,
  /** How far the canary's error rate may exceed the stable release's (0.02 = 2 points). */
  maxIncrease: 0.02,
} as const;

export type ReleaseCheckSettings = {
  minSessions: number;
  maxIncrease: number;
  /** Judge only the last H hours of the canary's time live (undefined: since it went live). */
  windowHours: number | undefined;
};

function parseNumber(name: string, raw: string, test: (n: number) => boolean, what: string) {
  const value = Number(raw);
  if (raw.trim() === '' || !Number.isFinite(value) || !test(value)) {
    throw new DeployError(`${name} must be ${what}, got "${raw}".`);
  }
  return value;
}

/**
 * The thresholds: flags first (--min-sessions, --max-error-rate-increase, --window-hours),
 * then RELEASE_CHECK_MIN_SESSIONS and RELEASE_CHECK_MAX_INCREASE, then the defaults.
 */
export function releaseCheckSettings(
  flags: Record<string, string>,
  env: NodeJS.ProcessEnv,
): ReleaseCheckSettings {
  const pick = (flag: string, variable: string) =>
    flags[flag] !== undefined
      ? { name: `--${flag}`, raw: flags[flag] }
      : env[variable]
        ? { name: variable, raw: env[variable] }
        : undefined;
  const min = pick('min-sessions', 'RELEASE_CHECK_MIN_SESSIONS');
  const max = pick('max-error-rate-increase', 'RELEASE_CHECK_MAX_INCREASE');
  const hours = flags['window-hours'];
  return {
    minSessions: min
      ? parseNumber(min.name, min.raw, (n) => Number.isInteger(n) && n >= 1, 'a whole number ≥ 1')
      : RELEASE_CHECK_DEFAULTS.minSessions,
    maxIncrease: max
      ? parseNumber(
          max.name,
          max.raw,
          (n) => n >= 0 && n < 1,
          'a rate from 0 to below 1 (0.02 = 2 points)',
        )
      : RELEASE_CHECK_DEFAULTS.maxIncrease,
    windowHours:
      hours === undefined
        ? undefined
        : parseNumber('--window-hours', hours, (n) => n > 0, 'a number of hours above 0'),
  };
}

export type Verdict = {
  decision: 'roll back' | 'healthy' | 'not enough sessions';
  canaryRate: number;
  stableRate: number;
  /** canary rate − stable rate. */
  increase: number;
};

/**
 * The canary is rolled back when both releases have at least `minSessions` sessions in the
 * window and its error rate (sessions with an error / sessions) exceeds the stable release's by
 * more than `maxIncrease`.
 */
export function judgeCanary(
  canary: ReleaseStats,
  stable: ReleaseStats,
  settings: Pick<ReleaseCheckSettings, 'minSessions' | 'maxIncrease'>,
): Verdict {
  const canaryRate = canary.error_rate;
  const stableRate = stable.error_rate;
  // Rounded, so 0.07 − 0.05 is 0.02 (not 0.020000000000000004) and not above a 0.02 threshold.
  const increase = Math.round((canaryRate - stableRate) * 1e9) / 1e9;
  const decision =
    canary.sessions < settings.minSessions || stable.sessions < settings.minSessions
      ? 'not enough sessions'
      : increase > settings.maxIncrease
        ? 'roll back'
        : 'healthy';
  return { decision, canaryRate, stableRate, increase };
}
