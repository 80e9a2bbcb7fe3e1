import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AppDefinition } from '../apps';
import { compile } from '../build';
import { createRuntimeCoreConfig, createWebpackConfig } from '../create-webpack-config';
import { loadFederationDefinition } from '../load-federation-definition';

/** A production build of one remote into a fresh temporary folder (its dist/ stays as it is). */
export async function buildRelease(app: AppDefinition): Promise<string> {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), `release-${app.dir}-`));
  const definition = loadFederationDefinition(app.dir);
  const config = createWebpackConfig(definition, 'production');
  await compile({ ...config, output: { ...config.output, path: out } });
  const runtime = createRuntimeCoreConfig(definition);
  await compile({ ...runtime, output: { ...runtime.output, path: out } });
  return out;
}
