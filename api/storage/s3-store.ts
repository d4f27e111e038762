import { PassThrough, type Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { StorageSettings } from '../config/config.js';
import { limitedCopy } from './limited-copy.js';
import {
  assertKey,
  assertPrefix,
  type ByteRange,
  type ObjectInfo,
  ObjectNotFoundError,
  ObjectStore,
  type PutOptions,
  toReadable,
} from './object-store.js';

export type S3Settings = Extract<StorageSettings, { backend: 's3' }>;

/** Parts of a multipart upload: S3's smallest, so at most 5 MB per upload is held in memory. */
const PART_SIZE = 5 * 1024 * 1024;

/**
 * Objects in an S3-compatible bucket (AWS SDK v3), every key under S3_PREFIX. Puts stream
 * through lib-storage's Upload (one PutObject, or a multipart upload for large bodies),
 * counting bytes on the way: a refused body aborts the upload, so no object appears.
 */
export class S3Store extends ObjectStore {
  readonly backend = 's3' as const;
  readonly client: S3Client;
  readonly bucket: string;
  private readonly prefix: string;

  constructor(settings: S3Settings) {
    super();
    this.bucket = settings.bucket;
    this.prefix = settings.prefix;
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint ?? undefined,
      forcePathStyle: settings.forcePathStyle,
      credentials:
        settings.accessKeyId && settings.secretAccessKey
          ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
          : undefined,
      // Checksums only where S3 requires them: S3-compatible stores differ in what they accept.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  private full(key: string): string {
    return this.prefix + assertKey(key);
  }

  async put(key: string, body: Readable | Uint8Array | string, options: PutOptions = {}): Promise<ObjectInfo> {
    const Key = this.full(key);
    const pass = new PassThrough({ highWaterMark: 64 * 1024 });
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key, Body: pass, ContentType: options.contentType },
      partSize: PART_SIZE,
      queueSize: 1,
      leavePartsOnError: false,
    });
    const done = upload.done();
    // Settled here too, so an abort below is never an unhandled rejection.
    done.catch(() => undefined);
    try {
      await limitedCopy(toReadable(body), pass, options);
    } catch (err) {
      await upload.abort().catch(() => undefined);
      await done.catch(() => undefined);
      throw err;
    }
    await done;
    const info = await this.head(key);
    if (!info) throw new Error(`S3 put of ${Key} finished but the object is not there`);
    return info;
  }

  async get(key: string, range?: ByteRange): Promise<Readable> {
    try {
      const out = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: this.full(key), Range: range ? `bytes=${range.start}-${range.end}` : undefined }),
      );
      return out.Body as Readable;
    } catch (err) {
      throw missing(err) ? new ObjectNotFoundError(key) : err;
    }
  }

  async head(key: string): Promise<ObjectInfo | null> {
    try {
      const out = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.full(key) }));
      return { key, size: out.ContentLength ?? 0, etag: out.ETag ?? '""', lastModified: out.LastModified ?? new Date(0) };
    } catch (err) {
      if (missing(err)) return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.full(key) }));
  }

  async *list(prefix: string): AsyncIterable<ObjectInfo> {
    const Prefix = this.prefix + assertPrefix(prefix);
    let ContinuationToken: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, Prefix, ContinuationToken }));
      for (const o of page.Contents ?? []) {
        if (!o.Key) continue;
        yield { key: o.Key.slice(this.prefix.length), size: o.Size ?? 0, etag: o.ETag ?? '""', lastModified: o.LastModified ?? new Date(0) };
      }
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }

  async copy(from: string, to: string): Promise<void> {
    const source = this.full(from);
    try {
      await this.client.send(
        new CopyObjectCommand({
          Bucket: this.bucket,
          Key: this.full(to),
          CopySource: `${this.bucket}/${source.split('/').map(encodeURIComponent).join('/')}`,
        }),
      );
    } catch (err) {
      throw missing(err) ? new ObjectNotFoundError(from) : err;
    }
  }

  /** Multipart uploads cut off by a crash hold storage until aborted (or a bucket lifecycle rule does it). */
  async removeUnfinished(prefix: string, before: Date): Promise<number> {
    const Prefix = this.prefix + assertPrefix(prefix);
    let removed = 0;
    let KeyMarker: string | undefined;
    let UploadIdMarker: string | undefined;
    for (;;) {
      let page;
      try {
        page = await this.client.send(new ListMultipartUploadsCommand({ Bucket: this.bucket, Prefix, KeyMarker, UploadIdMarker }));
      } catch (err) {
        // Some S3-compatible stores (s3rver among them) do not list multipart uploads.
        if (notImplemented(err)) return removed;
        throw err;
      }
      for (const u of page.Uploads ?? []) {
        if (!u.Key || !u.UploadId || (u.Initiated && u.Initiated.getTime() >= before.getTime())) continue;
        await this.client.send(new AbortMultipartUploadCommand({ Bucket: this.bucket, Key: u.Key, UploadId: u.UploadId }));
        removed += 1;
      }
      if (!page.IsTruncated) return removed;
      KeyMarker = page.NextKeyMarker;
      UploadIdMarker = page.NextUploadIdMarker;
    }
  }

  async probe(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
  }

  override destroy(): void {
    this.client.destroy();
  }
}

function statusOf(err: unknown): number | undefined {
  return (err as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;
}

function missing(err: unknown): boolean {
  const name = (err as { name?: string } | null)?.name;
  return name === 'NoSuchKey' || name === 'NotFound' || statusOf(err) === 404;
}

function notImplemented(err: unknown): boolean {
  const status = statusOf(err);
  return status === 501 || status === 405 || (err as { name?: string } | null)?.name === 'NotImplemented';
}
