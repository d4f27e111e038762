import { plainToInstance } from 'class-transformer';
import { IsEmail, IsIn, IsInt, IsOptional, IsString, IsUrl, Max, MaxLength, Matches, Min, MinLength, validateSync } from 'class-validator';
import { Type } from 'class-transformer';

/**
 * Every environment variable the shop reads. `.env.example` documents each one.
 * This file (with config.ts) is the only place that reads process.env.
 */
export class EnvSchema {
  @IsOptional()
  @IsIn(['development', 'production', 'test'])
  NODE_ENV?: 'development' | 'production' | 'test';

  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(65535)
  PORT?: number;

  @IsOptional()
  @IsString()
  @MaxLength(255)
  HOST?: string;

  @IsOptional()
  @IsUrl({ require_tld: false, protocols: ['http', 'https'], require_protocol: true })
  PUBLIC_URL?: string;

  @IsOptional()
  @IsString()
  @MinLength(1)
  STORAGE_DIR?: string;

  /** Signs the session cookie. Required in production; generated and kept in storage/ otherwise. */
  @IsOptional()
  @IsString()
  @MinLength(32)
  SESSION_SECRET?: string;

  @IsOptional()
  @IsString()
  @MinLength(1)
  DATABASE_PATH?: string;

  // Scale-out (README "Running several replicas"). Unset: SQLite, in-process state, local disk.
  /** PostgreSQL instead of SQLite: postgres://user:password@host:5432/db (sslmode in the URL). */
  @IsOptional()
  @Matches(/^postgres(ql)?:\/\/\S+$/, { message: 'DATABASE_URL must be a postgres:// or postgresql:// URL' })
  DATABASE_URL?: string;

  /** Connections each replica keeps open to PostgreSQL (default 10). */
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(200)
  DATABASE_POOL_SIZE?: number;

  /** Rate limits and login throttles in Redis instead of the database: redis://host:6379/0. */
  @IsOptional()
  @Matches(/^rediss?:\/\/\S+$/, { message: 'REDIS_URL must be a redis:// or rediss:// URL' })
  REDIS_URL?: string;

  /** Where files live: local (default, under STORAGE_DIR) or s3 (S3-compatible object storage). */
  @IsOptional()
  @IsIn(['local', 's3'])
  STORAGE_BACKEND?: 'local' | 's3';

  @IsOptional()
  @Matches(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, { message: 'S3_BUCKET must be a valid bucket name' })
  S3_BUCKET?: string;

  /** The S3 API address for non-AWS stores (MinIO, R2, s3rver): https://host:port. Unset: AWS. */
  @IsOptional()
  @IsUrl({ require_tld: false, protocols: ['http', 'https'], require_protocol: true })
  S3_ENDPOINT?: string;

  @IsOptional()
  @IsString()
  @MaxLength(64)
  S3_REGION?: string;

  /** Unset: the AWS SDK's default credential chain (instance role, AWS_* variables). */
  @IsOptional()
  @IsString()
  @MaxLength(256)
  S3_ACCESS_KEY_ID?: string;

  @IsOptional()
  @IsString()
  @MaxLength(256)
  S3_SECRET_ACCESS_KEY?: string;

  /** Path-style addressing (most non-AWS stores): true or false; default true when S3_ENDPOINT is set. */
  @IsOptional()
  @IsIn(['true', 'false'])
  S3_FORCE_PATH_STYLE?: 'true' | 'false';

  /** Key prefix inside the bucket (several shops in one bucket), e.g. shop1/. */
  @IsOptional()
  @Matches(/^([A-Za-z0-9._-]+\/)*$/, { message: 'S3_PREFIX must be folder names each ending in /' })
  S3_PREFIX?: string;

  /** The web build to serve (default dist/web, which `npm run build` points at the latest build). */
  @IsOptional()
  @IsString()
  @MinLength(1)
  WEB_DIST_DIR?: string;

  @IsOptional()
  @IsEmail()
  SUPPORT_EMAIL?: string;

