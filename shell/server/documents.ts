import fs from 'node:fs';
import type { RemotesManifest } from 'shared/federation';
import type { ShellServerOptions } from './shell-server';

function readJson(file: string): unknown {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
}

/**
 * The run-time documents as files (what nginx serves beside the shell's servers in production,
 * and what `npm run deploy` rewrites): read at each page, so a deploy is the next page's.
 */
export function documentsFromFiles(
  remotesJsonFile: string,
  appConfigFile: string,
): ShellServerOptions['documents'] {
  for (const [name, file] of [
    ['REMOTES_JSON_FILE', remotesJsonFile],
    ['APP_CONFIG_FILE', appConfigFile],
  ] as const) {
    if (!fs.existsSync(file)) throw new Error(`${name} names ${file}, which does not exist.`);
  }
  return {
    'remotes.json': () => readJson(remotesJsonFile) as RemotesManifest,
    'app-config.json': () => readJson(appConfigFile),
  };
}
