import {
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Readable } from 'node:stream';
import { GleanerError, systemClock, type Clock } from '@gleaner/platform';
import { assertValidContentType, assertValidKey, isValidKey } from '../keys.js';
import type { Download, PutOptions, StoredFile, SweepableFileStore } from '../port.js';
import { contentDisposition } from '../content-disposition.js';
import type { DownloadLinks } from '../links/download-links.js';
import { presignWindow } from './presign-window.js';

export interface S3FileStoreOptions {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
  clock?: Clock;
  /** Origin clients reach the storage at, when it differs from `endpoint` (presigned URLs are signed for it). */
  publicEndpoint?: string;
  /**
   * Links under DOWNLOAD_BASE_URL, served by the API: it streams the object, or redirects to a
   * presigned URL that lives REDIRECT_SECONDS. Absent: links are presigned URLs themselves.
   */
  downloads?: { links: DownloadLinks; via: 'stream' | 'redirect' };
}

/** How long the presigned URL a download redirects to lives: followed at once, with room for clock skew. */
export const REDIRECT_SECONDS = 300;

/** Object metadata key (sent as x-amz-meta-expires-at) holding the ISO expiry. */
const EXPIRES_META = 'expires-at';

export class S3FileStore implements SweepableFileStore {
  readonly kind = 's3' as const;
  readonly bucket: string;
  readonly client: S3Client;
  /** Set when the API serves this store's links (links/download-handler.ts). */
  readonly links: DownloadLinks | undefined;
  private readonly via: 'stream' | 'redirect';
  private readonly presignClient: S3Client;
  private readonly clock: Clock;
  private bucketReady: Promise<void> | null = null;

  constructor(o: S3FileStoreOptions) {
    this.bucket = o.bucket;
    this.clock = o.clock ?? systemClock;
    this.links = o.downloads?.links;
    this.via = o.downloads?.via ?? 'stream';
    this.client = new S3Client(clientConfig(o, o.endpoint));
    // Outermost, around the SDK's own retries: an S3 that cannot be reached, or fails, is the API's
    // 503 service_unavailable, never a 500; the cause (logged) names the endpoint.
    this.client.middlewareStack.add(
      (next) => async (args) => {
        try {
          return await next(args);
        } catch (err) {
          throw unreachable(err, o.endpoint);
        }
      },
      { step: 'initialize', name: 'gleanerUnreachable' },
    );
    // SigV4 signs the Host header, so links for another origin must be signed for that origin
    // rather than rewritten afterwards.
    this.presignClient = o.publicEndpoint ? new S3Client(clientConfig(o, o.publicEndpoint)) : this.client;
  }

