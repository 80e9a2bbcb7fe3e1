import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { BROTLI_STATIC_MODULE, renderMainConfig, type NginxSite } from './render-nginx-config';

// Debian installs it in /usr/sbin, which is not on an unprivileged user's PATH.
export const NGINX_BINARY =
  process.env.NGINX_PATH ?? (fs.existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx');

export type RunningNginx = { dir: string; configFile: string; stop(): Promise<void> };

function nginxMissing(): Error {
  return new Error(
    `nginx not found (${NGINX_BINARY}). Install Debian's package (apt-get install -y nginx) or set NGINX_PATH. .ci/run installs it.`,
  );
}

function waitForPort(port: number, deadline: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`nginx did not listen on port ${port}`));
        else setTimeout(attempt, 50);
      });
    };
    attempt();
  });
}

/**
 * Runs Debian's nginx over built files with the same templates as the Docker images (docker/nginx),
 * in a private folder: its own configuration, pid, logs and temp files. The config is checked
 * (`nginx -t`) before it starts.
 */
export async function startNginx(options: NginxOptions): Promise<RunningNginx> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-'));
  try {
    return await launch(dir, options);
  } catch (error) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

type NginxOptions = { corsOrigins: readonly string[]; sites: readonly NginxSite[] };

async function launch(dir: string, options: NginxOptions): Promise<RunningNginx> {
  for (const name of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    fs.mkdirSync(path.join(dir, 'temp', name), { recursive: true });
  }
  const configFile = path.join(dir, 'nginx.conf');
  // As root, nginx's workers would drop to "nobody"; they must read the checkout's files.
  const runAsUser = process.getuid?.() === 0 ? 'root' : undefined;
  fs.writeFileSync(
    configFile,
    renderMainConfig({ dir, ...options, ...(runAsUser ? { runAsUser } : {}) }),
  );

  if (!fs.existsSync(BROTLI_STATIC_MODULE)) {
    throw new Error(
      `nginx's brotli_static module is missing (${BROTLI_STATIC_MODULE}). Install Debian's package (apt-get install -y libnginx-mod-http-brotli-static) or set NGINX_BROTLI_STATIC_MODULE. .ci/run installs it.`,
    );
  }
  const args = ['-p', dir, '-e', path.join(dir, 'error.log'), '-c', configFile];
  const check = spawnSync(NGINX_BINARY, ['-t', '-q', ...args], { encoding: 'utf8' });
  if (check.error) throw nginxMissing();
  if (check.status !== 0) throw new Error(`nginx rejected ${configFile}:\n${check.stderr}`);

  const child = spawn(NGINX_BINARY, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let started = false;
  const stoppedAtStart = exited.then(() => {
    if (!started) {
      throw new Error(
        `nginx stopped at start:\n${stderr}${fs.readFileSync(path.join(dir, 'error.log'), 'utf8')}`,
      );
    }
  });
  stoppedAtStart.catch(() => undefined);
  try {
    await Promise.race([
      Promise.all(options.sites.map((s) => waitForPort(s.port, Date.now() + 10_000))),
      stoppedAtStart,
    ]);
    started = true;
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
  return {
    dir,
    configFile,
    async stop() {
      child.kill('SIGQUIT');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
