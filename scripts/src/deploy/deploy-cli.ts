/**
 * `npm run deploy -- mf-exam [--from=<built folder>] [--version=<v>] [--canary=<percent>…]`,
 * `npm run promote -- mf-exam`, `npm run rollback -- mf-exam`, `npm run releases -- mf-exam`,
 * `npm run release-check -- mf-exam`. The target is `--to=` or DEPLOY_TARGET (s3://bucket/prefix),
 * else the local deploy root DEPLOY_ROOT (default dist/deploy). See README.md beside this file.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { CanaryRule } from 'shared/federation';
import type { AppDefinition } from '../apps';
import { buildRelease } from './build-release';
import {
  ReportsUnavailable,
  fetchReleaseStats,
  reportsApiUrlOf,
  statsOf,
  type ReleaseStats,
} from './client-reports';
import { RELEASE_CHECK_DEFAULTS, judgeCanary, releaseCheckSettings } from './release-check';
import {
  DeployError,
  deployBuild,
  describeLive,
  listReleases,
  promoteCanary,
  releaseIdOf,
  remoteNamed,
  rollbackRemote,
  type RollbackResult,
} from './releases';
import { storeOf, type DeployStore } from './store';

const COMMANDS = ['deploy', 'promote', 'rollback', 'releases', 'release-check'] as const;
type Command = (typeof COMMANDS)[number];

const FLAGS: Record<Command, readonly string[]> = {
  deploy: ['from', 'version', 'to', 'canary', 'canary-teams', 'canary-areas'],
  promote: ['to'],
  rollback: ['to'],
  releases: ['to', 'window-hours'],
  'release-check': ['to', 'min-sessions', 'max-error-rate-increase', 'window-hours'],
};

const TARGET_HELP = `Target: --to=s3://bucket/prefix or DEPLOY_TARGET (S3-compatible: AWS_ENDPOINT_URL, AWS_REGION,
AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, and DEPLOY_PUBLIC_URL, the URL serving that prefix);
default the local deploy root DEPLOY_ROOT (dist/deploy), served by npm start on DEPLOY_PORT (3200).`;

export const HELP: Record<Command, string> = {
  deploy: `npm run deploy -- <remote> [--from=<built folder>] [--version=<v>] [--canary=<1-99> [--canary-teams=<id or name>,…] [--canary-areas=<id or name>,…]] [--to=<target>]
Builds the remote (or takes --from), publishes it as an immutable release and makes it live:
for everyone, or with --canary for that percentage of users (sticky per user) and the named
teams and areas, beside the stable release. A second canary replaces the first.
${TARGET_HELP}`,
  promote: `npm run promote -- <remote> [--to=<target>]
Makes the remote's canary its stable release, live for everyone.
${TARGET_HELP}`,
  rollback: `npm run rollback -- <remote> [--to=<target>]
Drops the remote's canary if it has one; else goes back to the stable release live before.
${TARGET_HELP}`,
  releases: `npm run releases -- <remote> [--window-hours=24] [--to=<target>]
Lists the remote's releases: share of users, deployed at, and from the client reports of the
last --window-hours (default 24) read from REPORTS_API_URL (default http://localhost:3100/api):
sessions, error rate, p75 LCP.
${TARGET_HELP}`,
  'release-check': `npm run release-check -- <remote> [--min-sessions=N] [--max-error-rate-increase=X] [--window-hours=H] [--to=<target>]
Compares the canary's error rate (sessions with an error / sessions) with the stable release's
over the same window (since the canary went live; --window-hours: only the last H hours), from
the client reports at REPORTS_API_URL (default http://localhost:3100/api). Rolls the canary back
when its rate exceeds the stable one's by more than --max-error-rate-increase (env
RELEASE_CHECK_MAX_INCREASE, default ${RELEASE_CHECK_DEFAULTS.maxIncrease}) and both have at least --min-sessions sessions
(env RELEASE_CHECK_MIN_SESSIONS, default ${RELEASE_CHECK_DEFAULTS.minSessions}). Exits 0 when healthy, not enough sessions yet, or
rolled back; non-zero on errors.
${TARGET_HELP}`,
};

export type ParsedArgs = {
  command: Command;
  remote: string | undefined;
  flags: Record<string, string>;
  help?: true;
};

/** Reads `<command> <remote> [--flag=value…]`, refusing anything it does not know. */
export function parseArgs(argv: readonly string[]): ParsedArgs {
  const [command, ...rest] = argv;
  if (!COMMANDS.includes(command as Command)) {
    throw new DeployError(`Unknown command "${command ?? ''}": ${COMMANDS.join(', ')}.`);
  }
  const known = FLAGS[command as Command];
  const flags: Record<string, string> = {};
  const positional: string[] = [];
  for (const arg of rest) {
    if (arg === '--help' || arg === '-h')
      return { command: command as Command, remote: undefined, flags: {}, help: true };
    const flag = /^--([a-z-]+)=(.+)$/.exec(arg);
    if (flag) {
      if (!known.includes(flag[1]!)) {
        throw new DeployError(
          `${command} does not take --${flag[1]}${known.length ? ` (it takes ${known.map((f) => `--${f}=…`).join(', ')})` : ''}.`,
        );
      }
      flags[flag[1]!] = flag[2]!;
    } else if (arg.startsWith('-')) {
      throw new DeployError(`Unknown option "${arg}".`);
    } else positional.push(arg);
  }
  if (positional.length > 1) {
    throw new DeployError(`${command} takes one remote at a time, got ${positional.join(', ')}.`);
  }
  return { command: command as Command, remote: positional[0], flags };
}

