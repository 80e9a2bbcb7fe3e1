import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { PageRenderer } from '../src/server/render-page';

/** What the shell's server build (`dist/server/main.js`, shell/src/server/index.ts) exports. */
type ServerBuild = {
  renderer: Promise<{
    createPageRenderer: (options: { apiBaseUrl: string }) => Promise<PageRenderer>;
  }>;
};

/**
 * The page renderer of the shell's server build in `buildDir` (its `server/` half), calling the
 * API at `apiUrl` server to server. Loaded once: the remotes' server halves it renders with are
 * read from the live remotes.json at each render, so a remote's deploy needs no restart.
 */
export async function loadPageRenderer(buildDir: string, apiUrl: string): Promise<PageRenderer> {
  const main = path.join(buildDir, 'server', 'main.js');
  if (!fs.existsSync(main)) {
    throw new Error(`${main} is missing: build the shell first (npm run build -w shell).`);
  }
  const build = createRequire(main)(main) as ServerBuild;
  const { createPageRenderer } = await build.renderer;
  return createPageRenderer({ apiBaseUrl: apiUrl });
}
