/**
 * Writes the contract to api/openapi.json and the frontend's types to shared/src/api/schema.gen.ts.
 * With --check it writes nothing and fails when either committed file is stale.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiRoot } from '../paths';
import { buildOpenApiDocument } from './openapi-document';

const repoRoot = path.dirname(apiRoot);
const documentFile = path.join(apiRoot, 'openapi.json');
const typesFile = path.join(repoRoot, 'shared', 'src', 'api', 'schema.gen.ts');
const generator = path.join(repoRoot, 'node_modules', '.bin', 'openapi-typescript');

function apiVersion(): string {
  return (
    JSON.parse(fs.readFileSync(path.join(apiRoot, 'package.json'), 'utf8')) as { version: string }
  ).version;
}

function render(): { document: string; types: string } {
  const document = `${JSON.stringify(buildOpenApiDocument(apiVersion()), null, 2)}\n`;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'contract-'));
  try {
    const input = path.join(dir, 'openapi.json');
    const output = path.join(dir, 'schema.gen.ts');
    fs.writeFileSync(input, document);
    execFileSync(
      generator,
      [input, '-o', output, '--root-types', '--root-types-no-schema-prefix'],
      { stdio: 'pipe' },
    );
    const banner =
      '// Generated from api/openapi.json by `npm run contract -w api`. Do not edit.\n';
    return { document, types: banner + fs.readFileSync(output, 'utf8') };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const { document, types } = render();
if (process.argv.includes('--check')) {
  const stale = [
    [documentFile, document],
    [typesFile, types],
  ].filter(
    ([file, content]) => !fs.existsSync(file!) || fs.readFileSync(file!, 'utf8') !== content,
  );
  if (stale.length) {
    console.error(
      `Stale contract output: ${stale.map(([f]) => path.relative(repoRoot, f!)).join(', ')}.\nRun \`npm run contract -w api\` and commit the result.`,
    );
    process.exit(1);
  }
  console.log('contract: api/openapi.json and shared/src/api/schema.gen.ts are up to date');
} else {
  fs.mkdirSync(path.dirname(typesFile), { recursive: true });
  fs.writeFileSync(documentFile, document);
  fs.writeFileSync(typesFile, types);
  console.log(
    `wrote ${path.relative(repoRoot, documentFile)} and ${path.relative(repoRoot, typesFile)}`,
  );
}
