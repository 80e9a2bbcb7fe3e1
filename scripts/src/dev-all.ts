/** `npm run dev`: the API and every app with reload on change, each in its own process. */
import { spawn, type ChildProcess } from 'node:child_process';
import { APPS, repoRoot } from './apps';
import { appOrigins } from './runtime-config';

const children: ChildProcess[] = [];

function run(name: string, args: string[], env: NodeJS.ProcessEnv = process.env): void {
  const child = spawn('npm', args, { cwd: repoRoot, env, stdio: 'inherit' });
  child.on('exit', (code) => {
    if (code) console.error(`${name} stopped with exit code ${code}`);
  });
  children.push(child);
}

run('api', ['run', 'dev', '-w', 'api'], {
  ...process.env,
  API_CORS_ORIGINS: appOrigins().join(','),
});
for (const app of APPS) run(app.dir, ['run', 'dev', '-w', app.dir]);

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
