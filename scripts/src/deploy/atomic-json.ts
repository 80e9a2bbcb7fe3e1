import fs from 'node:fs';
import path from 'node:path';

/** Reads a JSON file, or returns `fallback` when it does not exist yet. */
export function readJson<T>(file: string, fallback: T): T {
  if (!fs.existsSync(file)) return fallback;
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  } catch (error) {
    throw new Error(`${file} is not valid JSON: ${(error as Error).message}`);
  }
}

/**
 * Replaces a JSON file in one step: written beside it under a temporary name, flushed, then
 * renamed over it. A reader (nginx serving remotes.json) sees the old file or the new one, never
 * half of one.
 */
export function writeJsonAtomically(file: string, value: unknown): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = path.join(
    path.dirname(file),
    `.${path.basename(file)}.${process.pid}.${Date.now()}.tmp`,
  );
  const fd = fs.openSync(temporary, 'w');
  try {
    fs.writeFileSync(fd, `${JSON.stringify(value, null, 2)}\n`);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  fs.renameSync(temporary, file);
}

const LOCK_STALE_MS = 60_000;

/**
 * Runs `work` holding `<dir>/.lock`, so two deploys of different remotes never lose one
 * another's remotes.json change. A lock older than a minute is a crashed run's and is taken over.
 */
export async function withLock<T>(dir: string, work: () => T | Promise<T>): Promise<T> {
  fs.mkdirSync(dir, { recursive: true });
  const lock = path.join(dir, '.lock');
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      fs.closeSync(fs.openSync(lock, 'wx'));
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const age = Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? 0);
      if (age > LOCK_STALE_MS) fs.rmSync(lock, { force: true });
      else if (Date.now() > deadline)
        throw new Error(`${lock} is held by another deploy; try again when it has finished.`);
      else await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  try {
    return await work();
  } finally {
    fs.rmSync(lock, { force: true });
  }
}
