import path from 'node:path';
import { appByDir, appDir } from './apps';
import type { FederationDefinition } from './define-federation';

/** Reads `<app>/federation.config.ts` (run under tsx, so TypeScript loads directly). */
export function loadFederationDefinition(dir: string): FederationDefinition {
  const file = path.join(appDir(appByDir(dir)), 'federation.config.ts');
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const loaded = require(file) as { default: FederationDefinition };
  if (loaded.default.app !== dir) {
    throw new Error(`${file} describes "${loaded.default.app}", expected "${dir}".`);
  }
  return loaded.default;
}
