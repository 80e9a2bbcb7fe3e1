import fs from 'node:fs';
import path from 'node:path';
import { apiRoot } from '../src/paths';

const benchDir = path.join(apiRoot, '..', 'bench');

/** Replaces one key of the repo's bench/results.json, keeping every other benchmark's. */
export function mergeResultsKey(key: string, value: unknown): void {
  const file = path.join(benchDir, 'results.json');
  const current = fs.existsSync(file)
    ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>)
    : {};
  current[key] = value;
  fs.writeFileSync(file, `${JSON.stringify(current, null, 2)}\n`);
}

/** Replaces the text between `<!-- name:start -->` and `<!-- name:end -->` in bench/README.md. */
export function writeBenchReadmeSection(name: string, markdown: string): void {
  const file = path.join(benchDir, 'README.md');
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const block = `${start}\n${markdown.trim()}\n${end}`;
  const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '# Benchmarks\n';
  const at = current.indexOf(start);
  const until = current.indexOf(end);
  const next =
    at >= 0 && until > at
      ? `${current.slice(0, at)}${block}${current.slice(until + end.length)}`
      : `${current.trimEnd()}\n\n${block}\n`;
  fs.writeFileSync(file, next);
}