  // The shop's details on the legal pages (api/legal).
  @IsOptional()
  @IsString()
  @MinLength(1)
  @MaxLength(200)
  SHOP_LEGAL_NAME?: string;

  @IsOptional()
  @IsString()
  @MinLength(1)
  @MaxLength(300)
  SHOP_ADDRESS?: string;

  @IsOptional()
  @IsEmail()
  SHOP_EMAIL?: string;

  @IsOptional()
  @IsString()
  @MaxLength(40)
  SHOP_VAT_NUMBER?: string;

  @IsOptional()
  @IsIn(['true', 'false'])
  GENERATE_SAMPLE_GUIDES?: 'true' | 'false';

  @IsOptional()
  @IsIn(['debug', 'info', 'warn', 'error', 'silent'])
  LOG_LEVEL?: 'debug' | 'info' | 'warn' | 'error' | 'silent';

  /** 'false', 'true' (the nearest hop, whoever it is) or a comma list of proxy addresses, CIDRs, 'loopback', 'linklocal', 'uniquelocal'. */
  @IsOptional()
  @IsString()
  @MaxLength(1000)
  TRUST_PROXY?: string;

  // Mail (api/mail): SMTP when set, .eml files in $STORAGE_DIR/outbox otherwise.
  @IsOptional()
  @IsUrl({ require_tld: false, protocols: ['smtp', 'smtps'], require_protocol: true })
  SMTP_URL?: string;

