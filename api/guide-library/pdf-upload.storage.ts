/**
 * The multer storage engine of guide PDF uploads: streams the file part into storage under
 * a temporary key, hashing it on the way, and stops at once (nothing stored) when the first
 * bytes are not `%PDF-` or the size passes the cap. Nothing is buffered in memory.
 */
import { createHash, randomUUID } from 'node:crypto';
import { type Readable, Transform, type TransformCallback } from 'node:stream';
import type { Request } from 'express';
import { ObjectBodyAbortedError, type ObjectStore, ObjectTooLargeError } from '../storage/object-store.js';
import { GuideLibraryError } from './guide-library.errors.js';
import { PDF_MAGIC } from './pdf-check.js';

/** What the engine adds to multer's file object. */
export interface StoredPdf {
  /** Storage key of the temporary object. */
  key: string;
  size: number;
  sha256: string;
}

/** Where uploads wait until they are checked (a crash's leftovers are removed at start-up). */
export const INCOMING_PREFIX = 'guides/editions/.incoming-';

interface IncomingFile {
  stream: Readable;
}

type Done = (error?: unknown, info?: Partial<StoredPdf>) => void;

export function megabytes(bytes: number): string {
  return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
}

const notPdf = () => new GuideLibraryError('not_a_pdf', 'The file is not a PDF. Please choose the guide as a .pdf file.');

/** Passes the bytes on while hashing them; fails as soon as the head is not %PDF-. */
class PdfCheck extends Transform {
  readonly hash = createHash('sha256');
  private head = Buffer.alloc(0);

  override _transform(chunk: Buffer, _encoding: BufferEncoding, cb: TransformCallback): void {
    if (this.head.length < PDF_MAGIC.length) {
      this.head = Buffer.concat([this.head, chunk.subarray(0, PDF_MAGIC.length - this.head.length)]);
      if (this.head.length === PDF_MAGIC.length && !this.head.equals(PDF_MAGIC)) return cb(notPdf());
    }
    this.hash.update(chunk);
    cb(null, chunk);
  }

  override _flush(cb: TransformCallback): void {
    cb(this.head.equals(PDF_MAGIC) ? null : notPdf());
  }
}

/** multer's StorageEngine interface (`_handleFile`, `_removeFile`). */
export class PdfUploadStorage {
  constructor(
    private readonly store: ObjectStore,
    private readonly maxBytes: number,
  ) {}

  _handleFile(_req: Request, file: IncomingFile, cb: Done): void {
    const key = `${INCOMING_PREFIX}${randomUUID()}.pdf`;
    const check = new PdfCheck();
    file.stream.pipe(check);
    this.store.put(key, check, { maxBytes: this.maxBytes, contentType: 'application/pdf' }).then(
      (info) => cb(null, { key, size: info.size, sha256: check.hash.digest('hex') }),
      (err: unknown) => {
        // The rest of the part is read and dropped, so multer can finish the request.
        file.stream.unpipe(check);
        file.stream.resume();
        check.destroy();
        cb(this.refusal(err));
      },
    );
  }

  _removeFile(_req: Request, file: Partial<StoredPdf>, cb: (error: Error | null) => void): void {
    if (!file.key) return cb(null);
    this.store.delete(file.key).then(
      () => cb(null),
      () => cb(null),
    );
  }

  private refusal(err: unknown): unknown {
    if (err instanceof ObjectTooLargeError) {
      return new GuideLibraryError('pdf_too_large', `The PDF is larger than ${megabytes(this.maxBytes)}, the most the shop takes.`);
    }
    if (err instanceof ObjectBodyAbortedError && err.cause instanceof GuideLibraryError) return err.cause;
    return err;
  }
}
