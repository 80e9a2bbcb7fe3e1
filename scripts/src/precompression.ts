import zlib from 'node:zlib';
import CompressionPlugin from 'compression-webpack-plugin';
import type { WebpackPluginInstance } from 'webpack';

/**
 * Text files worth compressing: scripts, stylesheets, the federation manifest and stats, pages,
 * SVG images. Images in other formats are compressed already. (Production builds have no source maps.)
 */
export const COMPRESSIBLE = /\.(js|css|json|html|svg|txt)$/;

/** Smaller files fit in a packet or two either way: not worth a variant. */
export const COMPRESSION_THRESHOLD = 512;

/** A variant that saves less than a fifth is not kept; the file is then served as it is. */
const MIN_RATIO = 0.8;

/**
 * Writes `name.br` (brotli, maximum quality) and `name.gz` (gzip, level 9) beside every
 * compressible asset of a production build, once, at build time: serve-app.ts and nginx
 * (`brotli_static`, `gzip_static`) send them to browsers that accept them, so no request pays
 * for compression and phones get the smallest files.
 */
export function precompressionPlugins(): WebpackPluginInstance[] {
  const common = { test: COMPRESSIBLE, threshold: COMPRESSION_THRESHOLD, minRatio: MIN_RATIO };
  return [
    new CompressionPlugin({
      ...common,
      filename: '[path][base].gz',
      algorithm: 'gzip',
      compressionOptions: { level: zlib.constants.Z_BEST_COMPRESSION },
    }),
    new CompressionPlugin<zlib.BrotliOptions>({
      ...common,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: {
        params: {
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        },
      },
    }),
  ];
}
