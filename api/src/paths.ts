import fs from 'node:fs';
import path from 'node:path';

/** The api/ folder, whether running from src/ (tsx, jest) or from dist/src/ (built). */
export const apiRoot: string = (() => {
  let dir = __dirname;
  while (!fs.existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`api/package.json not found above ${__dirname}`);
    dir = parent;
  }
  return dir;
})();

/** Media files shipped with the repo for the seed (video, audio, PDF the players can really play). */
export const shippedMediaDir = path.join(apiRoot, 'media');
export const migrationsDir = path.join(apiRoot, 'src', 'db', 'migrations');
