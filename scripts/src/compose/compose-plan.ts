import fs from 'node:fs';
import path from 'node:path';
import { APPS, appDir, portOf, type AppDefinition } from '../apps';
import { originOf, type RemotesJson } from '../runtime-config';
import { shellContractOfCheckout } from '../shell-contract';

/** A mistake on the compose command line or in the given manifest: the message says which. */
export class ComposeError extends Error {
  override name = 'ComposeError';
}

export type ComposeArgs = {
  /** An http(s) URL or a file path of a remotes.json. */
  remotes: string;
  /** Remotes served from this checkout by webpack dev servers (hot reload). */
  local: AppDefinition[];
  /** The API the browser calls; without it, the local API is started. */
  api: string | undefined;
};

const USAGE =
  'Usage: npm run compose -- --remotes=<URL or path of remotes.json> [--local=mf-exam,mf-user] [--api=<API URL>]';

const REMOTES = APPS.filter((a) => a.kind === 'remote');

function remoteByName(name: string): AppDefinition {
  const app = APPS.find((a) => a.dir === name || a.federationName === name);
  if (!app || app.kind !== 'remote') {
    throw new ComposeError(
      `--local: "${name}" is not a remote. Remotes: ${REMOTES.map((a) => a.dir).join(', ')}.`,
    );
  }
  return app;
}

const isHttpUrl = (value: string) => /^https?:\/\//i.test(value);

/** Reads the command line strictly: every mistake is named, nothing starts. */
export function parseComposeArgs(argv: readonly string[], cwd = process.cwd()): ComposeArgs {
  const values = new Map<string, string>();
  for (const arg of argv) {
    const match = /^--(remotes|local|api)=(.*)$/.exec(arg);
    if (!match) throw new ComposeError(`Unknown argument "${arg}".\n${USAGE}`);
    if (values.has(match[1]!)) throw new ComposeError(`--${match[1]} is given twice.\n${USAGE}`);
    values.set(match[1]!, match[2]!);
  }
  const remotes = values.get('remotes');
  if (!remotes) throw new ComposeError(`--remotes is required.\n${USAGE}`);
  if (isHttpUrl(remotes)) {
    try {
      new URL(remotes);
    } catch {
      throw new ComposeError(`--remotes: "${remotes}" is not a valid URL.`);
    }
  } else if (!fs.existsSync(path.resolve(cwd, remotes))) {
    throw new ComposeError(
      `--remotes: ${path.resolve(cwd, remotes)} does not exist (give an http(s) URL or a file).`,
    );
  }
  const names = (values.get('local') ?? '')
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);
  if (values.has('local') && !names.length) throw new ComposeError('--local names no remote.');
  const local = names.map(remoteByName);
  const twice = local.find((app, i) => local.indexOf(app) !== i);
  if (twice) throw new ComposeError(`--local names ${twice.dir} twice.`);
  const api = values.get('api');
  if (api !== undefined && !isHttpUrl(api)) {
    throw new ComposeError(`--api must be an http(s) URL, got "${api}".`);
  }
  return {
    remotes: isHttpUrl(remotes) ? remotes : path.resolve(cwd, remotes),
    local,
    api: api?.replace(/\/+$/, ''),
  };
}

/** Checks a remotes.json document's shape; names the first bad entry. */
export function validateRemotesJson(value: unknown, source: string): RemotesJson {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new ComposeError(`${source} is not a remotes.json object (name → { entry, version }).`);
  }
  for (const [name, entry] of Object.entries(value)) {
    const e = entry as { entry?: unknown; version?: unknown };
    if (typeof e?.entry !== 'string' || typeof e.version !== 'string') {
      throw new ComposeError(`${source}: "${name}" needs a string entry and version.`);
    }
  }
  return value as RemotesJson;
}

/** Reads the given remotes.json (from its URL, or its file). */
export async function readRemotesSource(source: string): Promise<RemotesJson> {
  let text: string;
  if (isHttpUrl(source)) {
    let response: Response;
    try {
      response = await fetch(source, { signal: AbortSignal.timeout(10_000) });
    } catch (error) {
      throw new ComposeError(`${source} could not be fetched: ${(error as Error).message}`);
    }
    if (!response.ok) throw new ComposeError(`${source} answered HTTP ${response.status}.`);
    text = await response.text();
  } else {
    text = fs.readFileSync(source, 'utf8');
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ComposeError(`${source} is not JSON.`);
  }
  return validateRemotesJson(json, source);
}

const packageVersion = (app: AppDefinition) =>
  (
    JSON.parse(fs.readFileSync(path.join(appDir(app), 'package.json'), 'utf8')) as {
      version: string;
    }
  ).version;

/** The given remotes.json with the local remotes pointing at their dev servers. */
export function composeRemotes(
  given: RemotesJson,
  local: readonly AppDefinition[],
  env: NodeJS.ProcessEnv = process.env,
): RemotesJson {
  const composed: RemotesJson = { ...given };
  for (const app of local) {
    composed[app.federationName] = {
      entry: `${originOf(portOf(app, env))}/mf-manifest.json`,
      version: `${packageVersion(app)}-local`,
      contract: shellContractOfCheckout(),
    };
  }
  return composed;
}

/** Remotes neither in the given manifest nor local: their areas will show the error view. */
export const missingRemotes = (composed: RemotesJson): string[] =>
  REMOTES.filter((a) => !composed[a.federationName]).map((a) => a.federationName);
