import { existsSync } from 'node:fs';
import { dirname, isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { validateEnv } from './env.schema.js';

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  publicUrl: string;
  /** Absolute path of the storage folder (database, guides, previews, uploads, outbox). */
  storageDir: string;
  databasePath: string;
  supportEmail: string;
  generateSampleGuides: boolean;
  logLevel: 'debug' | 'info' | 'warn' | 'error' | 'silent';
  trustProxy: boolean;
  /** Absolute path of the built web app (index.html + assets). */
  webDistDir: string;
}

export const APP_CONFIG = Symbol('APP_CONFIG');

const here = dirname(fileURLToPath(import.meta.url));
/** The project root: above api/config, or above dist/api/config once compiled. */
export const PROJECT_ROOT = existsSync(resolve(here, '..', '..', 'package.json'))
  ? resolve(here, '..', '..')
  : resolve(here, '..', '..', '..');

function abs(p: string): string {
  return isAbsolute(p) ? p : resolve(PROJECT_ROOT, p);
}

/** Reads and validates the environment once. Throws with every problem listed. */
export function loadConfig(raw: Record<string, string | undefined> = process.env): AppConfig {
  const e = validateEnv(raw);
  const env = e.NODE_ENV ?? 'development';
  const port = e.PORT ?? 3000;
  const host = e.HOST ?? '127.0.0.1';
  const storageDir = abs(e.STORAGE_DIR ?? 'storage');
  return {
    env,
    isProduction: env === 'production',
    port,
    host,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    storageDir,
    databasePath: e.DATABASE_PATH ? abs(e.DATABASE_PATH) : resolve(storageDir, 'shop.sqlite'),
    supportEmail: e.SUPPORT_EMAIL ?? 'hello@threadwise.studio',
    generateSampleGuides: (e.GENERATE_SAMPLE_GUIDES ?? 'true') === 'true',
    logLevel: e.LOG_LEVEL ?? (env === 'test' ? 'warn' : 'info'),
    trustProxy: e.TRUST_PROXY === 'true',
    webDistDir: resolve(PROJECT_ROOT, 'dist', 'web'),
  };
}
