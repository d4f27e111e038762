import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { Request } from 'express';
import { LocalDiskStore } from '../storage/local-disk-store.js';
import { GuideLibraryError } from './guide-library.errors.js';
import { PdfUploadStorage, type StoredPdf } from './pdf-upload.storage.js';

function store(engine: PdfUploadStorage, chunks: Buffer[]): Promise<StoredPdf> {
  return new Promise((resolve, reject) =>
    engine._handleFile({} as Request, { stream: Readable.from(chunks) }, (err, info) => (err ? reject(err) : resolve(info as StoredPdf))),
  );
}

describe('PdfUploadStorage', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'pdf-upload-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** Every file the engine left, temporary ones included. */
  const files = (): string[] =>
    readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.pdf') || f.includes('.part-'));

  it('streams a PDF to a temporary object with its size and sha256', async () => {
    const info = await store(new PdfUploadStorage(new LocalDiskStore(dir), 1000), [
      Buffer.from('%P'),
      Buffer.from('DF-1.7\n'),
      Buffer.alloc(100, 0x20),
    ]);
    expect(info.size).toBe(109);
    expect(info.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(info.key).toMatch(/^guides\/editions\/\.incoming-[0-9a-f-]{36}\.pdf$/);
    expect(readFileSync(join(dir, info.key)).subarray(0, 5).toString()).toBe('%PDF-');
    expect(files()).toEqual([info.key]);
  });

  it('refuses bytes that do not start with %PDF- (split across chunks too), leaving no file', async () => {
    await expect(
      store(new PdfUploadStorage(new LocalDiskStore(dir), 1000), [Buffer.from('<!do'), Buffer.from('ctype html>')]),
    ).rejects.toMatchObject({
      code: 'not_a_pdf',
    });
    await expect(store(new PdfUploadStorage(new LocalDiskStore(dir), 1000), [Buffer.from('%PD')])).rejects.toBeInstanceOf(
      GuideLibraryError,
    );
    expect(files()).toEqual([]);
  });

  it('stops at the cap while streaming, leaving no file', async () => {
    const err = await store(new PdfUploadStorage(new LocalDiskStore(dir), 1024 * 1024), [
      Buffer.from('%PDF-'),
      Buffer.alloc(1024 * 1024, 0x20),
    ]).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 'pdf_too_large', message: 'The PDF is larger than 1 MB, the most the shop takes.' });
    expect(files()).toEqual([]);
  });
});
