import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A counter table kept by triggers: `key` columns → n rows. */
function counterSql(table: string, counts: string, keys: readonly string[]): string[] {
  const cols = keys.map((k) => `"${k}"`).join(', ');
  const match = (row: 'new' | 'old') => keys.map((k) => `"${k}" = ${row}."${k}"`).join(' AND ');
  const values = (row: 'new' | 'old') => keys.map((k) => `${row}."${k}"`).join(', ');
  const changed = keys.map((k) => `old."${k}" IS NOT new."${k}"`).join(' OR ');
  const add = (row: 'new' | 'old') =>
    `INSERT OR IGNORE INTO "${counts}" (${cols}, "n") VALUES (${values(row)}, 0);
     UPDATE "${counts}" SET "n" = "n" + 1 WHERE ${match(row)};`;
  const remove = (row: 'new' | 'old') => `UPDATE "${counts}" SET "n" = "n" - 1 WHERE ${match(row)};`;
  return [
    `CREATE TABLE "${counts}" (${keys.map((k) => `"${k}" NOT NULL`).join(', ')}, "n" integer NOT NULL, PRIMARY KEY (${cols})) WITHOUT ROWID`,
    `INSERT INTO "${counts}" (${cols}, "n") SELECT ${cols}, COUNT(*) FROM "${table}" GROUP BY ${cols}`,
    `CREATE TRIGGER "TRG_${counts}_insert" AFTER INSERT ON "${table}" BEGIN ${add('new')} END`,
    `CREATE TRIGGER "TRG_${counts}_delete" AFTER DELETE ON "${table}" BEGIN ${remove('old')} END`,
    `CREATE TRIGGER "TRG_${counts}_update" AFTER UPDATE OF ${cols} ON "${table}" WHEN ${changed} BEGIN ${remove('old')} ${add('new')} END`,
  ];
}

/**
 * Paged admin lists (DESIGN §4 rule 7): an index for every filter with createdAt last
 * (the keyset order; the rowid is implicitly the final column), counter tables kept by
 * triggers so that totals cost one row read whatever the table size, and a trigram
 * full-text index for searching messages anywhere in their text.
 *
 * Orders get their customer-facing number when paid (`numberSeq`, gap-free from here on):
 * numbers of orders never paid (pending, failed) were never shown to a buyer and go.
 */
export class AdminLists1733000000000 implements MigrationInterface {
  name = 'AdminLists1733000000000';

  async up(q: QueryRunner): Promise<void> {
    // PostgreSQL gets the whole schema from PgBaseline1734300000000.
    if (q.connection.options.type === 'postgres') return;
    const statements = [
      // --- contact messages (IDX_contact_messages_createdAt and _isRead exist) ---------
      `CREATE INDEX "IDX_contact_messages_kind" ON "contact_messages" ("kind", "createdAt")`,
      `CREATE INDEX "IDX_contact_messages_kind_isRead" ON "contact_messages" ("kind", "isRead", "createdAt")`,
      ...counterSql('contact_messages', 'contact_message_counts', ['kind', 'isRead']),
      `CREATE VIRTUAL TABLE "contact_messages_fts" USING fts5(
         "name", "email", "company", "message",
         content='contact_messages', content_rowid='id', tokenize='trigram')`,
      `INSERT INTO "contact_messages_fts" ("contact_messages_fts") VALUES ('rebuild')`,
      `CREATE TRIGGER "TRG_contact_messages_fts_insert" AFTER INSERT ON "contact_messages" BEGIN
         INSERT INTO "contact_messages_fts" ("rowid", "name", "email", "company", "message")
         VALUES (new."id", new."name", new."email", new."company", new."message");
       END`,
      `CREATE TRIGGER "TRG_contact_messages_fts_delete" AFTER DELETE ON "contact_messages" BEGIN
         INSERT INTO "contact_messages_fts" ("contact_messages_fts", "rowid", "name", "email", "company", "message")
         VALUES ('delete', old."id", old."name", old."email", old."company", old."message");
       END`,
      `CREATE TRIGGER "TRG_contact_messages_fts_update" AFTER UPDATE OF "name", "email", "company", "message" ON "contact_messages" BEGIN
         INSERT INTO "contact_messages_fts" ("contact_messages_fts", "rowid", "name", "email", "company", "message")
         VALUES ('delete', old."id", old."name", old."email", old."company", old."message");
         INSERT INTO "contact_messages_fts" ("rowid", "name", "email", "company", "message")
         VALUES (new."id", new."name", new."email", new."company", new."message");
       END`,

      // --- orders -------------------------------------------------------------------------
      `ALTER TABLE "orders" ADD COLUMN "numberSeq" integer`,
      `UPDATE "orders" SET "number" = NULL WHERE "status" IN ('pending', 'failed')`,
      `UPDATE "orders" SET "numberSeq" = CAST(substr("number", 4) AS integer) WHERE "number" LIKE 'TW-%'`,
      `CREATE UNIQUE INDEX "IDX_orders_number_seq" ON "orders" ("numberSeq")`,
      `CREATE INDEX "IDX_orders_createdAt" ON "orders" ("createdAt")`,
      `CREATE INDEX "IDX_orders_status" ON "orders" ("status", "createdAt")`,
      // The default view: everything but checkouts never paid.
      `CREATE INDEX "IDX_orders_listed" ON "orders" ("createdAt") WHERE "status" <> 'pending'`,
      `CREATE INDEX "IDX_order_items_guide" ON "order_items" ("guideSlug", "orderId")`,
      ...counterSql('orders', 'order_counts', ['status']),

      // --- newsletter subscribers (IDX_newsletter_subscribers_status exists) -------------
      `CREATE INDEX "IDX_newsletter_subscribers_createdAt" ON "newsletter_subscribers" ("createdAt")`,
      `CREATE INDEX "IDX_newsletter_subscribers_source" ON "newsletter_subscribers" ("source", "createdAt")`,
      `CREATE INDEX "IDX_newsletter_subscribers_status_source" ON "newsletter_subscribers" ("status", "source", "createdAt")`,
      ...counterSql('newsletter_subscribers', 'newsletter_subscriber_counts', ['status', 'source']),
    ];
    for (const sql of statements) await q.query(sql);
  }

  async down(q: QueryRunner): Promise<void> {
    // PostgreSQL gets the whole schema from PgBaseline1734300000000.
    if (q.connection.options.type === 'postgres') return;
    for (const counts of ['contact_message_counts', 'order_counts', 'newsletter_subscriber_counts']) {
      for (const op of ['insert', 'delete', 'update']) await q.query(`DROP TRIGGER "TRG_${counts}_${op}"`);
      await q.query(`DROP TABLE "${counts}"`);
    }
    for (const op of ['insert', 'delete', 'update']) await q.query(`DROP TRIGGER "TRG_contact_messages_fts_${op}"`);
    await q.query(`DROP TABLE "contact_messages_fts"`);
    for (const index of [
      'IDX_contact_messages_kind',
      'IDX_contact_messages_kind_isRead',
      'IDX_orders_number_seq',
      'IDX_orders_createdAt',
      'IDX_orders_status',
      'IDX_orders_listed',
      'IDX_order_items_guide',
      'IDX_newsletter_subscribers_createdAt',
      'IDX_newsletter_subscribers_source',
      'IDX_newsletter_subscribers_status_source',
    ]) {
      await q.query(`DROP INDEX "${index}"`);
    }
    await q.query(`ALTER TABLE "orders" DROP COLUMN "numberSeq"`);
  }
}