const list = (raw: string | undefined) =>
  raw
    ?.split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** `--canary=10 --canary-teams=3,Shop 12 --canary-areas=East` as a rule; undefined without --canary. */
export function canaryRuleOf(flags: Record<string, string>): CanaryRule | undefined {
  const teams = list(flags['canary-teams']);
  const areas = list(flags['canary-areas']);
  if (flags.canary === undefined) {
    if (teams || areas) {
      throw new DeployError('--canary-teams and --canary-areas go with --canary=<percent>.');
    }
    return undefined;
  }
  if (!/^\d+$/.test(flags.canary) || Number(flags.canary) < 1 || Number(flags.canary) > 99) {
    throw new DeployError(
      `--canary must be a whole percentage from 1 to 99, got "${flags.canary}" (0 is no canary; 100 is a plain deploy).`,
    );
  }
  return {
    percent: Number(flags.canary),
    ...(teams?.length ? { teams } : {}),
    ...(areas?.length ? { areas } : {}),
  };
}

const remotesJsonOf = (store: DeployStore) => `${store.location}/remotes.json`;

const percent = (rate: number) => `${(rate * 100).toFixed(1)} %`;
const points = (rate: number) => `${(rate * 100).toFixed(1)} points`;

function statsLine(s: ReleaseStats | undefined): string {
  if (!s || s.sessions === 0) return 'no sessions reported';
  return `${s.sessions} sessions, error rate ${percent(s.error_rate)}, p75 LCP ${s.lcp_p75 === null ? '–' : `${Math.round(s.lcp_p75)} ms`}`;
}

function describeRollback(app: string, result: RollbackResult, store: DeployStore): string {
  if (result.kind === 'canary') {
    return `${app}: dropped the canary ${result.dropped}; ${result.stable ?? 'the stable release'} is live for everyone\n  ${remotesJsonOf(store)} → ${result.live.entry}`;
  }
  return `${app}: rolled back from ${result.from.id} to ${result.to.id}\n  ${remotesJsonOf(store)} → ${result.entry}`;
}

const hoursFlag = (flags: Record<string, string>, fallback: number): number => {
  const raw = flags['window-hours'];
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) {
    throw new DeployError(`--window-hours must be a number of hours above 0, got "${raw}".`);
  }
  return value;
};

export async function run(
  argv: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
  options: { now?: () => Date } = {},
): Promise<string> {
  const { command, remote, flags, help } = parseArgs(argv);
  if (help) return HELP[command];
  const app = remoteNamed(remote);
  const canary = command === 'deploy' ? canaryRuleOf(flags) : undefined;
  const store = storeOf(flags.to, env);
  try {
    return await runCommand(
      command,
      app,
      flags,
      canary,
      store,
      env,
      options.now ?? (() => new Date()),
    );
  } finally {
    store.close();
  }
}

