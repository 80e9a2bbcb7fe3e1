import path from 'node:path';
import { repoRoot } from '../apps';

/** The built single bundle (bench/tmp/ is not committed). */
export const SINGLE_BUNDLE_DIR = path.join(repoRoot, 'bench', 'tmp', 'single-bundle');
/** The module generated from the federation configs before each build. */
export const GENERATED_MODULE = path.join(
  repoRoot,
  'bench',
  'tmp',
  'single-bundle-src',
  'generated.js',
);
export const REPLACEMENTS_DIR = path.join(__dirname, 'replacements');
