import { existsSync } from 'node:fs';
import { dirname, isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { validateEnv } from './env.schema.js';

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  /** Unset outside production: a random secret is then kept in $STORAGE_DIR/.session-secret. */
  sessionSecret?: string;
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
  /** SMTP connection URL; unset means e-mails are written to storage/outbox as .eml files. */
  smtpUrl: string | undefined;
  /** From header of every e-mail the shop sends. */
  mailFrom: string;
  /** The owner's inbox for new enquiries. */
  notifyEmail: string;
  /** Per-IP rate limits in requests per minute, by limiter name (api/common/rate-limit.ts). */
  rateLimits: RateLimits;
}

export interface RateLimits {
  upload: number;
  contact: number;
  newsletter: number;
}

/** Default per-IP limits, requests per minute. */
export const DEFAULT_RATE_LIMITS: Readonly<RateLimits> = { upload: 30, contact: 5, newsletter: 5 };

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
  const supportEmail = e.SUPPORT_EMAIL ?? 'hello@threadwise.studio';
  if (env === 'production' && !e.SESSION_SECRET) {
    throw new Error('Invalid configuration:\n  SESSION_SECRET: required in production (at least 32 random characters)');
  }
  return {
    env,
    isProduction: env === 'production',
    sessionSecret: e.SESSION_SECRET,
    port,
    host,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    storageDir,
    databasePath: e.DATABASE_PATH ? abs(e.DATABASE_PATH) : resolve(storageDir, 'shop.sqlite'),
    supportEmail,
    generateSampleGuides: (e.GENERATE_SAMPLE_GUIDES ?? 'true') === 'true',
    logLevel: e.LOG_LEVEL ?? (env === 'test' ? 'warn' : 'info'),
    trustProxy: e.TRUST_PROXY === 'true',
    webDistDir: resolve(PROJECT_ROOT, 'dist', 'web'),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? 'Threadwise <no-reply@localhost>',
    notifyEmail: e.NOTIFY_EMAIL ?? supportEmail,
    rateLimits: {
      upload: e.RATE_LIMIT_UPLOAD ?? DEFAULT_RATE_LIMITS.upload,
      contact: e.RATE_LIMIT_CONTACT ?? DEFAULT_RATE_LIMITS.contact,
      newsletter: e.RATE_LIMIT_NEWSLETTER ?? DEFAULT_RATE_LIMITS.newsletter,
    },
  };
}
