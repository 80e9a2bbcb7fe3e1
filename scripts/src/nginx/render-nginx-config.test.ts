import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  NGINX_TEMPLATES,
  fillTemplate,
  originPattern,
  renderMainConfig,
} from './render-nginx-config';
import { NGINX_BINARY } from './start-nginx';

describe('the nginx templates', () => {
  it('fills placeholders strictly and leaves nginx variables alone', () => {
    expect(fillTemplate('listen ${PORT}; add_header X $uri;', { PORT: '80' })).toBe(
      'listen 80; add_header X $uri;',
    );
    expect(() => fillTemplate('root ${ROOT};', {})).toThrow('${ROOT} has no value');
  });

  it('allows whole shell origins only, dots escaped', () => {
    expect(originPattern(['http://localhost:3000', 'https://app.example.com'])).toBe(
      'http://localhost:3000|https://app\\.example\\.com',
    );
    expect(() => originPattern(['https://app.example.com/path'])).toThrow('not a bare origin');
    expect(() => originPattern(['localhost'])).toThrow('"localhost" is not a bare origin');
    expect(() => originPattern([])).toThrow('At least one shell origin');
  });

  it('name only placeholders the Dockerfiles and the renderer both provide', () => {
    const placeholders = (file: string) =>
      [...fs.readFileSync(path.join(NGINX_TEMPLATES, file), 'utf8').matchAll(/\$\{([A-Z_]+)\}/g)]
        .map((m) => m[1])
        .sort();
    expect([...new Set(placeholders('http.conf.template'))]).toEqual(['CORS_ORIGIN_PATTERN']);
    expect([...new Set(placeholders('static.conf.template'))]).toEqual([
      'LISTEN_PORT',
      'SERVER_ROOT',
    ]);
    const shellEnv = fs.readFileSync(path.join(NGINX_TEMPLATES, '..', 'shell.Dockerfile'), 'utf8');
    for (const name of new Set(placeholders('shell.conf.template'))) {
      expect([name, shellEnv.includes(`${name}=`)]).toEqual([name, true]);
    }
  });

  const nginxInstalled = (() => {
    try {
      execFileSync(NGINX_BINARY, ['-v'], { stdio: 'ignore' });
      return true;
    } catch {
      return false;
    }
  })();

  (nginxInstalled ? it : it.skip)('render a configuration nginx accepts (nginx -t)', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-conf-'));
    try {
      for (const n of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
        fs.mkdirSync(path.join(dir, 'temp', n), { recursive: true });
      const file = path.join(dir, 'nginx.conf');
      fs.writeFileSync(
        file,
        renderMainConfig({
          dir,
          corsOrigins: ['http://localhost:3000'],
          sites: [
            {
              kind: 'shell',
              port: 3000,
              root: dir,
              remotesJsonFile: path.join(dir, 'remotes.json'),
              appConfigFile: path.join(dir, 'app-config.json'),
              remoteOrigins: ['http://localhost:3200'],
              apiOrigin: 'http://localhost:3100',
              apiUpstream: 'http://127.0.0.1:3100',
              servers: ['127.0.0.1:3010', '127.0.0.1:3011'],
            },
            { kind: 'static', port: 3200, root: dir },
          ],
        }),
      );
      execFileSync(
        NGINX_BINARY,
        ['-t', '-q', '-p', dir, '-e', path.join(dir, 'error.log'), '-c', file],
        {
          stdio: 'pipe',
        },
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
