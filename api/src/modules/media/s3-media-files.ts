import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { MediaS3Settings } from '../../config.ts';
import type { MediaFiles } from './media-store.ts';

/**
 * S3-compatible storage cannot be reached or answers that it cannot serve now (5xx, a timeout):
 * the request answers 503 with Retry-After (problem-details turns any 503 error into
 * UPSTREAM_UNAVAILABLE), as when the database is away.
 */
export class MediaStorageUnavailableError extends Error {
  readonly statusCode = 503;
  readonly code = 'MEDIA_STORAGE_UNAVAILABLE';

  constructor(cause: unknown) {
    super('media storage unavailable', { cause });
  }
}

type SdkError = { name?: string; $metadata?: { httpStatusCode?: number } };

const statusOf = (error: unknown) => (error as SdkError)?.$metadata?.httpStatusCode;

/**
 * No answer at all (refused, reset, timed out) or a 5xx: trying again shortly may work. A 4xx is the
 * store's setup (credentials, bucket) and missing credentials are too: those stay errors (500, logged).
 */
function unavailable(error: unknown): boolean {
  // The SDK marks what came from a call ($metadata, a network error's too); anything else is a bug here.
  if (typeof error !== 'object' || error === null || !('$metadata' in error)) return false;
  const status = statusOf(error);
  if (status !== undefined) return status >= 500;
  return (error as SdkError).name !== 'CredentialsProviderError';
}

function missing(error: unknown): boolean {
  const name = (error as SdkError)?.name;
  return name === 'NoSuchKey' || (statusOf(error) === 404 && name !== 'NoSuchBucket');
}

/** Runs one S3 call; out of reach, it throws {@link MediaStorageUnavailableError}. */
async function call<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw unavailable(error) ? new MediaStorageUnavailableError(error) : error;
  }
}

/** An S3 answer's Content-Range: `bytes first-last/size`. */
const CONTENT_RANGE = /^bytes (\d+)-(\d+)\/(\d+)$/;

/** How long a call waits for a connection to storage. */
const S3_CONNECT_TIMEOUT_MS = 2_000;
/** Connections to storage at once: a video being watched holds one for as long as it streams. */
const S3_MAX_SOCKETS = 256;

export function s3Client(settings: MediaS3Settings) {
  return new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    // Path-style (endpoint/bucket/key): every S3-compatible server takes it; virtual hosts need DNS per bucket.
    forcePathStyle: true,
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
    // Checksums only where S3 requires them: many S3-compatible servers refuse or mis-store the
    // SDK's newer default (CRC32 trailers on every upload).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 2,
    requestHandler: {
      connectionTimeout: S3_CONNECT_TIMEOUT_MS,
      // Storage that takes a call but never answers: without `throwOnRequestTimeout` the SDK only
      // logs that the time passed and goes on waiting. Cleared once the answer starts: a video's body
      // is bounded by `socketTimeout` instead, the longest silence while it streams.
      requestTimeout: settings.timeoutMs,
      throwOnRequestTimeout: true,
      socketTimeout: settings.timeoutMs,
      httpAgent: { keepAlive: true, maxSockets: S3_MAX_SOCKETS },
      httpsAgent: { keepAlive: true, maxSockets: S3_MAX_SOCKETS },
    },
  });
}

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, Ceph, …), under `prefix` then one key prefix per
 * media id: several api instances share them wherever they run.
 */
export function s3Files(settings: MediaS3Settings, client: S3Client = s3Client(settings)): MediaFiles {
  const Bucket = settings.bucket;
  const keyOf = (id: string, file: string) => `${settings.prefix}${id}/${file}`;

  async function keysUnder(prefix: string): Promise<string[]> {
    const keys: string[] = [];
    let ContinuationToken: string | undefined;
    do {
      const page = await call(() =>
        client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken })),
      );
      for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
    return keys;
  }

  async function sizeOf(Key: string): Promise<number> {
    return (await call(() => client.send(new HeadObjectCommand({ Bucket, Key })))).ContentLength ?? 0;
  }

  const location = `s3://${Bucket}/${settings.prefix}`;
  return {
    location,
    async write(id, files) {
      // Every put settled before a failure is reported: the caller then removes what was written,
      // and none may still be landing behind that removal.
      const puts = await Promise.allSettled(
        files.map(({ name, bytes, contentType }) =>
          call(() =>
            client.send(new PutObjectCommand({ Bucket, Key: keyOf(id, name), Body: bytes, ContentType: contentType })),
          ),
        ),
      );
      const failed = puts.find((put) => put.status === 'rejected');
      if (failed) throw failed.reason;
    },
    async read(id, file, asked) {
      const Key = keyOf(id, file);
      try {
        let Range = asked?.header;
        // A suffix is turned into first-last here: some S3-compatible stores (s3rver) serve
        // `bytes=-n` from the file's start.
        if (asked?.suffix) {
          const size = await sizeOf(Key);
          const range = asked.resolve(size);
          if (range === 'unsatisfiable') return { unsatisfiable: true, size };
          Range = `bytes=${range.start}-${range.end}`;
        }
        const object = await call(() => client.send(new GetObjectCommand({ Bucket, Key, Range })));
        const body = object.Body as Readable | undefined;
        if (!body || object.ContentLength === undefined) {
          body?.destroy(); // its connection goes back to the pool
          return undefined;
        }
        // A part: its place and the whole size in Content-Range. A store that ignored the Range sent it all.
        const part = object.ContentRange ? CONTENT_RANGE.exec(object.ContentRange) : null;
        if (!part) return { body, size: object.ContentLength };
        return { body, size: Number(part[3]), range: { start: Number(part[1]), end: Number(part[2]) } };
      } catch (error) {
        if (missing(error)) return undefined;
        // Nothing of the file in the range: the answer names the file's size, which only a HEAD tells.
        if (statusOf(error) === 416) return { unsatisfiable: true, size: await sizeOf(Key) };
        throw error;
      }
    },
    async remove(id) {
      // One DeleteObject per key: a few files per item, and some S3-compatible servers lack DeleteObjects.
      const keys = await keysUnder(keyOf(id, ''));
      await Promise.all(keys.map((Key) => call(() => client.send(new DeleteObjectCommand({ Bucket, Key })))));
    },
    async list() {
      const keys = await keysUnder(settings.prefix);
      return keys.map((key) => key.slice(settings.prefix.length)).sort();
    },
    /** Out of reach, it throws {@link MediaStorageUnavailableError}: the api may start and wait for it. */
    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
      } catch (error) {
        if (unavailable(error)) throw new MediaStorageUnavailableError(error);
        const status = statusOf(error);
        const why =
          status === 404
            ? 'there is no such bucket'
            : status === 403 || status === 401
              ? 'the credentials were refused'
              : `${(error as Error).name}: ${(error as Error).message}`;
        throw new Error(`media storage ${location}: ${why}`, { cause: error });
      }
    },
  };
}
