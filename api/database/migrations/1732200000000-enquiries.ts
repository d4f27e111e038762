import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Enquiries (contact messages of the four kinds), their uploaded attachments and the
 * newsletter (DESIGN §2). Date-times are UTC text 'YYYY-MM-DD HH:MM:SS.SSS', as TypeORM
 * writes them, so they compare as text.
 */
export class Enquiries1732200000000 implements MigrationInterface {
  name = 'Enquiries1732200000000';

  async up(q: QueryRunner): Promise<void> {
    // PostgreSQL gets the whole schema from PgBaseline1734300000000.
    if (q.connection.options.type === 'postgres') return;
    await q.query(`
      CREATE TABLE "contact_messages" (
        "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
        "kind" varchar(20) NOT NULL DEFAULT ('contact')
          CHECK ("kind" IN ('contact', 'tech-pack', 'production', 'brand-building')),
        "name" varchar(200) NOT NULL,
        "email" varchar(254) NOT NULL,
        "company" varchar(200),
        "message" text NOT NULL,
        "fields" text,
        "isRead" boolean NOT NULL DEFAULT (0),
        "createdAt" datetime NOT NULL DEFAULT (strftime('%Y-%m-%d %H:%M:%f', 'now'))
      )`);
    await q.query(`CREATE INDEX "IDX_contact_messages_createdAt" ON "contact_messages" ("createdAt")`);
    await q.query(`CREATE INDEX "IDX_contact_messages_isRead" ON "contact_messages" ("isRead", "createdAt")`);

    await q.query(`
      CREATE TABLE "uploads" (
        "id" varchar(36) PRIMARY KEY NOT NULL,
        "status" varchar(10) NOT NULL DEFAULT ('pending')
          CHECK ("status" IN ('pending', 'complete', 'attached')),
        "tokenHash" varchar(64) NOT NULL,
        "expiresAt" datetime NOT NULL,
        "originalName" varchar(255),
        "size" integer,
        "detectedType" varchar(100),
        "storageName" varchar(64),
        "messageId" integer REFERENCES "contact_messages" ("id"),
        "completedAt" datetime,
        "createdAt" datetime NOT NULL DEFAULT (strftime('%Y-%m-%d %H:%M:%f', 'now')),
        CHECK ("status" = 'pending' OR ("size" IS NOT NULL AND "detectedType" IS NOT NULL AND "storageName" IS NOT NULL)),
        CHECK (("status" = 'attached') = ("messageId" IS NOT NULL))
      )`);
    await q.query(`CREATE INDEX "IDX_uploads_messageId" ON "uploads" ("messageId")`);
    await q.query(`CREATE INDEX "IDX_uploads_status_createdAt" ON "uploads" ("status", "createdAt")`);
    await q.query(`CREATE UNIQUE INDEX "UQ_uploads_storageName" ON "uploads" ("storageName")`);

    await q.query(`
      CREATE TABLE "newsletter_subscribers" (
        "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
        "email" varchar(254) NOT NULL,
        "status" varchar(12) NOT NULL DEFAULT ('pending')
          CHECK ("status" IN ('pending', 'confirmed', 'unsubscribed')),
        "confirmTokenHash" varchar(64),
        "unsubscribeTokenHash" varchar(64),
        "source" varchar(10) NOT NULL DEFAULT ('footer') CHECK ("source" IN ('footer', 'v1', 'other')),
        "consentAt" datetime NOT NULL,
        "confirmedAt" datetime,
        "unsubscribedAt" datetime,
        "lastConfirmationSentAt" datetime,
        "createdAt" datetime NOT NULL DEFAULT (strftime('%Y-%m-%d %H:%M:%f', 'now'))
      )`);
    await q.query(`CREATE UNIQUE INDEX "UQ_newsletter_subscribers_email" ON "newsletter_subscribers" ("email")`);
    await q.query(`CREATE UNIQUE INDEX "UQ_newsletter_subscribers_confirmTokenHash" ON "newsletter_subscribers" ("confirmTokenHash")`);
    await q.query(
      `CREATE UNIQUE INDEX "UQ_newsletter_subscribers_unsubscribeTokenHash" ON "newsletter_subscribers" ("unsubscribeTokenHash")`,
    );
    await q.query(`CREATE INDEX "IDX_newsletter_subscribers_status" ON "newsletter_subscribers" ("status", "createdAt")`);
  }

  async down(q: QueryRunner): Promise<void> {
    // PostgreSQL gets the whole schema from PgBaseline1734300000000.
    if (q.connection.options.type === 'postgres') return;
    await q.query(`DROP TABLE "newsletter_subscribers"`);
    await q.query(`DROP TABLE "uploads"`);
    await q.query(`DROP TABLE "contact_messages"`);
  }
}
