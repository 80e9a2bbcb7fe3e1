import { gzipSync } from 'node:zlib';
import type { Response } from 'playwright-core';
import { COMPRESSION_THRESHOLD } from '../precompression';

/** The size the benches give a script: gzip at level 6, whatever it was served as. */
export const gzipSize = (bytes: Buffer): number => gzipSync(bytes, { level: 6 }).length;

/** A script as it came over the wire, beside its size once decoded. */
export type AsServed = {
  url: string;
  /** content-encoding: 'br' from serve-app.ts and nginx for any browser that accepts it. */
  encoding: string | undefined;
  /** Bytes on the wire (the body as sent: the build's .br file). */
  transferred: number;
  /** Bytes of JavaScript the page got. */
  size: number;
};

export async function asServed(response: Response, body: Buffer): Promise<AsServed> {
  const [headers, sizes] = await Promise.all([response.allHeaders(), response.request().sizes()]);
  return {
    url: response.url(),
    encoding: headers['content-encoding'],
    transferred: sizes.responseBodySize,
    size: body.length,
  };
}

/**
 * The bench measures what production serves: every script bigger than the build's compression
 * threshold must have come compressed. Throws otherwise (a build without .br files, or a server
 * that ignores them).
 */
export function expectCompressed(scripts: readonly AsServed[]): void {
  const plain = scripts.filter((s) => !s.encoding && s.size >= COMPRESSION_THRESHOLD);
  if (plain.length)
    throw new Error(
      `Served uncompressed, unlike production: ${plain
        .slice(0, 3)
        .map((s) => s.url)
        .join(
          ', ',
        )}${plain.length > 3 ? ` and ${plain.length - 3} more` : ''}. Rebuild (npm run build writes .br/.gz) and serve with scripts/src/serve-app.ts.`,
    );
}
