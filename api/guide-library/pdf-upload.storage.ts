/**
 * The multer storage engine of guide PDF uploads: streams the file part to a temporary file
 * in the storage volume, hashing it on the way, and stops at once (file removed) when the
 * first bytes are not `%PDF-` or the size passes the cap. Nothing is buffered in memory.
 */
import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import type { Request } from 'express';
import { GuideLibraryError } from './guide-library.errors.js';
import { PDF_MAGIC } from './pdf-check.js';

/** What the engine adds to multer's file object. */
export interface StoredPdf {
  /** Absolute path of the temporary file. */
  path: string;
  size: number;
  sha256: string;
}

interface IncomingFile {
  stream: Readable;
}

type Done = (error?: unknown, info?: Partial<StoredPdf>) => void;

export function megabytes(bytes: number): string {
  return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
}

/** multer's StorageEngine interface (`_handleFile`, `_removeFile`). */
export class PdfUploadStorage {
  constructor(
    private readonly dir: string,
    private readonly maxBytes: number,
  ) {}

  _handleFile(_req: Request, file: IncomingFile, cb: Done): void {
    const path = join(this.dir, `.incoming-${randomUUID()}.pdf`);
    const stream = file.stream;
    const maxBytes = this.maxBytes;
    const out = createWriteStream(path, { flags: 'wx', mode: 0o600 });
    const hash = createHash('sha256');
    let size = 0;
    let head = Buffer.alloc(0);
    let settled = false;

    const finish = (error: unknown, info?: StoredPdf) => {
      if (settled) return;
      settled = true;
      if (info) return cb(null, info);
      stream.removeListener('data', onData);
      stream.resume(); // the rest of the part is read and dropped
      out.destroy();
      unlink(path)
        .catch(() => undefined)
        .finally(() => cb(error));
    };
    const notPdf = () => new GuideLibraryError('not_a_pdf', 'The file is not a PDF. Please choose the guide as a .pdf file.');

    function onData(this: void, chunk: Buffer) {
      size += chunk.length;
      if (size > maxBytes) {
        return finish(new GuideLibraryError('pdf_too_large', `The PDF is larger than ${megabytes(maxBytes)}, the most the shop takes.`));
      }
      if (head.length < PDF_MAGIC.length) {
        head = Buffer.concat([head, chunk.subarray(0, PDF_MAGIC.length - head.length)]);
        if (head.length === PDF_MAGIC.length && !head.equals(PDF_MAGIC)) return finish(notPdf());
      }
      hash.update(chunk);
      if (!out.write(chunk)) {
        stream.pause();
        out.once('drain', () => {
          if (!settled) stream.resume();
        });
      }
    }
    stream.on('data', onData);
    stream.on('error', (err) => finish(err));
    stream.on('end', () => {
      if (!settled) out.end();
    });
    out.on('error', (err) => finish(err));
    out.on('finish', () => {
      if (settled) return;
      if (!head.equals(PDF_MAGIC)) return finish(notPdf());
      finish(null, { path, size, sha256: hash.digest('hex') });
    });
  }

  _removeFile(_req: Request, file: Partial<StoredPdf>, cb: (error: Error | null) => void): void {
    if (!file.path) return cb(null);
    unlink(file.path).then(
      () => cb(null),
      () => cb(null),
    );
  }
}
