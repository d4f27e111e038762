import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Enquiries as a workflow (issue 15): a status and the owner's private notes on every
 * message (existing ones start as 'new'), the thread of the owner's replies, and reply
 * attachments as uploads of the message marked with their reply (`uploads.replyId`), so
 * the enquirer's own files stay the ones without it.
 */
export class EnquiryWorkflow1733600000000 implements MigrationInterface {
  name = 'EnquiryWorkflow1733600000000';

  async up(q: QueryRunner): Promise<void> {
    // PostgreSQL gets the whole schema from PgBaseline1734300000000.
    if (q.connection.options.type === 'postgres') return;
    await q.query(
      `ALTER TABLE "contact_messages" ADD COLUMN "status" varchar(10) NOT NULL DEFAULT ('new')
         CHECK ("status" IN ('new', 'replied', 'quoted', 'won', 'lost', 'closed'))`,
    );
    await q.query(`ALTER TABLE "contact_messages" ADD COLUMN "notes" text`);
    // The inbox's status filter, in keyset order (createdAt, then the rowid).
    await q.query(`CREATE INDEX "IDX_contact_messages_status" ON "contact_messages" ("status", "createdAt")`);
    await q.query(`
      CREATE TABLE "contact_message_replies" (
        "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
        "messageId" integer NOT NULL REFERENCES "contact_messages" ("id") ON DELETE CASCADE,
        "author" varchar(254) NOT NULL,
        "recipient" varchar(254) NOT NULL,
        "text" text NOT NULL,
        "mailId" integer,
        "createdAt" datetime NOT NULL
      )`);
    await q.query(`CREATE INDEX "IDX_contact_message_replies_message" ON "contact_message_replies" ("messageId", "id")`);
    await q.query(`ALTER TABLE "uploads" ADD COLUMN "replyId" integer`);
    await q.query(`CREATE INDEX "IDX_uploads_replyId" ON "uploads" ("replyId")`);
  }

  async down(q: QueryRunner): Promise<void> {
    // PostgreSQL gets the whole schema from PgBaseline1734300000000.
    if (q.connection.options.type === 'postgres') return;
    await q.query(`DROP INDEX "IDX_uploads_replyId"`);
    await q.query(`ALTER TABLE "uploads" DROP COLUMN "replyId"`);
    await q.query(`DROP TABLE "contact_message_replies"`);
    await q.query(`DROP INDEX "IDX_contact_messages_status"`);
    await q.query(`ALTER TABLE "contact_messages" DROP COLUMN "notes"`);
    await q.query(`ALTER TABLE "contact_messages" DROP COLUMN "status"`);
  }
}
