import fs from 'node:fs';
import path from 'node:path';
import {
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { contentType } from 'mime-types';
import { CACHE_CONTROL } from '../caching-rules';
import { deployPublicUrlOf } from './deploy-root';
import { DeployError } from './deploy-error';
import { filesOf } from './release-folder';
import type { DeployStore, Versioned } from './store';

/** An S3-compatible bucket (AWS S3, MinIO, Aliyun OSS, Tencent COS…) and where in it releases go. */
export type S3Target = {
  bucket: string;
  /** Key prefix without slashes at either end ('' for the bucket's root). */
  prefix: string;
  /** AWS_ENDPOINT_URL_S3 or AWS_ENDPOINT_URL; undefined for AWS itself. */
  endpoint: string | undefined;
  region: string;
  credentials: { accessKeyId: string; secretAccessKey: string; sessionToken?: string };
  publicUrl: string;
  /** Uploads under way at once (DEPLOY_UPLOAD_CONCURRENCY, default 8). */
  concurrency: number;
  /** Attempts per request (AWS_MAX_ATTEMPTS, the SDK's default 3). */
  maxAttempts: number | undefined;
};

export const DEFAULT_UPLOAD_CONCURRENCY = 8;

const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

const positiveInteger = (name: string, raw: string | undefined): number | undefined => {
  if (raw === undefined || raw === '') return undefined;
  if (!/^[1-9]\d{0,2}$/.test(raw)) {
    throw new DeployError(`${name} must be a whole number from 1 to 999, got "${raw}".`);
  }
  return Number(raw);
};

/**
 * Reads `s3://bucket/prefix` and the standard AWS environment (AWS_ENDPOINT_URL[_S3],
 * AWS_REGION, AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY[, AWS_SESSION_TOKEN]) plus
 * DEPLOY_PUBLIC_URL, refusing clearly when something is missing.
 */
export function s3TargetOf(url: string, env: NodeJS.ProcessEnv): S3Target {
  const match = /^s3:\/\/([^/]+)\/?(.*)$/.exec(url);
  const bucket = match?.[1] ?? '';
  if (!BUCKET_NAME.test(bucket)) {
    throw new DeployError(
      `"${url}" does not name a bucket: use s3://<bucket>/<prefix> (bucket names are 3 to 63 of a-z 0-9 . -).`,
    );
  }
  const prefix = (match?.[2] ?? '').replace(/^\/+|\/+$/g, '');
  if (prefix.split('/').some((part) => part === '..' || part === '.')) {
    throw new DeployError(`The prefix of "${url}" may not contain . or .. parts.`);
  }
  const location = `s3://${bucket}${prefix ? `/${prefix}` : ''}`;
  if (!env.DEPLOY_PUBLIC_URL) {
    throw new DeployError(
      `Deploying to ${location} needs DEPLOY_PUBLIC_URL: the URL that serves ${location}/ (its CDN or website endpoint), which remotes.json names releases by. Nothing was changed.`,
    );
  }
  const accessKeyId = env.AWS_ACCESS_KEY_ID;
  const secretAccessKey = env.AWS_SECRET_ACCESS_KEY;
  if (!accessKeyId || !secretAccessKey) {
    throw new DeployError(
      `Deploying to ${location} needs credentials: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY (missing: ${[
        accessKeyId ? '' : 'AWS_ACCESS_KEY_ID',
        secretAccessKey ? '' : 'AWS_SECRET_ACCESS_KEY',
      ]
        .filter(Boolean)
        .join(', ')}). Nothing was changed.`,
    );
  }
  const endpoint = env.AWS_ENDPOINT_URL_S3 || env.AWS_ENDPOINT_URL || undefined;
  if (endpoint) {
    try {
      new URL(endpoint);
    } catch {
      throw new DeployError(`AWS_ENDPOINT_URL must be a URL, got "${endpoint}".`);
    }
  }
  return {
    bucket,
    prefix,
    endpoint,
    region: env.AWS_REGION || env.AWS_DEFAULT_REGION || 'us-east-1',
    credentials: {
      accessKeyId,
      secretAccessKey,
      ...(env.AWS_SESSION_TOKEN ? { sessionToken: env.AWS_SESSION_TOKEN } : {}),
    },
    publicUrl: deployPublicUrlOf(env),
    concurrency:
      positiveInteger('DEPLOY_UPLOAD_CONCURRENCY', env.DEPLOY_UPLOAD_CONCURRENCY) ??
      DEFAULT_UPLOAD_CONCURRENCY,
    maxAttempts: positiveInteger('AWS_MAX_ATTEMPTS', env.AWS_MAX_ATTEMPTS),
  };
}

const ENCODINGS: Record<string, string> = { br: 'br', gz: 'gzip' };

/**
 * The headers a release file is stored with: its Content-Type by extension (mime-types); a
 * precompressed variant (`main.js.br` beside `main.js`) the type of the file it encodes, and its
 * Content-Encoding. Release folders never change: cached for a year, immutable.
 */
export function objectHeadersOf(
  file: string,
  siblings: ReadonlySet<string>,
): { ContentType: string; CacheControl: string; ContentEncoding?: string } {
  const suffix = /\.(br|gz)$/.exec(file)?.[1];
  const encoded = suffix !== undefined && siblings.has(file.slice(0, -suffix.length - 1));
  const name = encoded ? file.slice(0, -suffix.length - 1) : file;
  return {
    ContentType: contentType(path.basename(name)) || 'application/octet-stream',
    CacheControl: CACHE_CONTROL.hashed,
    ...(encoded ? { ContentEncoding: ENCODINGS[suffix]! } : {}),
  };
}

type SdkError = Error & {
  Code?: string;
  code?: string;
  $metadata?: { httpStatusCode?: number };
};

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'ECONNRESET',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

/** Runs `work` over `items`, at most `limit` at once; stops starting new ones after a failure. */
export async function inParallel<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  let failure: { error: unknown } | undefined;
  const worker = async () => {
    while (!failure && next < items.length) {
      const item = items[next++]!;
      try {
        await work(item);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  if (failure) throw failure.error;
}

/**
 * A bucket as a deploy target, through the AWS SDK. Release objects are uploaded (with bounded
 * parallelism, the manifest last) before remotes.json names them; remotes.json and each remote's
 * releases.json are replaced with conditional writes (If-Match the ETag read, If-None-Match: *
 * when new), so concurrent deploys never lose an update.
 */
export class S3Store implements DeployStore {
  private readonly client: S3Client;

  constructor(private readonly target: S3Target) {
    this.client = new S3Client({
      region: target.region,
      credentials: target.credentials,
      ...(target.endpoint
        ? {
            endpoint: target.endpoint,
            forcePathStyle: true,
            // S3-compatible servers do not all know the SDK's default CRC32 checksums.
            requestChecksumCalculation: 'WHEN_REQUIRED' as const,
            responseChecksumValidation: 'WHEN_REQUIRED' as const,
          }
        : {}),
      ...(target.maxAttempts ? { maxAttempts: target.maxAttempts } : {}),
    });
  }

  get location(): string {
    return `s3://${this.target.bucket}${this.target.prefix ? `/${this.target.prefix}` : ''}`;
  }

  get publicUrl(): string {
    return this.target.publicUrl;
  }

  private key(key: string): string {
    return this.target.prefix ? `${this.target.prefix}/${key}` : key;
  }

  private get endpointName(): string {
    return this.target.endpoint ?? `the S3 endpoint of region ${this.target.region}`;
  }

  /** An SDK error as a sentence naming the problem (unreachable, no bucket, refused…). */
  plainError(error: unknown, doing: string): DeployError {
    const e = error as SdkError;
    const status = e.$metadata?.httpStatusCode;
    const cause = (e as { cause?: { code?: string } }).cause;
    // A network failure's code may sit on the error, its cause, or only in its message.
    const network = [e.code, cause?.code, /\b(E[A-Z_]+)\b/.exec(e.message)?.[1]].find(
      (c) => c !== undefined && NETWORK_CODES.has(c),
    );
    const code = network ?? e.code ?? e.Code ?? e.name;
    const bucket = `bucket "${this.target.bucket}"`;
    if (network || e.name === 'TimeoutError') {
      return new DeployError(
        `${doing}: cannot reach ${this.endpointName} (${code}). Check AWS_ENDPOINT_URL and the network.`,
      );
    }
    if (code === 'NoSuchBucket' || (status === 404 && doing.startsWith('Checking'))) {
      return new DeployError(`${doing}: ${bucket} does not exist at ${this.endpointName}.`);
    }
    if (
      status === 403 ||
      ['AccessDenied', 'InvalidAccessKeyId', 'SignatureDoesNotMatch', 'Forbidden'].includes(code)
    ) {
      return new DeployError(
        `${doing}: ${this.endpointName} refused access to ${bucket} (${code}). Check AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY and the bucket's policy.`,
      );
    }
    if (status === 301 || code === 'PermanentRedirect' || code === 'AuthorizationHeaderMalformed') {
      return new DeployError(
        `${doing}: ${bucket} is not in region ${this.target.region} (${code}). Set AWS_REGION to its region.`,
      );
    }
    return new DeployError(
      `${doing}: ${this.endpointName} answered ${code}${status ? ` (HTTP ${status})` : ''}: ${e.message}`,
    );
  }

  async check(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.target.bucket }));
    } catch (error) {
      throw this.plainError(error, `Checking ${this.location}`);
    }
  }

  async readJson<T>(key: string): Promise<Versioned<T>> {
    let text: string;
    let version: string | null;
    try {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.target.bucket, Key: this.key(key) }),
      );
      text = (await object.Body?.transformToString('utf-8')) ?? '';
      version = object.ETag ?? null;
    } catch (error) {
      if ((error as SdkError).name === 'NoSuchKey') return { value: undefined, version: null };
      throw this.plainError(error, `Reading ${this.location}/${key}`);
    }
    try {
      return { value: JSON.parse(text) as T, version };
    } catch (error) {
      throw new DeployError(
        `${this.location}/${key} is not valid JSON: ${(error as Error).message}`,
      );
    }
  }

  async writeJsonIf(key: string, value: unknown, expected: string | null): Promise<boolean> {
    try {
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.target.bucket,
          Key: this.key(key),
          Body: Buffer.from(`${JSON.stringify(value, null, 2)}\n`),
          ContentType: 'application/json; charset=utf-8',
          // Read at every start of the app: a deploy or rollback is seen at once.
          CacheControl: CACHE_CONTROL.alwaysFresh,
          ...(expected === null ? { IfNoneMatch: '*' } : { IfMatch: expected }),
        }),
      );
      return true;
    } catch (error) {
      const e = error as SdkError;
      const status = e.$metadata?.httpStatusCode;
      // 412: it changed since it was read; 409: another conditional write to it is under way.
      if (status === 412 || status === 409 || e.name === 'PreconditionFailed') return false;
      throw this.plainError(error, `Writing ${this.location}/${key}`);
    }
  }

  private async exists(key: string): Promise<boolean> {
    try {
      await this.client.send(
        new HeadObjectCommand({ Bucket: this.target.bucket, Key: this.key(key) }),
      );
      return true;
    } catch (error) {
      const e = error as SdkError;
      if (e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404) return false;
      throw this.plainError(error, `Reading ${this.location}/${key}`);
    }
  }

  async publish(sourceDir: string, prefix: string): Promise<'published' | 'already there'> {
    // The manifest is uploaded last: a release without it is incomplete, and uploaded again.
    if (await this.exists(`${prefix}/mf-manifest.json`)) return 'already there';
    const files = filesOf(sourceDir);
    const siblings = new Set(files);
    const upload = async (file: string) => {
      const key = `${prefix}/${file}`;
      let body: Buffer;
      try {
        body = fs.readFileSync(path.join(sourceDir, file));
      } catch (error) {
        throw new DeployError(
          `Could not read ${path.join(sourceDir, file)} (${(error as NodeJS.ErrnoException).code ?? (error as Error).message}): the release is incomplete in ${this.location} and the live release was not changed.`,
        );
      }
      try {
        await this.client.send(
          new PutObjectCommand({
            Bucket: this.target.bucket,
            Key: this.key(key),
            Body: body,
            ...objectHeadersOf(file, siblings),
          }),
        );
      } catch (error) {
        const plain = this.plainError(error, `Uploading ${this.location}/${key}`);
        throw new DeployError(
          `${plain.message} The release is incomplete and the live release was not changed; deploy again.`,
        );
      }
    };
    const manifest = files.filter((f) => f === 'mf-manifest.json');
    await inParallel(
      files.filter((f) => f !== 'mf-manifest.json'),
      this.target.concurrency,
      upload,
    );
    await inParallel(manifest, 1, upload);
    return 'published';
  }

  exclusive<T>(work: () => Promise<T>): Promise<T> {
    return work();
  }

  close(): void {
    this.client.destroy();
  }
}
