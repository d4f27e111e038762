import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The whole schema on PostgreSQL, as the SQLite migrations before it leave it (those return
 * early on PostgreSQL). Started from TypeORM's generator against an empty database, then
 * completed by hand from the SQLite schema: CHECK constraints, foreign keys with their ON
 * DELETE, partial and expression indexes, the index-only tables (sandbox), the counter tables
 * with their triggers, and case-insensitive usernames. Test: test/e2e/pg-schema.e2e-spec.ts.
 *
 * Dialect notes:
 *  - Dates are timestamp(3) holding UTC (the data source reads and writes them as UTC):
 *    milliseconds, like TypeORM's SQLite text, so a keyset cursor round-trips exactly.
 *  - The report indexes use CAST(column AS date), the day expression of date-buckets.ts.
 *  - sessions.expires_at holds epoch milliseconds: bigint.
 *  - The enquiry search (SQLite: an FTS5 trigram table) is ILIKE on pg_trgm indexes.
 *  - E-mail columns searched by prefix range use the "C" collation, so that the range
 *    [term, term || U+10FFFF) means "starts with" whatever the database's locale.
 * On SQLite this migration does nothing.
 */
const NOW = `(now() AT TIME ZONE 'UTC')`;

const TABLES: string[] = [
  `CREATE COLLATION IF NOT EXISTS "NOCASE" (provider = icu, locale = 'und-u-ks-level2', deterministic = false)`,

  `CREATE TABLE "contact_messages" (
    "id" SERIAL PRIMARY KEY,
    "kind" varchar(20) NOT NULL DEFAULT 'contact' CHECK ("kind" IN ('contact', 'tech-pack', 'production', 'brand-building')),
    "name" varchar(200) NOT NULL,
    "email" varchar(254) NOT NULL,
    "company" varchar(200),
    "message" text NOT NULL,
    "fields" text,
    "isRead" boolean NOT NULL DEFAULT false,
    "createdAt" timestamp(3) NOT NULL DEFAULT ${NOW},
    "status" varchar(10) NOT NULL DEFAULT 'new' CHECK ("status" IN ('new', 'replied', 'quoted', 'won', 'lost', 'closed')),
    "notes" text
  )`,
  `CREATE INDEX "IDX_contact_messages_createdAt" ON "contact_messages" ("createdAt")`,
  `CREATE INDEX "IDX_contact_messages_isRead" ON "contact_messages" ("isRead", "createdAt")`,
  `CREATE INDEX "IDX_contact_messages_kind" ON "contact_messages" ("kind", "createdAt")`,
  `CREATE INDEX "IDX_contact_messages_kind_isRead" ON "contact_messages" ("kind", "isRead", "createdAt")`,
  `CREATE INDEX "IDX_contact_messages_report_day" ON "contact_messages" (CAST("createdAt" AS date), "kind", "isRead", "createdAt")`,
  `CREATE INDEX "IDX_contact_messages_status" ON "contact_messages" ("status", "createdAt")`,

  `CREATE TABLE "contact_message_replies" (
    "id" SERIAL PRIMARY KEY,
    "messageId" integer NOT NULL REFERENCES "contact_messages" ("id") ON DELETE CASCADE,
    "author" varchar(254) NOT NULL,
    "recipient" varchar(254) NOT NULL,
    "text" text NOT NULL,
    "mailId" integer,
    "createdAt" timestamp(3) NOT NULL
  )`,
  `CREATE INDEX "IDX_contact_message_replies_message" ON "contact_message_replies" ("messageId", "id")`,

  `CREATE TABLE "uploads" (
    "id" varchar(36) PRIMARY KEY,
    "status" varchar(10) NOT NULL DEFAULT 'pending' CHECK ("status" IN ('pending', 'complete', 'attached')),
    "tokenHash" varchar(64) NOT NULL,
    "expiresAt" timestamp(3) NOT NULL,
    "originalName" varchar(255),
    "size" integer,
    "detectedType" varchar(100),
    "storageName" varchar(64),
    "messageId" integer REFERENCES "contact_messages" ("id"),
    "completedAt" timestamp(3),
    "createdAt" timestamp(3) NOT NULL DEFAULT ${NOW},
    "clientKey" varchar(64),
    "replyId" integer,
    CHECK ("status" = 'pending' OR ("size" IS NOT NULL AND "detectedType" IS NOT NULL AND "storageName" IS NOT NULL)),
    CHECK (("status" = 'attached') = ("messageId" IS NOT NULL))
  )`,
  `CREATE INDEX "IDX_uploads_messageId" ON "uploads" ("messageId")`,
  `CREATE INDEX "IDX_uploads_replyId" ON "uploads" ("replyId")`,
  `CREATE INDEX "IDX_uploads_status_client" ON "uploads" ("status", "clientKey")`,
  `CREATE INDEX "IDX_uploads_status_createdAt" ON "uploads" ("status", "createdAt")`,
  `CREATE UNIQUE INDEX "UQ_uploads_storageName" ON "uploads" ("storageName")`,

  `CREATE TABLE "sessions" (
    "sid" varchar(128) PRIMARY KEY,
    "data" text NOT NULL,
    "expires_at" bigint NOT NULL,
    "user_id" integer
  )`,
  `CREATE INDEX "IDX_sessions_expires_at" ON "sessions" ("expires_at")`,
  `CREATE INDEX "IDX_sessions_user_id" ON "sessions" ("user_id")`,

  `CREATE TABLE "users" (
    "id" SERIAL PRIMARY KEY,
    "username" varchar(50) COLLATE "NOCASE" NOT NULL,
    "email" varchar(254) NOT NULL CHECK ("email" = lower(trim("email"))),
    "passwordHash" varchar(255) NOT NULL,
    "role" varchar(10) NOT NULL DEFAULT 'buyer' CHECK ("role" IN ('buyer', 'admin')),
    "emailVerifiedAt" timestamp(3),
    "createdAt" timestamp(3) NOT NULL DEFAULT ${NOW},
    "session_generation" integer NOT NULL DEFAULT 0
  )`,
  `CREATE INDEX "IDX_users_email" ON "users" ("email")`,
  `CREATE UNIQUE INDEX "IDX_users_email_verified" ON "users" ("email") WHERE "emailVerifiedAt" IS NOT NULL`,
  `CREATE UNIQUE INDEX "IDX_users_username" ON "users" ("username")`,

  `CREATE TABLE "email_verifications" (
    "id" SERIAL PRIMARY KEY,
    "userId" integer NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
    "email" varchar(254) NOT NULL,
    "tokenHash" varchar(64) NOT NULL,
    "expiresAt" timestamp(3) NOT NULL,
    "usedAt" timestamp(3),
    "createdAt" timestamp(3) NOT NULL DEFAULT ${NOW}
  )`,
  `CREATE UNIQUE INDEX "IDX_email_verifications_token" ON "email_verifications" ("tokenHash")`,
  `CREATE INDEX "IDX_email_verifications_user" ON "email_verifications" ("userId")`,

  `CREATE TABLE "password_resets" (
    "id" SERIAL PRIMARY KEY,
    "userId" integer NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
    "tokenHash" varchar(64) NOT NULL,
    "expiresAt" timestamp(3) NOT NULL,
    "usedAt" timestamp(3),
    "createdAt" timestamp(3) NOT NULL DEFAULT ${NOW}
  )`,
  `CREATE UNIQUE INDEX "IDX_password_resets_token" ON "password_resets" ("tokenHash")`,
  `CREATE INDEX "IDX_password_resets_user" ON "password_resets" ("userId")`,

  `CREATE TABLE "orders" (
    "id" SERIAL PRIMARY KEY,
    "number" varchar(20),
    "email" varchar(254) COLLATE "C",
    "status" varchar(10) NOT NULL DEFAULT 'pending' CHECK ("status" IN ('pending', 'paid', 'refunded', 'disputed', 'failed')),
    "guideSlug" varchar(64) NOT NULL,
    "amountCents" integer NOT NULL CHECK ("amountCents" > 0),
    "currency" varchar(3) NOT NULL DEFAULT 'usd',
    "provider" varchar(10) NOT NULL CHECK ("provider" IN ('sandbox', 'stripe')),
    "paymentIntentId" varchar(255),
    "paidAt" timestamp(3),
    "receiptSentAt" timestamp(3),
    "createdAt" timestamp(3) NOT NULL DEFAULT ${NOW},
    "updatedAt" timestamp(3) NOT NULL DEFAULT ${NOW},
    "userId" integer REFERENCES "users" ("id") ON DELETE SET NULL,
    "numberSeq" integer,
    "termsVersion" varchar(120),
    "consentAt" timestamp(3),
    "discountCodeId" integer,
    "discountCode" varchar(32),
    "discountCents" integer NOT NULL DEFAULT 0
  )`,
  `CREATE INDEX "IDX_orders_createdAt" ON "orders" ("createdAt")`,
  `CREATE INDEX "IDX_orders_email" ON "orders" ("email")`,
  `CREATE INDEX "IDX_orders_listed" ON "orders" ("createdAt") WHERE "status" <> 'pending'`,
  `CREATE UNIQUE INDEX "IDX_orders_number" ON "orders" ("number")`,
  `CREATE UNIQUE INDEX "IDX_orders_number_seq" ON "orders" ("numberSeq")`,
  `CREATE UNIQUE INDEX "IDX_orders_payment_intent" ON "orders" ("paymentIntentId")`,
  `CREATE INDEX "IDX_orders_report_day" ON "orders" ("status", CAST("paidAt" AS date), "paidAt")`,
  `CREATE INDEX "IDX_orders_status" ON "orders" ("status", "createdAt")`,
  `CREATE INDEX "IDX_orders_user" ON "orders" ("userId")`,

  `CREATE TABLE "order_items" (
    "id" SERIAL PRIMARY KEY,
    "orderId" integer NOT NULL REFERENCES "orders" ("id") ON DELETE CASCADE,
    "guideSlug" varchar(64) NOT NULL,
    "kind" varchar(10) NOT NULL CHECK ("kind" IN ('main', 'upsell')),
    "priceCents" integer NOT NULL CHECK ("priceCents" >= 0),
    "revokedAt" timestamp(3),
    "revokeReason" varchar(20),
    "discountCents" integer NOT NULL DEFAULT 0,
    "paidCents" integer NOT NULL DEFAULT 0
  )`,
  `CREATE INDEX "IDX_order_items_guide" ON "order_items" ("guideSlug", "orderId")`,
  `CREATE UNIQUE INDEX "IDX_order_items_order_slug" ON "order_items" ("orderId", "guideSlug")`,
  `CREATE INDEX "IDX_order_items_refunds_day" ON "order_items" ("revokeReason", CAST("revokedAt" AS date), "revokedAt", "orderId", "priceCents") WHERE "revokeReason" IS NOT NULL`,
  `CREATE INDEX "IDX_order_items_report" ON "order_items" ("orderId", "kind", "revokedAt", "guideSlug", "priceCents")`,

  `CREATE TABLE "order_refunds" (
    "id" SERIAL PRIMARY KEY,
    "orderId" integer NOT NULL REFERENCES "orders" ("id") ON DELETE CASCADE,
    "status" varchar(10) NOT NULL DEFAULT 'pending' CHECK ("status" IN ('pending', 'succeeded', 'failed')),
    "amountCents" integer NOT NULL CHECK ("amountCents" > 0),
    "currency" varchar(3) NOT NULL DEFAULT 'usd',
    "reason" varchar(500) NOT NULL,
    "adminUserId" integer,
    "adminEmail" varchar(254) NOT NULL,
    "requestedAll" boolean NOT NULL DEFAULT false,
    "idempotencyKey" varchar(100) NOT NULL,
    "providerRefundId" varchar(255),
    "createdAt" timestamp(3) NOT NULL DEFAULT ${NOW},
    "refundedAt" timestamp(3),
    "failedAt" timestamp(3),
    "failureReason" varchar(500),
    "notifiedAt" timestamp(3)
  )`,
  `CREATE UNIQUE INDEX "IDX_order_refunds_idempotency" ON "order_refunds" ("idempotencyKey")`,
  `CREATE INDEX "IDX_order_refunds_order" ON "order_refunds" ("orderId")`,
  `CREATE UNIQUE INDEX "IDX_order_refunds_provider_refund" ON "order_refunds" ("providerRefundId")`,

  `CREATE TABLE "order_refund_items" (
    "id" SERIAL PRIMARY KEY,
    "refundId" integer NOT NULL REFERENCES "order_refunds" ("id") ON DELETE CASCADE,
    "orderItemId" integer NOT NULL REFERENCES "order_items" ("id") ON DELETE CASCADE,
    "guideSlug" varchar(64) NOT NULL,
    "amountCents" integer NOT NULL CHECK ("amountCents" >= 0),
    "releasedAt" timestamp(3)
  )`,
  `CREATE UNIQUE INDEX "IDX_order_refund_items_claim" ON "order_refund_items" ("orderItemId") WHERE "releasedAt" IS NULL`,
  `CREATE INDEX "IDX_order_refund_items_refund" ON "order_refund_items" ("refundId")`,

  `CREATE TABLE "payment_events" (
    "id" SERIAL PRIMARY KEY,
    "provider" varchar(10) NOT NULL,
    "eventId" varchar(255) NOT NULL,
    "type" varchar(64) NOT NULL,
    "paymentIntentId" varchar(255),
    "receivedAt" timestamp(3) NOT NULL DEFAULT ${NOW}
  )`,
  `CREATE UNIQUE INDEX "IDX_payment_events_event" ON "payment_events" ("eventId")`,

  `CREATE TABLE "sandbox_payment_intents" (
    "id" varchar(64) PRIMARY KEY,
    "orderId" integer NOT NULL,
    "amountCents" integer NOT NULL CHECK ("amountCents" > 0),
    "currency" varchar(3) NOT NULL DEFAULT 'usd',
    "status" varchar(32) NOT NULL DEFAULT 'requires_payment_method'
      CHECK ("status" IN ('requires_payment_method', 'succeeded', 'canceled', 'failed')),
    "email" varchar(254),
    "last4" varchar(4),
    "brand" varchar(20),
    "clientSecretHash" varchar(64) NOT NULL,
    "idempotencyKey" varchar(255),
    "createdAt" timestamp(3) NOT NULL DEFAULT ${NOW},
    "updatedAt" timestamp(3) NOT NULL DEFAULT ${NOW}
  )`,
  `CREATE UNIQUE INDEX "IDX_sandbox_payment_intents_idempotency" ON "sandbox_payment_intents" ("idempotencyKey")`,
  `CREATE INDEX "IDX_sandbox_payment_intents_order" ON "sandbox_payment_intents" ("orderId")`,

  `CREATE TABLE "sandbox_refunds" (
    "id" varchar(64) PRIMARY KEY,
    "paymentIntentId" varchar(64) NOT NULL,
    "amountCents" integer NOT NULL CHECK ("amountCents" > 0),
    "status" varchar(10) NOT NULL,
    "shopRefundId" integer,
    "idempotencyKey" varchar(255) NOT NULL,
    "createdAt" timestamp(3) NOT NULL DEFAULT ${NOW}
  )`,
  `CREATE UNIQUE INDEX "IDX_sandbox_refunds_idempotency" ON "sandbox_refunds" ("idempotencyKey")`,
  `CREATE INDEX "IDX_sandbox_refunds_intent" ON "sandbox_refunds" ("paymentIntentId")`,

  `CREATE TABLE "download_log" (
    "id" SERIAL PRIMARY KEY,
    "orderItemId" integer NOT NULL REFERENCES "order_items" ("id") ON DELETE CASCADE,
    "orderId" integer NOT NULL,
    "guideSlug" varchar(64) NOT NULL,
    "userId" integer,
    "email" varchar(254),
    "via" varchar(10) NOT NULL CHECK ("via" IN ('session', 'account', 'link')),
    "ip" varchar(64),
    "userAgent" varchar(512),
    "bytes" integer NOT NULL,
    "at" timestamp(3) NOT NULL DEFAULT ${NOW}
  )`,
  `CREATE INDEX "IDX_download_log_day" ON "download_log" (CAST("at" AS date), "at")`,
  `CREATE INDEX "IDX_download_log_email_at" ON "download_log" ("email", "at", "id")`,
  `CREATE INDEX "IDX_download_log_item" ON "download_log" ("orderItemId")`,
  `CREATE INDEX "IDX_download_log_order_at" ON "download_log" ("orderId", "at", "id")`,
  `CREATE INDEX "IDX_download_log_user_at" ON "download_log" ("userId", "at", "id")`,

  `CREATE TABLE "newsletter_subscribers" (
    "id" SERIAL PRIMARY KEY,
    "email" varchar(254) COLLATE "C" NOT NULL,
    "status" varchar(12) NOT NULL DEFAULT 'pending' CHECK ("status" IN ('pending', 'confirmed', 'unsubscribed')),
    "confirmTokenHash" varchar(64),
    "unsubscribeTokenHash" varchar(64),
    "source" varchar(10) NOT NULL DEFAULT 'footer' CHECK ("source" IN ('footer', 'v1', 'other')),
    "consentAt" timestamp(3) NOT NULL,
    "confirmedAt" timestamp(3),
    "unsubscribedAt" timestamp(3),
    "lastConfirmationSentAt" timestamp(3),
    "createdAt" timestamp(3) NOT NULL DEFAULT ${NOW},
    "consentVersion" varchar(16)
  )`,
  `CREATE INDEX "IDX_newsletter_subscribers_confirmed_day" ON "newsletter_subscribers" (CAST("confirmedAt" AS date), "confirmedAt")`,
  `CREATE INDEX "IDX_newsletter_subscribers_createdAt" ON "newsletter_subscribers" ("createdAt")`,
  `CREATE INDEX "IDX_newsletter_subscribers_created_day" ON "newsletter_subscribers" (CAST("createdAt" AS date), "createdAt")`,
  `CREATE INDEX "IDX_newsletter_subscribers_source" ON "newsletter_subscribers" ("source", "createdAt")`,
  `CREATE INDEX "IDX_newsletter_subscribers_status" ON "newsletter_subscribers" ("status", "createdAt")`,
  `CREATE INDEX "IDX_newsletter_subscribers_status_source" ON "newsletter_subscribers" ("status", "source", "createdAt")`,
  `CREATE UNIQUE INDEX "UQ_newsletter_subscribers_confirmTokenHash" ON "newsletter_subscribers" ("confirmTokenHash")`,
  `CREATE UNIQUE INDEX "UQ_newsletter_subscribers_email" ON "newsletter_subscribers" ("email")`,
  `CREATE UNIQUE INDEX "UQ_newsletter_subscribers_unsubscribeTokenHash" ON "newsletter_subscribers" ("unsubscribeTokenHash")`,

  `CREATE TABLE "mail_outbox" (
    "id" SERIAL PRIMARY KEY,
    "kind" varchar(40) NOT NULL,
    "status" varchar(10) NOT NULL DEFAULT 'pending' CHECK ("status" IN ('pending', 'sending', 'sent', 'failed')),
    "recipients" varchar(1000) NOT NULL,
    "subject" varchar(500) NOT NULL,
    "message" text,
    "dedupeKey" varchar(100),
    "attempts" integer NOT NULL DEFAULT 0,
    "nextAttemptAt" timestamp(3) NOT NULL,
    "lastError" varchar(1000),
    "messageId" varchar(255),
    "reqId" varchar(64),
    "createdAt" timestamp(3) NOT NULL,
    "sentAt" timestamp(3)
  )`,
  `CREATE UNIQUE INDEX "IDX_mail_outbox_dedupe" ON "mail_outbox" ("dedupeKey")`,
  `CREATE INDEX "IDX_mail_outbox_due" ON "mail_outbox" ("status", "nextAttemptAt")`,
  `CREATE INDEX "IDX_mail_outbox_status" ON "mail_outbox" ("status", "id")`,

  `CREATE TABLE "guide_editions" (
    "id" SERIAL PRIMARY KEY,
    "slug" varchar(40) NOT NULL,
    "edition" integer NOT NULL,
    "note" varchar(500) NOT NULL,
    "filePath" varchar(500) NOT NULL,
    "sha256" varchar(64) NOT NULL,
    "size" integer NOT NULL,
    "pages" integer NOT NULL,
    "uploadedBy" varchar(254),
    "announcedCount" integer,
    "createdAt" timestamp(3) NOT NULL
  )`,
  `CREATE UNIQUE INDEX "IDX_guide_editions_slug_edition" ON "guide_editions" ("slug", "edition")`,

  `CREATE TABLE "discount_codes" (
    "id" SERIAL PRIMARY KEY,
    "code" varchar(32) NOT NULL,
    "kind" varchar(10) NOT NULL CHECK ("kind" IN ('percent', 'fixed')),
    "percentOff" integer,
    "amountOffCents" integer,
    "guideSlugs" varchar(400),
    "startsAt" timestamp(3),
    "endsAt" timestamp(3),
    "maxUses" integer,
    "maxUsesPerEmail" integer,
    "status" varchar(10) NOT NULL DEFAULT 'active' CHECK ("status" IN ('active', 'paused')),
    "uses" integer NOT NULL DEFAULT 0,
    "reserved" integer NOT NULL DEFAULT 0,
    "overLimitUses" integer NOT NULL DEFAULT 0,
    "revenueCents" integer NOT NULL DEFAULT 0,
    "discountCents" integer NOT NULL DEFAULT 0,
    "createdAt" timestamp(3) NOT NULL DEFAULT ${NOW},
    "updatedAt" timestamp(3) NOT NULL DEFAULT ${NOW}
  )`,
  `CREATE UNIQUE INDEX "IDX_discount_codes_code" ON "discount_codes" ("code")`,
  `CREATE INDEX "IDX_discount_codes_list" ON "discount_codes" ("createdAt", "id")`,

  `CREATE TABLE "discount_redemptions" (
    "id" SERIAL PRIMARY KEY,
    "codeId" integer NOT NULL REFERENCES "discount_codes" ("id"),
    "orderId" integer NOT NULL,
    "state" varchar(10) NOT NULL CHECK ("state" IN ('reserved', 'lapsed', 'released', 'redeemed')),
    "expiresAt" timestamp(3),
    "email" varchar(254),
    "amountCents" integer NOT NULL DEFAULT 0,
    "discountCents" integer NOT NULL DEFAULT 0,
    "overLimit" varchar(20),
    "redeemedAt" timestamp(3),
    "createdAt" timestamp(3) NOT NULL DEFAULT ${NOW},
    "updatedAt" timestamp(3) NOT NULL DEFAULT ${NOW}
  )`,
  `CREATE INDEX "IDX_discount_redemptions_code_email" ON "discount_redemptions" ("codeId", "email")`,
  `CREATE INDEX "IDX_discount_redemptions_code_state" ON "discount_redemptions" ("codeId", "state", "expiresAt")`,
  `CREATE UNIQUE INDEX "IDX_discount_redemptions_order" ON "discount_redemptions" ("orderId")`,

  `CREATE TABLE "reviews" (
    "id" SERIAL PRIMARY KEY,
    "guideSlug" varchar(64) NOT NULL,
    "email" varchar(254) NOT NULL,
    "userId" integer,
    "rating" integer NOT NULL CHECK ("rating" BETWEEN 1 AND 5),
    "title" varchar(120),
    "text" varchar(2000) NOT NULL,
    "displayName" varchar(60) NOT NULL,
    "status" varchar(10) NOT NULL DEFAULT 'pending' CHECK ("status" IN ('pending', 'published', 'hidden')),
    "publishedAt" timestamp(3),
    "createdAt" timestamp(3) NOT NULL DEFAULT ${NOW},
    "updatedAt" timestamp(3) NOT NULL DEFAULT ${NOW}
  )`,
  `CREATE INDEX "IDX_reviews_created" ON "reviews" ("createdAt", "id")`,
  `CREATE INDEX "IDX_reviews_email" ON "reviews" ("email")`,
  `CREATE UNIQUE INDEX "IDX_reviews_guide_email" ON "reviews" ("guideSlug", "email")`,
  `CREATE INDEX "IDX_reviews_published" ON "reviews" ("guideSlug", "status", "publishedAt", "id")`,
  `CREATE INDEX "IDX_reviews_status_created" ON "reviews" ("status", "createdAt", "id")`,
];

