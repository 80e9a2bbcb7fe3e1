/**
 * `npm run deploy -- mf-exam [--from=<built folder>] [--version=<v>]`,
 * `npm run rollback -- mf-exam`, `npm run releases -- mf-exam`.
 * The deploy root is DEPLOY_ROOT (default dist/deploy), served at DEPLOY_PUBLIC_URL.
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildRelease } from './build-release';
import { deployPublicUrlOf, deployRootOf, remotesJsonPath } from './deploy-root';
import {
  DeployError,
  deployBuild,
  listReleases,
  remoteNamed,
  rollbackRemote,
  type DeployTarget,
} from './releases';

type Command = 'deploy' | 'rollback' | 'releases';

const FLAGS: Record<Command, readonly string[]> = {
  deploy: ['from', 'version'],
  rollback: [],
  releases: [],
};

export type ParsedArgs = {
  command: Command;
  remote: string | undefined;
  flags: Record<string, string>;
};

/** Reads `<command> <remote> [--flag=value…]`, refusing anything it does not know. */
export function parseArgs(argv: readonly string[]): ParsedArgs {
  const [command, ...rest] = argv;
  if (command !== 'deploy' && command !== 'rollback' && command !== 'releases') {
    throw new DeployError(`Unknown command "${command ?? ''}": deploy, rollback or releases.`);
  }
  const flags: Record<string, string> = {};
  const positional: string[] = [];
  for (const arg of rest) {
    const flag = /^--([a-z-]+)=(.+)$/.exec(arg);
    if (flag) {
      if (!FLAGS[command].includes(flag[1]!)) {
        throw new DeployError(
          `${command} does not take --${flag[1]}${FLAGS[command].length ? ` (it takes ${FLAGS[command].map((f) => `--${f}=…`).join(', ')})` : ''}.`,
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
  return { command, remote: positional[0], flags };
}

export async function run(
  argv: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<string> {
  const { command, remote, flags } = parseArgs(argv);
  const app = remoteNamed(remote);
  const target: DeployTarget = { root: deployRootOf(env), publicUrl: deployPublicUrlOf(env) };
  if (command === 'releases') {
    const rows = listReleases(app, target);
    if (!rows.length) return `${app.dir} has no releases in ${target.root}.`;
    return rows
      .map(
        (r) =>
          `${r.live ? '*' : ' '} ${r.id.padEnd(24)} version ${r.version}, contract ${r.contract}, deployed ${r.deployedAt}`,
      )
      .join('\n');
  }
  if (command === 'rollback') {
    const { from, to, entry } = await rollbackRemote(app, target);
    return `${app.dir}: rolled back from ${from.id} to ${to.id}\n  ${remotesJsonPath(target.root)} → ${entry}`;
  }
  let buildDir = flags.from ? path.resolve(flags.from) : undefined;
  if (buildDir && !fs.existsSync(buildDir))
    throw new DeployError(`--from: ${buildDir} does not exist.`);
  const temporary = !buildDir;
  buildDir ??= await buildRelease(app);
  try {
    const { release, entry, folder } = await deployBuild(app, buildDir, target, {
      ...(flags.version ? { version: flags.version } : {}),
    });
    return `${app.dir}: ${release.id} is live (${folder === 'published' ? 'new release folder' : 'release folder already there'})\n  ${remotesJsonPath(target.root)} → ${entry}`;
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
