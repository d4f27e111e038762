import { isIP } from 'node:net';
import { existsSync } from 'node:fs';
import { dirname, isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type EnvSchema, validateEnv } from './env.schema.js';
import { DEFAULT_SUPPORT_EMAIL } from '../../shared/support-email.js';

export interface LegalDetails {
  legalName: string;
  /** One line, parts separated by commas. */
  address: string;
  email: string;
  /** Null: the shop is not VAT-registered. */
  vatNumber: string | null;
}

/** The demo shop's details; a real shop sets SHOP_LEGAL_NAME and SHOP_ADDRESS. */
export const DEFAULT_LEGAL_DETAILS = {
  legalName: 'Threadwise Studio Ltd',
  address: '12 Weavers Yard, London E1 6QL, United Kingdom',
} as const;

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
  /** The business behind the shop, as the legal pages name it (api/legal). */
  legal: LegalDetails;
  generateSampleGuides: boolean;
  logLevel: 'debug' | 'info' | 'warn' | 'error' | 'silent';
  /**
   * Express's 'trust proxy': false, 1 (the nearest hop, TRUST_PROXY=true) or the proxies'
   * addresses/CIDRs. Decides req.ip, req.secure and the client of every per-IP limit.
   */
  trustProxy: false | 1 | string[];
  /** Absolute path of the built web app (index.html + assets). */
  webDistDir: string;
  /** SMTP connection URL; unset means e-mails are written to storage/outbox as .eml files. */
  smtpUrl: string | undefined;
  /** From header of every e-mail the shop sends. */
  mailFrom: string;
  /** The owner's inbox for new enquiries. */
  notifyEmail: string;
  /** How the mail outbox retries a failed delivery (api/mail). */
  mailRetry: MailRetry;
  /** Per-IP rate limits in requests per minute, by limiter name (api/common/rate-limit.ts). */
  rateLimits: RateLimits;
  /** The disk budget of uploads not attached to a message (api/uploads). */
  uploads: UploadBudget;
  /** Which payment provider takes the money (api/checkout). */
  paymentProvider: PaymentProviderName;
  /** Stripe settings; set exactly when paymentProvider is 'stripe'. */
  stripe: StripeSettings | null;
  /** Checkouts never paid are deleted (their intents cancelled) this many hours after they began. */
  pendingOrderTtlHours: number;
  /** Google Analytics 4 measurement id (G-...); null: no GA script at all. */
  gaMeasurementId: string | null;
  /** Meta (Facebook) pixel id; null: no pixel script at all. */
  metaPixelId: string | null;
  /**
   * The admin account created or updated at boot (api/admin); null when ADMIN_EMAIL and
   * ADMIN_PASSWORD are unset, which production refuses.
   */
  admin: AdminCredentials | null;
  /** Readiness fails below this much free disk space (MB) where the storage and the database live. */
  minFreeDiskMb: number;
  /** The largest guide PDF the admin may upload (api/guide-library), in bytes. */
  guidePdfMaxBytes: number;
  /** Who may read /metrics (api/metrics). */
  metrics: MetricsAccess;
  /** Memory for stamped guide PDFs served without reading the disk (api/downloads); 0: off. */
  stampedPdfCacheBytes: number;
  /** The database: SQLite at databasePath (default) or PostgreSQL when DATABASE_URL is set. */
  database: DatabaseSettings;
  /** Redis for rate limits and throttles when REDIS_URL is set; else the database (PostgreSQL) or memory (SQLite). */
  redisUrl: string | null;
  /** Where guide PDFs, previews, stamped copies, uploads and backups are kept. */
  storage: StorageSettings;
}

export type DatabaseSettings = { kind: 'sqlite'; path: string } | { kind: 'postgres'; url: string; poolSize: number };

export type StorageSettings =
  | { backend: 'local' }
  | {
      backend: 's3';
      bucket: string;
      /** Unset: AWS itself. */
      endpoint: string | null;
      region: string;
      forcePathStyle: boolean;
      /** Both null: the AWS SDK's default credential chain. */
      accessKeyId: string | null;
      secretAccessKey: string | null;
      /** '' or folder names ending in '/'. */
      prefix: string;
    };

export interface MailRetry {
  /** Attempts per e-mail, the first included, before it is marked failed. */
  maxAttempts: number;
  /** Delay before the first retry; doubled for each next one, capped at an hour. */
  baseMs: number;
}

