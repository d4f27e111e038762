/**
 * Where the shop keeps its files (DESIGN §1 storage/): guide PDFs, previews, stamped
 * copies, uploads and guide editions. Keys are the paths under the storage folder
 * (`guides/fabric-101.pdf`, `uploads/<32 hex>`), so the local disk keeps today's layout and
 * an S3 bucket holds the same names. Two backends: LocalDiskStore (default) and S3Store
 * (STORAGE_BACKEND=s3), chosen in StorageModule.
 */
import { Readable } from 'node:stream';
import { CommonError } from '../common/domain-error.js';

export interface ObjectInfo {
  key: string;
  size: number;
  /** Quoted, as HTTP sends it: S3's ETag, or size and mtime on disk. */
  etag: string;
  lastModified: Date;
}

/** First and last byte, inclusive (as HTTP ranges count). */
export interface ByteRange {
  start: number;
  end: number;
}

export interface PutOptions {
  /** One byte more and the put stops (ObjectTooLargeError) and nothing is stored. */
  maxBytes?: number;
  contentType?: string;
  /** Sees each chunk's size as it arrives; false stops the put (ObjectRefusedError), nothing stored. */
  accept?: (bytes: number) => boolean;
  /** Local disk: fsync the file and its folder before resolving (a row that names it commits next). */
  durable?: boolean;
}

/** A missing object: 404 through the error filter, never a 500. */
export class ObjectNotFoundError extends CommonError {
  constructor(readonly key: string) {
    super('not_found', 'Not found');
  }
}

/** A key that is not a plain relative path (`..`, an absolute path, odd characters). */
export class InvalidObjectKeyError extends CommonError {
  constructor(readonly key: string) {
    super('bad_request', 'Invalid file name');
  }
}

/** The body passed PutOptions.maxBytes; callers answer with their own limit message. */
export class ObjectTooLargeError extends CommonError {
  constructor(readonly maxBytes: number) {
    super('payload_too_large', `The file is larger than ${maxBytes} bytes`);
  }
}

/** PutOptions.accept said no. */
export class ObjectRefusedError extends Error {
  constructor() {
    super('The file was refused while it arrived');
  }
}

/** The body ended early or failed (the client went away). */
export class ObjectBodyAbortedError extends Error {
  constructor(cause?: unknown) {
    super('The upload was interrupted', { cause });
  }
}

const SEGMENT = /^[A-Za-z0-9@_.-]+$/;

/** Plain relative paths only: no `..`, `.`, empty or absolute segments, at most 1024 characters. */
export function assertKey(key: string): string {
  if (typeof key !== 'string' || key.length === 0 || key.length > 1024) throw new InvalidObjectKeyError(String(key));
  for (const part of key.split('/')) {
    if (part === '.' || part === '..' || !SEGMENT.test(part)) throw new InvalidObjectKeyError(key);
  }
  return key;
}

/** A list prefix: '' or a key prefix (a folder ending in '/', or a partial name). */
export function assertPrefix(prefix: string): string {
  if (prefix === '') return prefix;
  assertKey(prefix.endsWith('/') ? prefix.slice(0, -1) : prefix);
  return prefix;
}

export abstract class ObjectStore {
  abstract readonly backend: 'local' | 's3';

  /** Stores the body under `key` (replacing what is there) all at once: readers never see part of it. */
  abstract put(key: string, body: Readable | Uint8Array | string, options?: PutOptions): Promise<ObjectInfo>;

  /** The bytes (or one range of them). Rejects with ObjectNotFoundError. */
  abstract get(key: string, range?: ByteRange): Promise<Readable>;

  /** null when there is no such object. */
  abstract head(key: string): Promise<ObjectInfo | null>;

  /** Removes the object; a missing one is not an error. */
  abstract delete(key: string): Promise<void>;

  /** Every object whose key starts with `prefix`, in no particular order. */
  abstract list(prefix: string): AsyncIterable<ObjectInfo>;

  /** Copies an object (server-side on S3). Rejects with ObjectNotFoundError. */
  abstract copy(from: string, to: string): Promise<void>;

  /** Unfinished writes under `prefix` begun before `before` (a crash's leftovers): removed. Returns how many. */
  abstract removeUnfinished(prefix: string, before: Date): Promise<number>;

  /** Throws unless the store takes writes now (readiness). */
  abstract probe(): Promise<void>;

  /** Releases what the store holds open (the S3 client's sockets); nothing on disk. */
  destroy(): void {}

  /** The file behind `key` on the local disk, for sendFile; null on S3. */
  localPath(_key: string): string | null {
    return null;
  }

  /** Moves an object (a rename on disk; copy and delete on S3). */
  async move(from: string, to: string): Promise<void> {
    await this.copy(from, to);
    await this.delete(from);
  }

  /** The whole object (or one range of it) in memory. */
  async read(key: string, range?: ByteRange): Promise<Buffer> {
    const chunks: Buffer[] = [];
    for await (const chunk of await this.get(key, range)) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
    return Buffer.concat(chunks);
  }

  async exists(key: string): Promise<boolean> {
    return (await this.head(key)) !== null;
  }

  async deleteAll(prefix: string): Promise<number> {
    let n = 0;
    for await (const info of this.list(prefix)) {
      await this.delete(info.key);
      n += 1;
    }
    return n;
  }
}

export function toReadable(body: Readable | Uint8Array | string): Readable {
  return typeof body === 'string' || body instanceof Uint8Array ? Readable.from([Buffer.from(body)]) : body;
}
