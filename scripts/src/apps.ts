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

/** How long the shell's server may render a page before the browser renders it instead. */
export const DEFAULT_RENDER_BUDGET_MS = 300;

export function renderBudgetOf(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.SHELL_RENDER_BUDGET_MS;
  if (raw === undefined || raw === '') return DEFAULT_RENDER_BUDGET_MS;
  const ms = Number(raw);
  if (!/^\d+$/.test(raw) || ms < 1 || ms > 60_000) {
    throw new Error(
      `SHELL_RENDER_BUDGET_MS must be a whole number of milliseconds from 1 to 60000, got "${raw}".`,
    );
  }
  return ms;
}