  async put(key: string, body: Buffer, options: PutOptions): Promise<StoredFile> {
    assertValidKey(key);
    assertValidContentType(options.contentType);
    await this.ensureBucket();
    const expiresAt = options.expiresAt.toISOString();
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: body,
        ContentLength: body.length,
        ContentType: options.contentType,
        Expires: options.expiresAt,
        CacheControl: 'private',
        Metadata: { [EXPIRES_META]: expiresAt },
        ...(options.downloadName ? { ContentDisposition: contentDisposition(options.downloadName) } : {}),
      }),
    );
    return { key, size: body.length, contentType: options.contentType, expiresAt };
  }

  async signedUrl(key: string, expiresAt: Date): Promise<string> {
    assertValidKey(key);
    if (this.links) return this.links.url(key, expiresAt);
    return this.presign(key, expiresAt);
  }

  /** A verified link's file: streamed from S3, or a redirect to a presigned URL (then HEAD only here). */
  async openDownload(key: string, options: { head: boolean }): Promise<Download | null> {
    if (!isValidKey(key)) return null;
    await this.ensureBucket();
    try {
      if (options.head || this.via === 'redirect') {
        const out = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
        if (this.isExpired(out.Metadata)) return null;
        if (this.via === 'redirect') {
          const fileEnd = Date.parse(out.Metadata?.[EXPIRES_META] ?? '');
          const end = Math.min(Number.isNaN(fileEnd) ? Infinity : fileEnd, this.clock.now() + REDIRECT_SECONDS * 1000);
          return { redirect: await this.presign(key, new Date(end)) };
        }
        return { size: out.ContentLength ?? 0, contentType: out.ContentType ?? 'application/octet-stream', disposition: out.ContentDisposition };
      }
      const out = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      const body = out.Body as Readable | undefined;
      if (this.isExpired(out.Metadata)) {
        body?.destroy();
        return null;
      }
      return { size: out.ContentLength ?? 0, contentType: out.ContentType ?? 'application/octet-stream', disposition: out.ContentDisposition, body };
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  }

  async read(key: string): Promise<Buffer | null> {
    assertValidKey(key);
    await this.ensureBucket();
    try {
      const out = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (this.isExpired(out.Metadata)) {
        await out.Body?.transformToByteArray().catch(() => undefined); // release the socket
        return null;
      }
      return Buffer.from((await out.Body?.transformToByteArray()) ?? new Uint8Array());
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    assertValidKey(key);
    await this.ensureBucket();
    // S3 answers 204 for a missing key too, so this is idempotent as the port requires.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async exists(key: string): Promise<boolean> {
    assertValidKey(key);
    await this.ensureBucket();
    try {
      const out = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return !this.isExpired(out.Metadata);
    } catch (err) {
      if (isNotFound(err)) return false;
      throw err;
    }
  }

  async ping(): Promise<void> {
    this.bucketReady = null; // readiness re-checks rather than trusting a cached answer
    await this.ensureBucket();
  }

  /**
   * Lists the bucket and deletes objects whose expires-at metadata is at or before `now`.
   * One HEAD per object: fine for a periodic sweep; at scale prefer a bucket lifecycle rule.
   */
  async sweepExpired(now: Date): Promise<string[]> {
    await this.ensureBucket();
    const deleted: string[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, ContinuationToken: token }));
      for (const obj of page.Contents ?? []) {
        if (!obj.Key) continue;
        try {
          const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: obj.Key }));
          const at = Date.parse(head.Metadata?.[EXPIRES_META] ?? '');
          if (!Number.isNaN(at) && at <= now.getTime()) {
            await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: obj.Key }));
            deleted.push(obj.Key);
          }
        } catch (err) {
          if (!isNotFound(err)) throw err;
        }
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return deleted;
  }

  close(): void {
    this.client.destroy();
    if (this.presignClient !== this.client) this.presignClient.destroy();
  }

  private presign(key: string, expiresAt: Date): Promise<string> {
    const { signingDate, expiresIn } = presignWindow(this.clock.now(), expiresAt);
    return getSignedUrl(this.presignClient, new GetObjectCommand({ Bucket: this.bucket, Key: key }), { expiresIn, signingDate });
  }

  private isExpired(metadata: Record<string, string> | undefined): boolean {
    const at = Date.parse(metadata?.[EXPIRES_META] ?? '');
    return !Number.isNaN(at) && at <= this.clock.now();
  }

  /** Creates the bucket on first use when it is missing; retried after a failure. */
  private ensureBucket(): Promise<void> {
    if (!this.bucketReady) {
      this.bucketReady = this.createBucketIfMissing().catch((err: unknown) => {
        this.bucketReady = null;
        throw err;
      });
    }
    return this.bucketReady;
  }

  private async createBucketIfMissing(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
      return;
    } catch (err) {
      if (!isNotFound(err)) throw err;
    }
    try {
      await this.client.send(new CreateBucketCommand({ Bucket: this.bucket }));
    } catch (err) {
      const name = (err as { name?: string }).name;
      if (name !== 'BucketAlreadyOwnedByYou' && name !== 'BucketAlreadyExists') throw err;
    }
  }
}

function clientConfig(o: S3FileStoreOptions, endpoint: string): S3ClientConfig {
  return {
    endpoint,
    region: o.region,
    forcePathStyle: o.forcePathStyle,
    ...(o.accessKeyId && o.secretAccessKey ? { credentials: { accessKeyId: o.accessKeyId, secretAccessKey: o.secretAccessKey } } : {}),
    // Without these the SDK sends streamed bodies with aws-chunked framing, which some
    // S3-compatible stores (s3rver among them) save verbatim.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    // A connection that does not open, or an answer that does not come, fails the call rather than hang it.
    requestHandler: { connectionTimeout: 3000, requestTimeout: 30_000 },
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
}

const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE']);

/** A failure that says "S3 is not there now" (no connection, a timeout, a 5xx) as service_unavailable; others pass unchanged. */
function unreachable(err: unknown, endpoint: string): unknown {
  const e = err as { code?: string; name?: string; $metadata?: { httpStatusCode?: number } };
  const status = e.$metadata?.httpStatusCode;
  const down = (e.code !== undefined && NETWORK_CODES.has(e.code)) || e.name === 'TimeoutError' || e.name === 'RequestTimeout' || (status !== undefined && status >= 500);
  if (!down) return err;
  return new GleanerError('service_unavailable', 'the file store cannot be reached; retry shortly', { retryAfter: 5, cause: new Error(`S3 at ${endpoint}: ${(err as Error).message || e.name || e.code}`) });
}

function isNotFound(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.name === 'NoSuchBucket' || e.$metadata?.httpStatusCode === 404;
}
