import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { shellContractOfCheckout } from '../shell-contract';

/** A federation name's folder name: mf_exam → mf-exam. */
const dirOf = (federationName: string) => federationName.replace(/_/g, '-');

/**
 * A production build of a remote as webpack leaves it: manifest, entry, a hashed chunk with its
 * brotli and gzip variants, a stylesheet, an image, the local build's bookkeeping, and its
 * server half.
 */
export function fakeBuild(
  dir: string,
  options: { name?: string; version?: string; contract?: number; chunk?: string } = {},
): string {
  const name = options.name ?? 'mf_exam';
  const version = options.version ?? '1.0.0';
  fs.mkdirSync(dir, { recursive: true });
  const manifest = {
    id: name,
    name,
    metaData: {
      name,
      buildInfo: { buildVersion: version, buildName: dirOf(name) },
      publicPath: 'auto',
      remoteEntry: { name: 'remoteEntry.js', path: '' },
      shellContract: options.contract ?? shellContractOfCheckout(),
    },
    exposes: [
      {
        name: 'routes',
        assets: { js: { sync: ['pages.1a2b3c4d.js'] }, css: { sync: ['pages.5e6f7a8b.css'] } },
      },
    ],
  };
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), `var ${name} = "${version}";`);
  const chunk = `${options.chunk ?? `console.log("pages of ${version}");`}\n${'// padding\n'.repeat(80)}`;
  fs.writeFileSync(path.join(dir, 'pages.1a2b3c4d.js'), chunk);
  fs.writeFileSync(path.join(dir, 'pages.1a2b3c4d.js.br'), zlib.brotliCompressSync(chunk));
  fs.writeFileSync(path.join(dir, 'pages.1a2b3c4d.js.gz'), zlib.gzipSync(chunk));
  fs.writeFileSync(path.join(dir, 'pages.5e6f7a8b.css'), '.page { margin: 0; }');
  fs.mkdirSync(path.join(dir, 'images'), { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'images', 'logo.0a1b2c3d.png'),
    Buffer.from([0x89, 0x50, 0x4e, 0x47]),
  );
  fs.writeFileSync(path.join(dir, '.build-stamp'), 'local bookkeeping');
  writeServerHalf(dir, name, options.contract ?? shellContractOfCheckout());
  return dir;
}

/** A build's server half as the server build leaves it: its manifest, entry and a chunk. */
export function writeServerHalf(dir: string, name: string, contract: number | null): void {
  const server = path.join(dir, 'server');
  fs.mkdirSync(server, { recursive: true });
  const metaData = { name, ...(contract === null ? {} : { shellContract: contract }) };
  fs.writeFileSync(path.join(server, 'mf-manifest.json'), JSON.stringify({ name, metaData }));
  fs.writeFileSync(path.join(server, 'remoteEntry.js'), `exports.${name} = {};`);
  fs.writeFileSync(path.join(server, 'pages.9f8e7d6c.js'), 'exports.modules = {};');
}