  /** `Name <address>` or a bare address. The address may be on a local domain. */
  @IsOptional()
  @IsString()
  @MaxLength(254)
  @Matches(/^(?:[^<>\r\n@]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/, {
    message: 'MAIL_FROM must be an address or "Name <address>"',
  })
  MAIL_FROM?: string;

  /** Delivery attempts per e-mail before it is marked failed (the outbox retries with exponential backoff). */
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(50)
  MAIL_MAX_ATTEMPTS?: number;

  /** The first retry's delay in milliseconds; each next one doubles, up to an hour. */
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(10)
  @Max(3_600_000)
  MAIL_RETRY_BASE_MS?: number;

  /** Where new enquiries are e-mailed (default: SUPPORT_EMAIL). */
  @IsOptional()
  @IsEmail()
  NOTIFY_EMAIL?: string;

  // Per-IP rate limits, requests per minute (api/common/rate-limit.ts).
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100000)
  RATE_LIMIT_UPLOAD?: number;

  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100000)
  RATE_LIMIT_CONTACT?: number;

  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100000)
  RATE_LIMIT_NEWSLETTER?: number;

  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100000)
  RATE_LIMIT_PAYMENT_INTENT?: number;

  /** Megabytes of stamped guide PDFs kept in memory for repeat downloads; 0 turns the cache off. */
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(4096)
  STAMPED_PDF_CACHE_MB?: number;

  // Upload disk budget (api/uploads): files not (yet) attached to a message, and free space.
  /** Unattached upload megabytes one client address (IPv6: its /64) may hold at once. */
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(1_000_000)
  UPLOAD_QUOTA_PER_IP_MB?: number;

  /** Unattached upload megabytes all clients together may hold at once. */
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100_000_000)
  UPLOAD_QUOTA_TOTAL_MB?: number;

  /** Uploads are refused (507) while the storage disk has less free space than this, in megabytes. */
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(1_000_000_000)
  UPLOAD_MIN_FREE_DISK_MB?: number;

  /** The largest guide PDF the admin may upload (api/guide-library), in megabytes. */
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(10_000)
  GUIDE_PDF_MAX_MB?: number;

  // Operations (api/health, api/metrics).
  /** Readiness (GET /api/health/ready) fails below this much free space on the storage and database disks, in MB. */
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(10_000_000)
  MIN_FREE_DISK_MB?: number;

  /** Who may read /metrics by address: a comma list of addresses, CIDRs, loopback, linklocal, uniquelocal, or none. */
  @IsOptional()
  @IsString()
  @MaxLength(1000)
  METRICS_ALLOW?: string;

  /** A bearer token that opens /metrics from any address (Authorization: Bearer ...). */
  @IsOptional()
  @IsString()
  @MinLength(16, { message: 'METRICS_TOKEN must be at least 16 characters' })
  @MaxLength(256)
  @Matches(/^[\x21-\x7e]+$/, { message: 'METRICS_TOKEN must be printable ASCII without spaces' })
  METRICS_TOKEN?: string;

  // Admin back office (api/admin): the admin account is created or updated from these at boot.
  /** The admin's login e-mail. Required in production (with ADMIN_PASSWORD). */
  @IsOptional()
  @IsEmail({}, { message: 'ADMIN_EMAIL must be an e-mail address' })
  @MaxLength(254)
  ADMIN_EMAIL?: string;

  /** The admin's password, at least 12 characters. Required in production (with ADMIN_EMAIL). */
  @IsOptional()
  @IsString()
  @MinLength(12, { message: 'ADMIN_PASSWORD must be at least 12 characters' })
  @MaxLength(256)
  ADMIN_PASSWORD?: string;

  // Payments (api/checkout): stripe when STRIPE_SECRET_KEY is set, the sandbox otherwise.
  /** sandbox | stripe. Default: stripe when STRIPE_SECRET_KEY is set, else sandbox. */
  @IsOptional()
  @IsIn(['sandbox', 'stripe'])
  PAYMENT_PROVIDER?: 'sandbox' | 'stripe';

  @IsOptional()
  @IsString()
  @Matches(/^(sk|rk)_(test|live)_[A-Za-z0-9_]+$/, {
    message: 'STRIPE_SECRET_KEY must be a Stripe secret key (sk_test_..., sk_live_... or a restricted rk_ key)',
  })
  STRIPE_SECRET_KEY?: string;

  @IsOptional()
  @IsString()
  @Matches(/^pk_(test|live)_[A-Za-z0-9_]+$/, {
    message: 'STRIPE_PUBLISHABLE_KEY must be a Stripe publishable key (pk_test_... or pk_live_...)',
  })
  STRIPE_PUBLISHABLE_KEY?: string;

  @IsOptional()
  @IsString()
  @Matches(/^whsec_[A-Za-z0-9_+/=]+$/, {
    message: 'STRIPE_WEBHOOK_SECRET must be a webhook signing secret (whsec_...)',
  })
  STRIPE_WEBHOOK_SECRET?: string;

  /** Hours after which a checkout never paid is deleted and its intent cancelled (default 24). */
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(720)
  PENDING_ORDER_TTL_HOURS?: number;

  /** A Stripe-compatible API (scheme://host[:port], no path), e.g. a local stub in tests. */
  @IsOptional()
  @IsUrl({ require_tld: false, protocols: ['http', 'https'], require_protocol: true })
  STRIPE_API_BASE?: string;

  // Analytics (spec §7): loaded only when configured.
  @IsOptional()
  @IsString()
  @Matches(/^G-[A-Z0-9]{4,20}$/, { message: 'GA_MEASUREMENT_ID must look like G-XXXXXXXXXX' })
  GA_MEASUREMENT_ID?: string;

  @IsOptional()
  @IsString()
  @Matches(/^\d{5,20}$/, { message: 'META_PIXEL_ID must be the numeric pixel id' })
  META_PIXEL_ID?: string;
}

export function validateEnv(raw: Record<string, string | undefined>): EnvSchema {
  // Empty strings mean "unset", as in most .env files.
  const cleaned: Record<string, string> = {};
  for (const [k, v] of Object.entries(raw)) if (v !== undefined && v !== '') cleaned[k] = v;
  const parsed = plainToInstance(EnvSchema, cleaned, { enableImplicitConversion: false });
  const errors = validateSync(parsed, { whitelist: false, skipMissingProperties: false });
  if (errors.length > 0) {
    const lines = errors.map((e) => `  ${e.property}: ${Object.values(e.constraints ?? {}).join('; ')}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed;
}