/** Twelve attempts 30 s, 1, 2 ... 32 min, then hourly apart: about five hours of trying. */
export const DEFAULT_MAIL_RETRY: Readonly<MailRetry> = { maxAttempts: 12, baseMs: 30_000 };

export interface MetricsAccess {
  /** Client addresses allowed without a token: addresses, CIDRs and loopback/linklocal/uniquelocal; empty: none. */
  allow: string[];
  /** Bearer token that opens /metrics from anywhere; null: addresses only. */
  token: string | null;
}

/** Default cap of an uploaded guide PDF (GUIDE_PDF_MAX_MB). */
export const DEFAULT_GUIDE_PDF_MAX_MB = 100;

/** Default free disk space below which the shop reports itself not ready. */
export const DEFAULT_MIN_FREE_DISK_MB = 100;

export interface AdminCredentials {
  /** Trimmed and lower-cased. */
  email: string;
  password: string;
}

export type PaymentProviderName = 'sandbox' | 'stripe';

export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** A Stripe-compatible API to talk to instead of api.stripe.com (tests use a local stub). */
  api: { host: string; port: number; protocol: 'http' | 'https' } | null;
}

export interface UploadBudget {
  /** Unattached upload bytes one client (rate-limit key: IP, IPv6 /64) may hold. */
  perClientBytes: number;
  /** Unattached upload bytes all clients together may hold. */
  totalBytes: number;
  /** Free bytes the storage disk keeps: uploads that would go below are refused. */
  minFreeDiskBytes: number;
}

const MB = 1024 * 1024;
/** Defaults: five full attachments per client, 1 GB in all, 256 MB of free disk kept. */
export const DEFAULT_UPLOAD_BUDGET_MB = { perClient: 50, total: 1024, minFreeDisk: 256 } as const;

export interface RateLimits {
  upload: number;
  contact: number;
  newsletter: number;
  paymentIntent: number;
}

/** Held in RAM outside the V8 heap: kept small so that RSS stays near the ~200 MB the shop is sized for. */
export const DEFAULT_STAMPED_PDF_CACHE_MB = 32;

/** Default per-IP limits, requests per minute. */
export const DEFAULT_RATE_LIMITS: Readonly<RateLimits> = { upload: 30, contact: 5, newsletter: 5, paymentIntent: 30 };

