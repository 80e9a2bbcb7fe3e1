import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../apps';

const resultsFile = path.join(repoRoot, 'bench', 'results.json');

/** bench/results.json holds one section per benchmark; each run replaces only its own. */
export function writeSection(name: string, section: unknown): void {
  const current = fs.existsSync(resultsFile)
    ? (JSON.parse(fs.readFileSync(resultsFile, 'utf8')) as Record<string, unknown>)
    : {};
  current[name] = section;
  fs.mkdirSync(path.dirname(resultsFile), { recursive: true });
  fs.writeFileSync(resultsFile, `${JSON.stringify(current, null, 2)}\n`);
}

/** Replaces the part of bench/README.md between `<!-- name -->` markers with a new table. */
export function writeReadmeSection(name: string, markdown: string): void {
  const file = path.join(repoRoot, 'bench', 'README.md');
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const block = `${start}\n${markdown.trim()}\n${end}`;
  const current = fs.existsSync(file)
    ? fs.readFileSync(file, 'utf8')
    : '# Benchmarks\n\n`npm run bench` rewrites the tables below and `bench/results.json`.\n';
  const next = current.includes(start)
    ? current.replace(new RegExp(`${start}[\\s\\S]*?${end}`), block)
    : `${current.trimEnd()}\n\n${block}\n`;
  fs.writeFileSync(file, next);
}
