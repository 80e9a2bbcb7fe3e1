/**
 * A real S3-protocol server for the deploy tool's tests: s3rver (npm), on a free port, over a
 * temporary folder, with one bucket.
 *
 * Why a middleware of our own: s3rver 3.7.1 predates S3's conditional writes (2024) and ignores
 * If-Match / If-None-Match on PutObject, the very thing that keeps two deploys from losing one
 * another's remotes.json change. So, before s3rver's routes, this server checks them as AWS S3
 * does: 412 PreconditionFailed when If-Match is not the object's current ETag, or when
 * If-None-Match is `*` and the object exists; writes to one key are serialised so the check and
 * the write are one step, as in S3. It also lets a test act just before a PUT lands (another
 * team's write, a failure of the server).
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';

type KoaContext = {
  method: string;
  path: string;
  query: Record<string, unknown>;
  status: number;
  type: string;
  body: unknown;
  get(header: string): string;
};
type Middleware = (ctx: KoaContext, next: () => Promise<void>) => Promise<void>;
type S3rverStore = {
  existsObject(bucket: string, key: string): Promise<boolean>;
  getMetadata(bucket: string, key: string): Promise<{ etag: string }>;
};
type S3rverInstance = {
  middleware: Middleware[];
  store: S3rverStore;
  run(): Promise<{ port: number }>;
  close(): Promise<void>;
};
type S3rverClass = new (options: Record<string, unknown>) => S3rverInstance;

// s3rver ships no types; the little of it used here is typed above.
const S3rver = createRequire(__filename)('s3rver') as S3rverClass;

export const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/** Runs before a PUT of `key` is checked and stored; may answer the request itself (returns true). */
export type PutHook = (key: string, ctx: KoaContext) => Promise<boolean | void> | boolean | void;

export type S3TestServer = {
  endpoint: string;
  bucket: string;
  client: S3Client;
  /** The AWS environment the deploy tool reads for this server. */
  env: NodeJS.ProcessEnv;
  /** Hooks run on every PUT (cleared by `clearHooks`). */
  hooks: PutHook[];
  clearHooks(): void;
  /** An object's text, or undefined when it does not exist. */
  text(key: string): Promise<string | undefined>;
  /** Every key under `prefix`, sorted. */
  keys(prefix: string): Promise<string[]>;
  stop(): Promise<void>;
};

const xmlError = (code: string, message: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`;

/** Answers a request as S3 does when something fails: 500 InternalError. */
export function answerInternalError(ctx: KoaContext): true {
  ctx.status = 500;
  ctx.type = 'application/xml';
  ctx.body = xmlError('InternalError', 'We encountered an internal error. Please try again.');
  return true;
}

export async function startS3TestServer(bucket = 'cdn'): Promise<S3TestServer> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 's3rver-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    directory,
    silent: true,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const hooks: PutHook[] = [];
  const queues = new Map<string, Promise<void>>();

  const preconditions: Middleware = async (ctx, next) => {
    const [, bucketName, ...parts] = ctx.path.split('/');
    const key = decodeURIComponent(parts.join('/'));
    if (ctx.method !== 'PUT' || !bucketName || !key) return next();
    for (const hook of [...hooks]) if (await hook(key, ctx)) return;
    // One write to a key at a time: the check below and the write are one step.
    const id = `${bucketName}/${key}`;
    const before = queues.get(id) ?? Promise.resolve();
    let done!: () => void;
    const mine = new Promise<void>((resolve) => (done = resolve));
    const queued = before.then(() => mine);
    queues.set(id, queued);
    await before;
    try {
      const ifMatch = ctx.get('if-match');
      const ifNoneMatch = ctx.get('if-none-match');
      if (ifMatch || ifNoneMatch) {
        const exists = await server.store.existsObject(bucketName, key);
        const etag = exists ? (await server.store.getMetadata(bucketName, key)).etag : undefined;
        const bare = (tag: string) => tag.replace(/"/g, '');
        if (
          (ifMatch && (etag === undefined || bare(ifMatch) !== bare(etag))) ||
          (ifNoneMatch === '*' && exists)
        ) {
          ctx.status = 412;
          ctx.type = 'application/xml';
          ctx.body = xmlError(
            'PreconditionFailed',
            'At least one of the pre-conditions you specified did not hold',
          );
          return;
        }
      }
      await next();
    } finally {
      done();
      if (queues.get(id) === queued) queues.delete(id);
    }
  };
  server.middleware.unshift(preconditions);

  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: CREDENTIALS,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return {
    endpoint,
    bucket,
    client,
    env: {
      AWS_ENDPOINT_URL: endpoint,
      AWS_REGION: 'us-east-1',
      AWS_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
    },
    hooks,
    clearHooks: () => void hooks.splice(0),
    async text(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return await object.Body!.transformToString('utf-8');
      } catch (error) {
        if ((error as Error).name === 'NoSuchKey') return undefined;
        throw error;
      }
    },
    async keys(prefix) {
      const listed = await client.send(
        new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, MaxKeys: 1000 }),
      );
      return (listed.Contents ?? []).map((o) => o.Key!).sort();
    },
    async stop() {
      client.destroy();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
