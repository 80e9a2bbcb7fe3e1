import path from 'node:path';

/** The repo root (scripts/src/ → ../..). */
export const repoRoot = path.resolve(__dirname, '..', '..');

export type AppDefinition = {
  /** Workspace folder and npm workspace name. */
  dir: string;
  /** Module Federation container name. */
  federationName: string;
  kind: 'host' | 'remote';
  defaultPort: number;
  /** Environment variable that overrides the port. */
  portVariable: string;
};

/** Every app of the composition with its port: the one place ports are written down. */
export const APPS: readonly AppDefinition[] = [
  {
    dir: 'shell',
    federationName: 'shell',
    kind: 'host',
    defaultPort: 3000,
    portVariable: 'SHELL_PORT',
  },
  {
    dir: 'mf-content',
    federationName: 'mf_content',
    kind: 'remote',
    defaultPort: 3001,
    portVariable: 'MF_CONTENT_PORT',
  },
  {
    dir: 'mf-exam',
    federationName: 'mf_exam',
    kind: 'remote',
    defaultPort: 3002,
    portVariable: 'MF_EXAM_PORT',
  },
  {
    dir: 'mf-train',
    federationName: 'mf_train',
    kind: 'remote',
    defaultPort: 3003,
    portVariable: 'MF_TRAIN_PORT',
  },
  {
    dir: 'mf-user',
    federationName: 'mf_user',
    kind: 'remote',
    defaultPort: 3004,
    portVariable: 'MF_USER_PORT',
  },
  {
    dir: 'mf-clockin',
    federationName: 'mf_clockin',
    kind: 'remote',
    defaultPort: 3005,
    portVariable: 'MF_CLOCKIN_PORT',
  },
];

export const API_DEFAULT_PORT = 3100;

export function appByDir(dir: string): AppDefinition {
  const app = APPS.find((a) => a.dir === dir);
  if (!app) throw new Error(`Unknown app "${dir}". Apps: ${APPS.map((a) => a.dir).join(', ')}.`);
  return app;
}

export function parsePort(variable: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || port < 1 || port > 65535) {
    throw new Error(`${variable} must be a port number between 1 and 65535, got "${raw}".`);
  }
  return port;
}

export const portOf = (app: AppDefinition, env: NodeJS.ProcessEnv = process.env): number =>
  parsePort(app.portVariable, env[app.portVariable], app.defaultPort);

export const apiPortOf = (env: NodeJS.ProcessEnv = process.env): number =>
  parsePort('API_PORT', env.API_PORT, API_DEFAULT_PORT);

export const appDir = (app: AppDefinition): string => path.join(repoRoot, app.dir);

/** Where an app's production build goes (and what its server serves). */
export const distDir = (app: AppDefinition): string => path.join(appDir(app), 'dist');

/**
 * A setting in whole milliseconds: its reader of an environment answers `fallback` when unset,
 * and stops with a message saying what to set when the value is not from `least` to `most`.
 */
function millisecondsSetting(
  variable: string,
  range: { fallback: number; least: number; most: number },
): (env?: NodeJS.ProcessEnv) => number {
  return (env = process.env) => {
    const raw = env[variable];
    if (raw === undefined || raw === '') return range.fallback;
    const ms = Number(raw);
    if (!/^\d+$/.test(raw) || ms < range.least || ms > range.most) {
      throw new Error(
        `${variable} must be a whole number of milliseconds from ${range.least} to ${range.most}, got "${raw}".`,
      );
    }
    return ms;
  };
}

/** How long the shell's server may render a page before the browser renders it instead. */
export const DEFAULT_RENDER_BUDGET_MS = 300;

export const renderBudgetOf = millisecondsSetting('SHELL_RENDER_BUDGET_MS', {
  fallback: DEFAULT_RENDER_BUDGET_MS,
  least: 1,
  most: 60_000,
});

/**
 * How long the shell's server sends a visitor's page again before rendering it again (0: it
 * renders every request): how much older than a render of their own a visitor's page may be.
 */
export const DEFAULT_VISITOR_PAGE_CACHE_MS = 1000;

export const visitorPageCacheMsOf = millisecondsSetting('SHELL_VISITOR_PAGE_CACHE_MS', {
  fallback: DEFAULT_VISITOR_PAGE_CACHE_MS,
  least: 0,
  most: 60_000,
});

/**
 * How long after the shell's server sends a visitor a page no longer fresh the new render behind
 * it starts (0: at once): after the reader's phone has fetched what the page needs to show and
 * answer taps (about 1.5 s on the bench's phone), which a render at once would compete with.
 */
export const DEFAULT_STALE_PAGE_RENDER_DELAY_MS = 2000;

export const stalePageRenderDelayMsOf = millisecondsSetting('SHELL_STALE_PAGE_RENDER_DELAY_MS', {
  fallback: DEFAULT_STALE_PAGE_RENDER_DELAY_MS,
  least: 0,
  most: 60_000,
});
