import { Logger } from '@nestjs/common';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { DataSource } from 'typeorm';
import { pdfFile } from '../../test/helpers/enquiries.js';
import { Upload } from './upload.entity.js';
import { ORPHANS_DIR, PART_PREFIX, type UploadsService } from './uploads.service.js';
import { closeUploadsFixture, openUploadsFixture } from './uploads.test-helpers.js';

describe('UploadsService start-up sweep (crash leftovers)', () => {
  let dir: string;
  let ds: DataSource;
  let service: UploadsService;

  beforeAll(() => Logger.overrideLogger(false));

  beforeEach(async () => {
    ({ dir, ds, service } = await openUploadsFixture('uploads-sweep-'));
  });

  afterEach(() => closeUploadsFixture({ dir, ds, service }));

  it('deletes partial files, moves files without a row aside, keeps files with a row', async () => {
    const { id, uploadURL } = await service.createSlot('192.0.2.1');
    const token = new URL(uploadURL, 'http://x').searchParams.get('token')!;
    const bytes = pdfFile();
    await service.receive(id, {
      token,
      contentType: 'application/pdf',
      contentLength: String(bytes.length),
      fileName: 'a.pdf',
      body: Readable.from([bytes]),
    });
    const kept = (await ds.getRepository(Upload).findOneByOrFail({ id })).storageName!;

    const uploads = join(dir, 'uploads');
    writeFileSync(join(uploads, `${PART_PREFIX}${'a'.repeat(32)}`), 'half a file');
    const orphan = 'b'.repeat(32);
    writeFileSync(join(uploads, orphan), bytes);
    writeFileSync(join(uploads, 'README.txt'), 'not ours: left alone');
    mkdirSync(join(uploads, 'some-folder'));

    expect(await service.sweepLeftovers()).toEqual({ partials: 1, orphans: 1 });
    expect(readdirSync(uploads).sort()).toEqual([ORPHANS_DIR, 'README.txt', kept, 'some-folder'].sort());
    expect(readdirSync(join(uploads, ORPHANS_DIR))).toEqual([orphan]);
    // Idempotent.
    expect(await service.sweepLeftovers()).toEqual({ partials: 0, orphans: 0 });
  });

  it('runs from onModuleInit (before the server listens)', async () => {
    const part = join(dir, 'uploads', `${PART_PREFIX}${'c'.repeat(32)}`);
    writeFileSync(part, 'x');
    await service.onModuleInit();
    expect(existsSync(part)).toBe(false);
  });
});
