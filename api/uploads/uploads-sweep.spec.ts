import { Logger } from '@nestjs/common';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { DataSource } from 'typeorm';
import { pdfFile } from '../../test/helpers/enquiries.js';
import { loadConfig } from '../config/config.js';
import { ContactMessage } from '../contact/contact-message.entity.js';
import { applyPragmas } from '../database/data-source.js';
import { MIGRATIONS } from '../database/migrations/index.js';
import { Upload } from './upload.entity.js';
import { ORPHANS_DIR, PART_PREFIX, UploadsService } from './uploads.service.js';

describe('UploadsService start-up sweep (crash leftovers)', () => {
  let dir: string;
  let ds: DataSource;
  let service: UploadsService;

  beforeAll(() => Logger.overrideLogger(false));

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'uploads-sweep-'));
    ds = new DataSource({
      type: 'sqlite',
      database: join(dir, 'shop.sqlite'),
      entities: [Upload, ContactMessage],
      migrations: [...MIGRATIONS],
      synchronize: false,
    });
    await ds.initialize();
    await applyPragmas(ds);
    await ds.runMigrations();
    service = new UploadsService(ds.getRepository(Upload), loadConfig({ STORAGE_DIR: dir }));
  });

  afterEach(async () => {
    service.onModuleDestroy();
    await ds.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it('deletes partial files, moves files without a row aside, keeps files with a row', async () => {
    const { id, uploadURL } = await service.createSlot();
    const token = new URL(uploadURL, 'http://x').searchParams.get('token')!;
    const bytes = pdfFile();
    await service.receive(id, { token, contentType: 'application/pdf', contentLength: String(bytes.length), fileName: 'a.pdf', body: Readable.from([bytes]) });
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
