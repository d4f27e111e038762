import type { MigrationInterface, QueryRunner } from 'typeorm';

/** mail_outbox: every e-mail is written here first and sent by a worker with retries (api/mail). */
export class MailOutbox1733400000000 implements MigrationInterface {
  name = 'MailOutbox1733400000000';

  async up(q: QueryRunner): Promise<void> {
    // PostgreSQL gets the whole schema from PgBaseline1734300000000.
    if (q.connection.options.type === 'postgres') return;
    await q.query(`
      CREATE TABLE "mail_outbox" (
        "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
        "kind" varchar(40) NOT NULL,
        "status" varchar(10) NOT NULL DEFAULT ('pending')
          CHECK ("status" IN ('pending', 'sending', 'sent', 'failed')),
        "recipients" varchar(1000) NOT NULL,
        "subject" varchar(500) NOT NULL,
        "message" text,
        "dedupeKey" varchar(100),
        "attempts" integer NOT NULL DEFAULT (0),
        "nextAttemptAt" datetime NOT NULL,
        "lastError" varchar(1000),
        "messageId" varchar(255),
        "reqId" varchar(64),
        "createdAt" datetime NOT NULL,
        "sentAt" datetime
      )`);
    await q.query(`CREATE UNIQUE INDEX "IDX_mail_outbox_dedupe" ON "mail_outbox" ("dedupeKey")`);
    await q.query(`CREATE INDEX "IDX_mail_outbox_due" ON "mail_outbox" ("status", "nextAttemptAt")`);
    await q.query(`CREATE INDEX "IDX_mail_outbox_status" ON "mail_outbox" ("status", "id")`);
  }

  async down(q: QueryRunner): Promise<void> {
    // PostgreSQL gets the whole schema from PgBaseline1734300000000.
    if (q.connection.options.type === 'postgres') return;
    await q.query(`DROP TABLE "mail_outbox"`);
  }
}
