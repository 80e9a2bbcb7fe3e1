import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../apps';

/** The templates the Docker images use (docker/nginx), filled the same way here. */
export const NGINX_TEMPLATES = path.join(repoRoot, 'docker', 'nginx');

/**
 * Fills `${NAME}` placeholders like the nginx image's envsubst does, but strictly: a placeholder
 * without a value is an error, so a typo cannot turn into an empty directive. nginx's own
 * variables ($uri) have no braces and are left alone.
 */
export function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\$\{([A-Z][A-Z0-9_]*)\}/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`nginx template placeholder \${${name}} has no value`);
    return value;
  });
}

export const readTemplate = (name: string): string =>
  fs.readFileSync(path.join(NGINX_TEMPLATES, name), 'utf8');

/** A regex alternative of whole origins, for the CORS map (`http://localhost:3000|…`). */
export function originPattern(origins: readonly string[]): string {
  if (!origins.length) throw new Error('At least one shell origin must be allowed (CORS).');
  return origins
    .map((origin) => {
      const url = URL.canParse(origin) ? new URL(origin) : undefined;
      if (url?.origin !== origin)
        throw new Error(`"${origin}" is not a bare origin (scheme://host:port).`);
      return origin.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('|');
}

export type ShellSite = {
  kind: 'shell';
  port: number;
  root: string;
  remotesJsonFile: string;
  appConfigFile: string;
  /** Origins the remotes' files come from (CSP script-src, connect-src, img-src). */
  remoteOrigins: readonly string[];
  /** Where the browser may reach the API besides this origin ('' when only through the proxy). */
  apiOrigin: string;
  /** The API behind /api/ (proxy_pass), e.g. http://127.0.0.1:3100. */
  apiUpstream: string;
  /** The shell's servers that render the pages (host:port each), behind one upstream. */
  servers: readonly string[];
};

/** The upstream's `server` lines: one per shell server. */
export function shellServers(servers: readonly string[]): string {
  if (!servers.length) throw new Error("At least one shell server must render the shell's pages.");
  return servers.map((server) => `server ${server};`).join(' ');
}

export type StaticSite = { kind: 'static'; port: number; root: string };

export type NginxSite = ShellSite | StaticSite;

/** One server block, from the same template file the Docker image uses. */
export function renderSite(site: NginxSite): string {
  if (site.kind === 'static') {
    return fillTemplate(readTemplate('static.conf.template'), {
      LISTEN_PORT: String(site.port),
      SERVER_ROOT: site.root,
    });
  }
  return fillTemplate(readTemplate('shell.conf.template'), {
    LISTEN_PORT: String(site.port),
    SERVER_ROOT: site.root,
    REMOTES_JSON_FILE: site.remotesJsonFile,
    APP_CONFIG_FILE: site.appConfigFile,
    REMOTE_ORIGINS: site.remoteOrigins.join(' '),
    API_ORIGIN: site.apiOrigin,
    API_UPSTREAM: site.apiUpstream,
    SHELL_SERVERS: shellServers(site.servers),
  });
}

/**
 * Debian's libnginx-mod-http-brotli-static (http.conf.template says `brotli_static on`): the
 * images load it through /etc/nginx/modules-enabled, a private instance by its path.
 */
export const BROTLI_STATIC_MODULE =
  process.env.NGINX_BROTLI_STATIC_MODULE ??
  '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/** A whole nginx.conf for a private, unprivileged-style instance rooted in `dir`. */
export function renderMainConfig(options: {
  dir: string;
  corsOrigins: readonly string[];
  sites: readonly NginxSite[];
  runAsUser?: string;
}): string {
  const { dir } = options;
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, 'temp', name)};`;
  return [
    options.runAsUser ? `user ${options.runAsUser};` : '',
    `load_module ${BROTLI_STATIC_MODULE};`,
    'worker_processes 1;',
    'daemon off;',
    `pid ${path.join(dir, 'nginx.pid')};`,
    `error_log ${path.join(dir, 'error.log')} warn;`,
    'events { worker_connections 512; }',
    'http {',
    '    include /etc/nginx/mime.types;',
    '    default_type application/octet-stream;',
    '    access_log off;',
    // Set in the nginx image's own nginx.conf, which the templates are included into.
    '    sendfile on;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((n) => `    ${temp(n)}`),
    fillTemplate(readTemplate('http.conf.template'), {
      CORS_ORIGIN_PATTERN: originPattern(options.corsOrigins),
    }),
    ...options.sites.map(renderSite),
    '}',
    '',
  ].join('\n');
}
