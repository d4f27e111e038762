import type { NestExpressApplication } from '@nestjs/platform-express';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../../api/app.factory.js';
import { type AppConfig, loadConfig } from '../../api/config/config.js';

export interface TestApp {
  app: NestExpressApplication;
  config: AppConfig;
  storageDir: string;
  close: () => Promise<void>;
}

/**
 * The whole app on a fresh temporary storage folder (so a fresh SQLite file with every
 * migration applied). Sample PDF generation is off unless asked for: it is slow and most
 * suites don't need it. Every suite buys from one address, so the per-IP limit of payment
 * intents is opened unless a suite sets it (security.e2e-spec.ts checks it).
 */
export async function startTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const storageDir = mkdtempSync(join(tmpdir(), 'shop-e2e-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    STORAGE_DIR: storageDir,
    GENERATE_SAMPLE_GUIDES: 'false',
    LOG_LEVEL: 'error',
    RATE_LIMIT_PAYMENT_INTENT: '100000',
    ...env,
  });
  const app = await createApp(config);
  await app.init();
  return {
    app,
    config,
    storageDir,
    close: async () => {
      await app.close();
      rmSync(storageDir, { recursive: true, force: true });
    },
  };
}