/**
 * Counter tables kept by triggers (exact list counts without a scan, as on SQLite): one row
 * per combination of the `keys` columns of `source`, inserted at 0 on first use.
 */
function counterTable(table: string, source: string, keys: Array<[name: string, type: string]>): string[] {
  const cols = keys.map(([k]) => `"${k}"`).join(', ');
  const match = (rec: 'OLD' | 'NEW') => keys.map(([k]) => `"${k}" = ${rec}."${k}"`).join(' AND ');
  const values = keys.map(([k]) => `NEW."${k}"`).join(', ');
  const changed = keys.map(([k]) => `OLD."${k}" IS DISTINCT FROM NEW."${k}"`).join(' OR ');
  const fn = `"FN_${table}"`;
  return [
    `CREATE TABLE "${table}" (${keys.map(([k, t]) => `"${k}" ${t} NOT NULL`).join(', ')}, "n" integer NOT NULL, PRIMARY KEY (${cols}))`,
    `CREATE FUNCTION ${fn}() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP IN ('DELETE', 'UPDATE') THEN
        UPDATE "${table}" SET "n" = "n" - 1 WHERE ${match('OLD')};
      END IF;
      IF TG_OP IN ('INSERT', 'UPDATE') THEN
        INSERT INTO "${table}" (${cols}, "n") VALUES (${values}, 1)
          ON CONFLICT (${cols}) DO UPDATE SET "n" = "${table}"."n" + 1;
      END IF;
      RETURN NULL;
    END $$`,
    `CREATE TRIGGER "TRG_${table}_insert" AFTER INSERT ON "${source}" FOR EACH ROW EXECUTE FUNCTION ${fn}()`,
    `CREATE TRIGGER "TRG_${table}_delete" AFTER DELETE ON "${source}" FOR EACH ROW EXECUTE FUNCTION ${fn}()`,
    `CREATE TRIGGER "TRG_${table}_update" AFTER UPDATE OF ${cols} ON "${source}" FOR EACH ROW WHEN (${changed}) EXECUTE FUNCTION ${fn}()`,
  ];
}