/** A day: long enough for any payment the buyer is still finishing (3-D Secure, a bank redirect). */
export const DEFAULT_PENDING_ORDER_TTL_HOURS = 24;

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
  const supportEmail = e.SUPPORT_EMAIL ?? DEFAULT_SUPPORT_EMAIL;
  const problems: string[] = [];
  if (env === 'production' && !e.SESSION_SECRET) {
    problems.push('SESSION_SECRET: required in production (at least 32 random characters)');
  }
  if (env === 'production' && !e.PUBLIC_URL) {
    problems.push(
      'PUBLIC_URL: required in production (the https:// address buyers use: Secure cookies, HSTS and e-mail links depend on it)',
    );
  }
  const databasePath = e.DATABASE_PATH ? abs(e.DATABASE_PATH) : resolve(storageDir, 'shop.sqlite');
  const trustProxy = trustProxySetting(e.TRUST_PROXY, problems);
  const payments = paymentSettings(e, env, problems);
  const admin = adminSettings(e, env, problems);
  const metricsAllow = metricsAllowSetting(e.METRICS_ALLOW, problems);
  const storage = storageSettings(e, problems);
  if (problems.length > 0) throw new Error(`Invalid configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  return {
    env,
    isProduction: env === 'production',
    sessionSecret: e.SESSION_SECRET,
    port,
    host,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    storageDir,
    databasePath,
    supportEmail,
    legal: {
      legalName: e.SHOP_LEGAL_NAME?.trim() || DEFAULT_LEGAL_DETAILS.legalName,
      address: e.SHOP_ADDRESS?.trim() || DEFAULT_LEGAL_DETAILS.address,
      email: e.SHOP_EMAIL ?? supportEmail,
      vatNumber: e.SHOP_VAT_NUMBER?.trim() || null,
    },
    generateSampleGuides: (e.GENERATE_SAMPLE_GUIDES ?? 'true') === 'true',
    logLevel: e.LOG_LEVEL ?? (env === 'test' ? 'warn' : 'info'),
    trustProxy,
    webDistDir: e.WEB_DIST_DIR ? abs(e.WEB_DIST_DIR) : resolve(PROJECT_ROOT, 'dist', 'web'),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? 'Threadwise <no-reply@localhost>',
    notifyEmail: e.NOTIFY_EMAIL ?? supportEmail,
    mailRetry: {
      maxAttempts: e.MAIL_MAX_ATTEMPTS ?? DEFAULT_MAIL_RETRY.maxAttempts,
      baseMs: e.MAIL_RETRY_BASE_MS ?? DEFAULT_MAIL_RETRY.baseMs,
    },
    rateLimits: {
      upload: e.RATE_LIMIT_UPLOAD ?? DEFAULT_RATE_LIMITS.upload,
      contact: e.RATE_LIMIT_CONTACT ?? DEFAULT_RATE_LIMITS.contact,
      newsletter: e.RATE_LIMIT_NEWSLETTER ?? DEFAULT_RATE_LIMITS.newsletter,
      paymentIntent: e.RATE_LIMIT_PAYMENT_INTENT ?? DEFAULT_RATE_LIMITS.paymentIntent,
    },
    uploads: {
      perClientBytes: (e.UPLOAD_QUOTA_PER_IP_MB ?? DEFAULT_UPLOAD_BUDGET_MB.perClient) * MB,
      totalBytes: (e.UPLOAD_QUOTA_TOTAL_MB ?? DEFAULT_UPLOAD_BUDGET_MB.total) * MB,
      minFreeDiskBytes: (e.UPLOAD_MIN_FREE_DISK_MB ?? DEFAULT_UPLOAD_BUDGET_MB.minFreeDisk) * MB,
    },
    paymentProvider: payments.provider,
    stripe: payments.stripe,
    pendingOrderTtlHours: e.PENDING_ORDER_TTL_HOURS ?? DEFAULT_PENDING_ORDER_TTL_HOURS,
    gaMeasurementId: e.GA_MEASUREMENT_ID ?? null,
    metaPixelId: e.META_PIXEL_ID ?? null,
    admin,
    minFreeDiskMb: e.MIN_FREE_DISK_MB ?? DEFAULT_MIN_FREE_DISK_MB,
    guidePdfMaxBytes: (e.GUIDE_PDF_MAX_MB ?? DEFAULT_GUIDE_PDF_MAX_MB) * MB,
    metrics: { allow: metricsAllow, token: e.METRICS_TOKEN ?? null },
    stampedPdfCacheBytes: (e.STAMPED_PDF_CACHE_MB ?? DEFAULT_STAMPED_PDF_CACHE_MB) * MB,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL, poolSize: e.DATABASE_POOL_SIZE ?? DEFAULT_DATABASE_POOL_SIZE }
      : { kind: 'sqlite', path: databasePath },
    redisUrl: e.REDIS_URL ?? null,
    storage,
  };
}

export const DEFAULT_DATABASE_POOL_SIZE = 10;

/** STORAGE_BACKEND and the S3_* settings: s3 needs a bucket; the rest have defaults. */
function storageSettings(e: EnvSchema, problems: string[]): StorageSettings {
  if ((e.STORAGE_BACKEND ?? 'local') === 'local') return { backend: 'local' };
  if (!e.S3_BUCKET) problems.push('S3_BUCKET: required when STORAGE_BACKEND=s3');
  if (!!e.S3_ACCESS_KEY_ID !== !!e.S3_SECRET_ACCESS_KEY) {
    problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both, or neither (the AWS default credential chain)');
  }
  return {
    backend: 's3',
    bucket: e.S3_BUCKET ?? '',
    endpoint: e.S3_ENDPOINT?.replace(/\/+$/, '') ?? null,
    region: e.S3_REGION ?? 'us-east-1',
    forcePathStyle: e.S3_FORCE_PATH_STYLE ? e.S3_FORCE_PATH_STYLE === 'true' : !!e.S3_ENDPOINT,
    accessKeyId: e.S3_ACCESS_KEY_ID ?? null,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY ?? null,
    prefix: e.S3_PREFIX ?? '',
  };
}

export const SANDBOX_IN_PRODUCTION_WARNING =
  'PAYMENT_PROVIDER=sandbox with NODE_ENV=production: THIS SHOP TAKES NO MONEY. Every checkout with the test card succeeds and hands out the guides for free. Set STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET (and remove PAYMENT_PROVIDER) before anyone real can reach the shop.';

/** What the server says loudly at every start: settings that are allowed but dangerous. */
export function startupWarnings(config: Pick<AppConfig, 'isProduction' | 'paymentProvider'>): string[] {
  return config.isProduction && config.paymentProvider === 'sandbox' ? [SANDBOX_IN_PRODUCTION_WARNING] : [];
}

/** METRICS_ALLOW: default loopback; `none` for token-only access. */
function metricsAllowSetting(raw: string | undefined, problems: string[]): string[] {
  const value = raw?.trim() ?? '';
  if (value === '') return ['loopback'];
  if (value === 'none') return [];
  const entries = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const bad = entries.filter((entry) => !PROXY_NAMES.has(entry) && !isAddressOrCidr(entry));
  if (bad.length > 0) problems.push(`METRICS_ALLOW: not an address, CIDR, loopback/linklocal/uniquelocal or none: ${bad.join(', ')}`);
  return entries;
}

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** TRUST_PROXY: false, true (one hop) or a list of addresses, CIDRs and Express's names. */
function trustProxySetting(raw: string | undefined, problems: string[]): AppConfig['trustProxy'] {
  const value = raw?.trim() ?? '';
  if (value === '' || value === 'false') return false;
  if (value === 'true') return 1;
  const entries = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const bad = entries.filter((entry) => !PROXY_NAMES.has(entry) && !isAddressOrCidr(entry));
  if (bad.length > 0) problems.push(`TRUST_PROXY: not an address, CIDR or loopback/linklocal/uniquelocal: ${bad.join(', ')}`);
  return entries;
}

function isAddressOrCidr(entry: string): boolean {
  const [address, bits, extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * The admin credentials: both keys or neither. Production refuses to start without them
 * (there would be no way into the back office); elsewhere no admin is created.
 */
function adminSettings(e: EnvSchema, env: AppConfig['env'], problems: string[]): AdminCredentials | null {
  if (e.ADMIN_EMAIL && e.ADMIN_PASSWORD) return { email: e.ADMIN_EMAIL.trim().toLowerCase(), password: e.ADMIN_PASSWORD };
  if (e.ADMIN_EMAIL) problems.push('ADMIN_PASSWORD: required with ADMIN_EMAIL (at least 12 characters)');
  else if (e.ADMIN_PASSWORD) problems.push('ADMIN_EMAIL: required with ADMIN_PASSWORD');
  else if (env === 'production') {
    problems.push('ADMIN_EMAIL and ADMIN_PASSWORD: required in production (the admin account is created from them at start-up)');
  }
  return null;
}

/**
 * The payment provider: PAYMENT_PROVIDER, or stripe when STRIPE_SECRET_KEY is set, else the
 * sandbox. Stripe needs its three keys. In production the sandbox (which takes no money)
 * runs only when PAYMENT_PROVIDER=sandbox is set explicitly.
 */
function paymentSettings(
  e: EnvSchema,
  env: AppConfig['env'],
  problems: string[],
): { provider: PaymentProviderName; stripe: StripeSettings | null } {
  const provider: PaymentProviderName = e.PAYMENT_PROVIDER ?? (e.STRIPE_SECRET_KEY ? 'stripe' : 'sandbox');
  if (provider === 'sandbox') {
    if (env === 'production' && e.PAYMENT_PROVIDER !== 'sandbox') {
      problems.push(
        'PAYMENT_PROVIDER: production needs real payments: set STRIPE_SECRET_KEY (with STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET), or PAYMENT_PROVIDER=sandbox to run the test-mode sandbox on purpose',
      );
    }
    return { provider, stripe: null };
  }
  const missing = (['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const).filter((k) => !e[k]);
  for (const key of missing) problems.push(`${key}: required when the payment provider is stripe`);
  let api: StripeSettings['api'] = null;
  if (e.STRIPE_API_BASE) {
    const url = new URL(e.STRIPE_API_BASE);
    if ((url.pathname !== '/' && url.pathname !== '') || url.search || url.hash || url.username || url.password) {
      problems.push('STRIPE_API_BASE: scheme://host[:port] only, without a path, query or credentials');
    }
    const protocol = url.protocol === 'http:' ? 'http' : 'https';
    api = { host: url.hostname, port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443, protocol };
  }
  if (missing.length > 0) return { provider, stripe: null };
  return {
    provider,
    stripe: {
      secretKey: e.STRIPE_SECRET_KEY!,
      publishableKey: e.STRIPE_PUBLISHABLE_KEY!,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET!,
      api,
    },
  };
}
