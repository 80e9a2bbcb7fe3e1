import fs from 'node:fs';
import path from 'node:path';

/**
 * An app's build has two halves: the browser's files, and in `server/` the same app built for
 * Node (create-server-webpack-config.ts), which the shell's server renders pages with. A
 * remote's release is both halves in one folder.
 */
export const SERVER_FOLDER = 'server';

/** The server half's container entry (the federation's Node runtime loads it). */
export const serverEntryFile = (dir: string): string =>
  path.join(dir, SERVER_FOLDER, 'remoteEntry.js');

/** Whether the build in `dir` has its server half. */
export const hasServerHalf = (dir: string): boolean => fs.existsSync(serverEntryFile(dir));
