import type { NestExpressApplication } from '@nestjs/platform-express';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { createApp } from '../../api/app.factory.js';
import { type AppConfig, loadConfig } from '../../api/config/config.js';
import { ObjectStore } from '../../api/storage/object-store.js';
import { startS3rver, type S3rverHandle } from '../../scripts/lib/s3-server.mjs';
import { createTestDatabase, databaseForStorageDir, onPostgres, speakSqliteToTests } from './pg.js';

export interface TestApp {
  app: NestExpressApplication;
  config: AppConfig;
  storageDir: string;
  /** The app's files (guides/, uploads/, stamped/ ...), on disk or in the bucket. */
  files: ObjectStore;
  close: () => Promise<void>;
}

/**
 * The whole app on a fresh temporary storage folder (so a fresh SQLite file with every
 * migration applied). Sample PDF generation is off unless asked for: it is slow and most
 * suites don't need it. Every suite buys from one address, so the per-IP limit of payment
 * intents is opened unless a suite sets it (security.e2e-spec.ts checks it).
 * With TEST_DATABASE_URL (`npm run test:pg`) the app gets a fresh PostgreSQL database instead,
 * dropped by close(); `env.DATABASE_URL` shares one database between apps (replica tests), and
 * `env.STORAGE_DIR` keeps one per folder (restart tests).
 * TEST_STORAGE=s3 (npm run test:s3) keeps the files in a throwaway S3 server (s3rver) instead.
 */
export async function startTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const storageDir = mkdtempSync(join(tmpdir(), 'shop-e2e-'));
  // PostgreSQL: a fresh database, or the one of a storage folder the suite manages itself.
  const db = onPostgres && !env.DATABASE_URL && !env.STORAGE_DIR ? await createTestDatabase() : null;
  const ownDb = onPostgres && !env.DATABASE_URL && env.STORAGE_DIR ? await databaseForStorageDir(env.STORAGE_DIR) : null;
  let s3: S3rverHandle | undefined;
  if (process.env.TEST_STORAGE === 's3' && !env.STORAGE_BACKEND) s3 = await startS3rver();
  const config = loadConfig({
    ...(db ? { DATABASE_URL: db.url } : ownDb ? { DATABASE_URL: ownDb } : {}),
    NODE_ENV: 'test',
    STORAGE_DIR: storageDir,
    GENERATE_SAMPLE_GUIDES: 'false',
    LOG_LEVEL: 'error',
    RATE_LIMIT_PAYMENT_INTENT: '100000',
    ...s3?.env,
    ...env,
  });
  const app = await createApp(config);
  await app.init();
  if (config.database.kind === 'postgres') speakSqliteToTests(app.get(DataSource));
  return {
    app,
    config,
    storageDir,
    files: app.get(ObjectStore),
    close: async () => {
      await app.close();
      await db?.drop();
      await s3?.stop();
      rmSync(storageDir, { recursive: true, force: true });
    },
  };
}