async function runCommand(
  command: Command,
  app: AppDefinition,
  flags: Record<string, string>,
  canary: CanaryRule | undefined,
  store: DeployStore,
  env: NodeJS.ProcessEnv,
  now: () => Date,
): Promise<string> {
  if (command === 'releases') {
    const windowHours = hoursFlag(flags, 24);
    const { rows, live } = await listReleases(app, store);
    if (!rows.length) return `${app.dir} has no releases in ${store.location}.`;
    const since = new Date(now().getTime() - windowHours * 3600_000);
    let stats: ReleaseStats[] | undefined;
    let reportsNote: string;
    try {
      const read = await fetchReleaseStats(env, app.federationName, since);
      stats = read.stats;
      reportsNote = `client reports since ${since.toISOString()} (last ${windowHours} h) from ${reportsApiUrlOf(env)}`;
    } catch (error) {
      if (!(error instanceof ReportsUnavailable)) throw error;
      reportsNote = `${error.message}; releases listed without them`;
    }
    const lines = rows.map((r) => {
      const mark = r.role === 'stable' ? '*' : r.role === 'canary' ? '+' : ' ';
      const share = `${r.role ?? 'not live'} ${r.share} %`.padEnd(14);
      const reported = stats ? `, ${statsLine(stats.find((s) => s.release === r.id))}` : '';
      return `${mark} ${r.id.padEnd(24)} ${share} deployed ${r.deployedAt}${reported}`;
    });
    return [
      ...lines,
      `live: ${describeLive(live)}`,
      `${reportsNote.charAt(0).toUpperCase()}${reportsNote.slice(1)}.`,
    ].join('\n');
  }

  if (command === 'rollback') {
    return describeRollback(app.dir, await rollbackRemote(app, store, { now: now() }), store);
  }

  if (command === 'promote') {
    const { promoted, from, live } = await promoteCanary(app, store, { now: now() });
    return `${app.dir}: promoted the canary ${promoted} to stable (was ${from ?? 'none'}); it is live for everyone\n  ${remotesJsonOf(store)} → ${live.entry}`;
  }

  if (command === 'release-check') {
    const settings = releaseCheckSettings(flags, env);
    const { live } = await listReleases(app, store);
    const canaryRelease = live?.canary;
    if (!live || !canaryRelease) {
      return `${app.dir} has no canary in ${store.location}: nothing to check (live: ${describeLive(live)}).`;
    }
    const canaryId = releaseIdOf(canaryRelease)!;
    const stableId = releaseIdOf(live) ?? 'unknown';
    const wentLive = new Date(canaryRelease.since);
    const since =
      settings.windowHours === undefined
        ? wentLive
        : new Date(Math.max(wentLive.getTime(), now().getTime() - settings.windowHours * 3600_000));
    let read: { url: string; stats: ReleaseStats[] };
    try {
      read = await fetchReleaseStats(env, app.federationName, since);
    } catch (error) {
      if (error instanceof ReportsUnavailable) {
        throw new DeployError(`${app.dir}: ${error.message}. Nothing was changed.`);
      }
      throw error;
    }
    const c = statsOf(read.stats, canaryId);
    const s = statsOf(read.stats, stableId);
    const verdict = judgeCanary(c, s, settings);
    const evidence = [
      `${app.dir}: canary ${canaryId} (${canaryRelease.rule.percent} %, live since ${canaryRelease.since}) against stable ${stableId}, client reports since ${since.toISOString()} from ${read.url}`,
      `  canary ${canaryId}: ${c.sessions} sessions, ${c.error_sessions} with errors, error rate ${percent(verdict.canaryRate)}`,
      `  stable ${stableId}: ${s.sessions} sessions, ${s.error_sessions} with errors, error rate ${percent(verdict.stableRate)}`,
      `  difference ${verdict.increase >= 0 ? '+' : ''}${points(verdict.increase)}; threshold +${points(settings.maxIncrease)} (max error rate increase ${settings.maxIncrease}), at least ${settings.minSessions} sessions each`,
    ];
    if (verdict.decision === 'not enough sessions') {
      return [
        ...evidence,
        `Not enough sessions yet to judge (${settings.minSessions} each needed): the canary stays.`,
      ].join('\n');
    }
    if (verdict.decision === 'healthy') {
      return [
        ...evidence,
        `The canary is healthy: its error rate is not more than ${points(settings.maxIncrease)} above the stable release's. Nothing was changed.`,
      ].join('\n');
    }
    const reason = `release-check: error rate ${percent(verdict.canaryRate)} (${c.error_sessions}/${c.sessions} sessions) against ${percent(verdict.stableRate)} (${s.error_sessions}/${s.sessions}) for ${stableId}, threshold +${points(settings.maxIncrease)}`;
    const result = await rollbackRemote(app, store, { now: now(), onlyCanary: canaryId, reason });
    return [
      ...evidence,
      `The canary's error rate is ${points(verdict.increase)} above the stable release's (more than ${points(settings.maxIncrease)}): the canary is rolled back.`,
      describeRollback(app.dir, result, store),
    ].join('\n');
  }

  let buildDir = flags.from ? path.resolve(flags.from) : undefined;
  if (buildDir && !fs.existsSync(buildDir))
    throw new DeployError(`--from: ${buildDir} does not exist.`);
  const temporary = !buildDir;
  buildDir ??= await buildRelease(app);
  try {
    const result = await deployBuild(app, buildDir, store, {
      ...(flags.version ? { version: flags.version } : {}),
      ...(canary ? { canary } : {}),
      now: now(),
    });
    const folder =
      result.folder === 'published' ? 'new release folder' : 'release folder already there';
    const replaced = result.previousCanary
      ? canary
        ? `; it replaces the canary ${result.previousCanary}`
        : `; the canary ${result.previousCanary} was dropped`
      : '';
    const what = canary
      ? `${result.release.id} is the canary (${folder})${replaced}`
      : `${result.release.id} is live (${folder})${replaced}`;
    return `${app.dir}: ${what}\n  live: ${describeLive(result.live)}\n  ${remotesJsonOf(store)} → ${result.entry}`;
  } finally {
    if (temporary) fs.rmSync(buildDir, { recursive: true, force: true });
  }
}

if (require.main === module) {
  run(process.argv.slice(2)).then(
    (message) => console.log(message),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
