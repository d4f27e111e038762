/**
 * Shared set-up of the UploadsService specs: a fresh, migrated SQLite file in a temporary
 * storage folder, and the service over it. Not a spec itself; left out of the build.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { LocalDiskStore } from '../storage/local-disk-store.js';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { loadConfig } from '../config/config.js';
import { ContactMessage } from '../contact/contact-message.entity.js';
import { applyPragmas } from '../database/data-source.js';
import { MIGRATIONS } from '../database/migrations/index.js';
import { Upload } from './upload.entity.js';
import { UploadsService } from './uploads.service.js';

export interface UploadsFixture {
  /** The storage folder (STORAGE_DIR), holding the database file too. */
  dir: string;
  ds: DataSource;
  service: UploadsService;
}

/** A new storage folder named `{prefix}XXXXXX` under the system's temporary folder. */
export async function openUploadsFixture(prefix: string): Promise<UploadsFixture> {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const ds = new DataSource({
    type: 'sqlite',
    database: join(dir, 'shop.sqlite'),
    entities: [Upload, ContactMessage],
    migrations: [...MIGRATIONS],
    synchronize: false,
  });
  await ds.initialize();
  await applyPragmas(ds);
  await ds.runMigrations();
  const service = new UploadsService(ds.getRepository(Upload), loadConfig({ STORAGE_DIR: dir }), new LocalDiskStore(dir));
  return { dir, ds, service };
}

/** Stops the service's timer, closes the database and deletes the folder. */
export async function closeUploadsFixture({ dir, ds, service }: UploadsFixture): Promise<void> {
  service.onModuleDestroy();
  await ds.destroy();
  rmSync(dir, { recursive: true, force: true });
}
