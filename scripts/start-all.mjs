#!/usr/bin/env node
// `npm start`: builds what is out of date and runs the whole app on this machine.
// Today that is the local API; the shell and the remotes join it as they are built.
import { spawn } from 'node:child_process';

const children = [];

function run(name, command, args, env = {}) {
  const child = spawn(command, args, {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, ...env },
  });
  child.on('exit', (code, signal) => {
    if (signal === null && code !== 0) {
      console.error(`${name} stopped with exit code ${code}; stopping everything.`);
      stopAll(code ?? 1);
    }
  });
  children.push(child);
  return child;
}

function stopAll(code = 0) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exit(code);
}

process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

run('api', 'npm', ['start', '--silent', '-w', 'api']);
