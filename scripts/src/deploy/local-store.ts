import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { withLock, writeJsonAtomically } from './atomic-json';
import { publishFolder } from './release-folder';
import type { DeployStore, Versioned } from './store';

const digest = (content: Buffer) => createHash('sha256').update(content).digest('hex');

/**
 * The local deploy root: a folder `npm start` serves as its CDN would. Release folders are
 * renamed into place whole; JSON documents are replaced atomically; a command holds the root's
 * lock file while it runs, so two deploys at once never lose one another's change.
 */
export class LocalStore implements DeployStore {
  constructor(
    readonly root: string,
    readonly publicUrl: string,
  ) {}

  get location(): string {
    return this.root;
  }

  private file(key: string): string {
    return path.join(this.root, ...key.split('/'));
  }

  async check(): Promise<void> {
    const stat = fs.statSync(this.root, { throwIfNoEntry: false });
    if (stat && !stat.isDirectory()) throw new Error(`${this.root} is not a folder.`);
  }

  async readJson<T>(key: string): Promise<Versioned<T>> {
    const file = this.file(key);
    let content: Buffer;
    try {
      content = fs.readFileSync(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT')
        return { value: undefined, version: null };
      throw error;
    }
    try {
      return { value: JSON.parse(content.toString('utf8')) as T, version: digest(content) };
    } catch (error) {
      throw new Error(`${file} is not valid JSON: ${(error as Error).message}`);
    }
  }

  async writeJsonIf(key: string, value: unknown, expected: string | null): Promise<boolean> {
    const file = this.file(key);
    const current = fs.existsSync(file) ? digest(fs.readFileSync(file)) : null;
    if (current !== expected) return false;
    writeJsonAtomically(file, value);
    return true;
  }

  async publish(sourceDir: string, prefix: string): Promise<'published' | 'already there'> {
    return publishFolder(sourceDir, this.file(prefix));
  }

  exclusive<T>(work: () => Promise<T>): Promise<T> {
    return withLock(this.root, work);
  }

  close(): void {}
}
