/**
 * Builds the single-bundle yardstick into bench/tmp/single-bundle/: the shell and the five areas
 * as one webpack app without Module Federation (create-single-bundle-config.ts).
 *   npx tsx scripts/src/single-bundle/build-single-bundle.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { APPS, appDir, type AppDefinition } from '../apps';
import { compile } from '../build';
import { inputsDigest, isUpToDate, writeStamp } from '../build-stamp';
import { loadFederationDefinition } from '../load-federation-definition';
import { shellContractOfCheckout } from '../shell-contract';
import { createSingleBundleConfig } from './create-single-bundle-config';
import { exposedModulesOf, generatedModuleSource, type BundledRemote } from './exposed-modules';
import { librariesBundledTwice } from './library-copies';
import { GENERATED_MODULE, SINGLE_BUNDLE_DIR } from './single-bundle-paths';

const versionOf = (app: AppDefinition): string =>
  (
    JSON.parse(fs.readFileSync(path.join(appDir(app), 'package.json'), 'utf8')) as {
      version: string;
    }
  ).version;

function writeGeneratedModule(): void {
  const remotes = APPS.filter((a) => a.kind === 'remote');
  const listed: Record<string, BundledRemote> = Object.fromEntries(
    remotes.map((app) => [
      app.federationName,
      { entry: `bundled:${app.dir}`, version: versionOf(app), contract: shellContractOfCheckout() },
    ]),
  );
  const source = generatedModuleSource(
    exposedModulesOf(remotes, loadFederationDefinition, appDir),
    listed,
  );
  fs.mkdirSync(path.dirname(GENERATED_MODULE), { recursive: true });
  fs.writeFileSync(GENERATED_MODULE, source);
}

/**
 * Builds it and refuses a bundle with any federation code or a library bundled twice. Skipped when
 * the last build was from the same sources (both benches of one `npm run bench` need it).
 */
export async function buildSingleBundle(): Promise<'built' | 'up to date'> {
  const digest = inputsDigest(APPS.map(appDir));
  if (isUpToDate(SINGLE_BUNDLE_DIR, digest)) return 'up to date';
  writeGeneratedModule();
  const stats = await compile(createSingleBundleConfig());
  const files = (stats.toJson({ all: false, modules: true, nestedModules: true }).modules ?? [])
    .flatMap((m) => [m, ...(m.modules ?? [])])
    .map((m) => m.nameForCondition ?? '')
    .filter(Boolean);
  const federation = files.filter((f) => /[\\/]@module-federation[\\/]/.test(f));
  if (federation.length)
    throw new Error(
      `The single bundle holds federation code: ${federation.slice(0, 3).join(', ')}`,
    );
  const twice = librariesBundledTwice(files);
  if (twice.length) throw new Error(`The single bundle holds two copies of: ${twice.join(', ')}`);
  if (!fs.existsSync(path.join(SINGLE_BUNDLE_DIR, 'index.html')))
    throw new Error('The single bundle has no index.html');
  writeStamp(SINGLE_BUNDLE_DIR, digest);
  return 'built';
}

if (require.main === module) {
  const started = Date.now();
  buildSingleBundle()
    .then((result) =>
      console.log(
        `single bundle: ${result === 'built' ? `built in ${((Date.now() - started) / 1000).toFixed(1)} s` : result} → ${SINGLE_BUNDLE_DIR}`,
      ),
    )
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