const COUNTERS: string[] = [
  ...counterTable('order_counts', 'orders', [['status', 'varchar(10)']]),
  ...counterTable('contact_message_counts', 'contact_messages', [
    ['kind', 'varchar(20)'],
    ['isRead', 'boolean'],
  ]),
  ...counterTable('newsletter_subscriber_counts', 'newsletter_subscribers', [
    ['status', 'varchar(12)'],
    ['source', 'varchar(10)'],
  ]),
];

/** Trigram indexes for the enquiry search (ILIKE '%term%'), when pg_trgm can be installed. */
const SEARCH_COLUMNS = ['name', 'email', 'company', 'message'];

export class PgBaseline1734300000000 implements MigrationInterface {
  name = 'PgBaseline1734300000000';

  async up(q: QueryRunner): Promise<void> {
    if (q.connection.options.type !== 'postgres') return;
    for (const sql of [...TABLES, ...COUNTERS]) await q.query(sql);
    // pg_trgm is a trusted extension (any database owner may create it), but a managed
    // server may not offer it: the search then scans, and still answers the same.
    const [trgm] = (await q.query(`SELECT 1 AS "ok" FROM pg_available_extensions WHERE name = 'pg_trgm'`)) as unknown[];
    if (trgm) {
      await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
      for (const col of SEARCH_COLUMNS) {
        await q.query(`CREATE INDEX "IDX_contact_messages_search_${col}" ON "contact_messages" USING gin ("${col}" gin_trgm_ops)`);
      }
    }
  }

  async down(q: QueryRunner): Promise<void> {
    if (q.connection.options.type !== 'postgres') return;
    for (const table of [
      'order_counts',
      'contact_message_counts',
      'newsletter_subscriber_counts',
      'reviews',
      'discount_redemptions',
      'discount_codes',
      'guide_editions',
      'mail_outbox',
      'newsletter_subscribers',
      'download_log',
      'sandbox_refunds',
      'sandbox_payment_intents',
      'payment_events',
      'order_refund_items',
      'order_refunds',
      'order_items',
      'orders',
      'password_resets',
      'email_verifications',
      'users',
      'sessions',
      'uploads',
      'contact_message_replies',
      'contact_messages',
    ]) {
      await q.query(`DROP TABLE IF EXISTS "${table}" CASCADE`);
    }
    for (const fn of ['order_counts', 'contact_message_counts', 'newsletter_subscriber_counts']) {
      await q.query(`DROP FUNCTION IF EXISTS "FN_${fn}"()`);
    }
    await q.query(`DROP COLLATION IF EXISTS "NOCASE"`);
  }
}
