import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Orders, their items, provider events (dedupe) and the download log (DESIGN §2). */
export class Orders1732400000000 implements MigrationInterface {
  name = 'Orders1732400000000';

  async up(q: QueryRunner): Promise<void> {
    // PostgreSQL gets the whole schema from PgBaseline1734300000000.
    if (q.connection.options.type === 'postgres') return;
    await q.query(`
      CREATE TABLE "orders" (
        "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
        "number" varchar(20),
        "email" varchar(254),
        "status" varchar(10) NOT NULL DEFAULT ('pending')
          CHECK ("status" IN ('pending', 'paid', 'refunded', 'disputed', 'failed')),
        "guideSlug" varchar(64) NOT NULL,
        "amountCents" integer NOT NULL CHECK ("amountCents" > 0),
        "currency" varchar(3) NOT NULL DEFAULT ('usd'),
        "provider" varchar(10) NOT NULL CHECK ("provider" IN ('sandbox', 'stripe')),
        "paymentIntentId" varchar(255),
        "paidAt" datetime,
        "receiptSentAt" datetime,
        "createdAt" datetime NOT NULL DEFAULT (datetime('now')),
        "updatedAt" datetime NOT NULL DEFAULT (datetime('now'))
      )`);
    await q.query(`CREATE UNIQUE INDEX "IDX_orders_number" ON "orders" ("number")`);
    await q.query(`CREATE INDEX "IDX_orders_email" ON "orders" ("email")`);
    await q.query(`CREATE UNIQUE INDEX "IDX_orders_payment_intent" ON "orders" ("paymentIntentId")`);

    await q.query(`
      CREATE TABLE "order_items" (
        "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
        "orderId" integer NOT NULL REFERENCES "orders" ("id") ON DELETE CASCADE,
        "guideSlug" varchar(64) NOT NULL,
        "kind" varchar(10) NOT NULL CHECK ("kind" IN ('main', 'upsell')),
        "priceCents" integer NOT NULL CHECK ("priceCents" >= 0),
        "revokedAt" datetime,
        "revokeReason" varchar(20)
      )`);
    await q.query(`CREATE UNIQUE INDEX "IDX_order_items_order_slug" ON "order_items" ("orderId", "guideSlug")`);

    await q.query(`
      CREATE TABLE "payment_events" (
        "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
        "provider" varchar(10) NOT NULL,
        "eventId" varchar(255) NOT NULL,
        "type" varchar(64) NOT NULL,
        "paymentIntentId" varchar(255),
        "receivedAt" datetime NOT NULL DEFAULT (datetime('now'))
      )`);
    await q.query(`CREATE UNIQUE INDEX "IDX_payment_events_event" ON "payment_events" ("eventId")`);

    await q.query(`
      CREATE TABLE "download_log" (
        "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
        "orderItemId" integer NOT NULL REFERENCES "order_items" ("id") ON DELETE CASCADE,
        "orderId" integer NOT NULL,
        "guideSlug" varchar(64) NOT NULL,
        "userId" integer,
        "email" varchar(254),
        "via" varchar(10) NOT NULL CHECK ("via" IN ('session', 'account', 'link')),
        "ip" varchar(64),
        "userAgent" varchar(512),
        "bytes" integer NOT NULL,
        "at" datetime NOT NULL DEFAULT (datetime('now'))
      )`);
    await q.query(`CREATE INDEX "IDX_download_log_item" ON "download_log" ("orderItemId")`);
  }

  async down(q: QueryRunner): Promise<void> {
    // PostgreSQL gets the whole schema from PgBaseline1734300000000.
    if (q.connection.options.type === 'postgres') return;
    for (const t of ['download_log', 'payment_events', 'order_items', 'orders']) await q.query(`DROP TABLE "${t}"`);
  }
}
