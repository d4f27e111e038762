import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Refunds from the back office (api/checkout/refunds.service.ts): order_refunds (who, why,
 * how much, the provider's answer) and order_refund_items, whose partial unique index lets
 * one open or succeeded refund hold a line item; sandbox_refunds for the sandbox provider.
 */
export class OrderRefunds1733500000000 implements MigrationInterface {
  name = 'OrderRefunds1733500000000';

  async up(q: QueryRunner): Promise<void> {
    // PostgreSQL gets the whole schema from PgBaseline1734300000000.
    if (q.connection.options.type === 'postgres') return;
    await q.query(`
      CREATE TABLE "order_refunds" (
        "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
        "orderId" integer NOT NULL REFERENCES "orders" ("id") ON DELETE CASCADE,
        "status" varchar(10) NOT NULL DEFAULT ('pending') CHECK ("status" IN ('pending', 'succeeded', 'failed')),
        "amountCents" integer NOT NULL CHECK ("amountCents" > 0),
        "currency" varchar(3) NOT NULL DEFAULT ('usd'),
        "reason" varchar(500) NOT NULL,
        "adminUserId" integer,
        "adminEmail" varchar(254) NOT NULL,
        "requestedAll" boolean NOT NULL DEFAULT (0),
        "idempotencyKey" varchar(100) NOT NULL,
        "providerRefundId" varchar(255),
        "createdAt" datetime NOT NULL DEFAULT (datetime('now')),
        "refundedAt" datetime,
        "failedAt" datetime,
        "failureReason" varchar(500),
        "notifiedAt" datetime
      )`);
    await q.query(`CREATE INDEX "IDX_order_refunds_order" ON "order_refunds" ("orderId")`);
    await q.query(`CREATE UNIQUE INDEX "IDX_order_refunds_idempotency" ON "order_refunds" ("idempotencyKey")`);
    await q.query(`CREATE UNIQUE INDEX "IDX_order_refunds_provider_refund" ON "order_refunds" ("providerRefundId")`);
    await q.query(`
      CREATE TABLE "order_refund_items" (
        "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
        "refundId" integer NOT NULL REFERENCES "order_refunds" ("id") ON DELETE CASCADE,
        "orderItemId" integer NOT NULL REFERENCES "order_items" ("id") ON DELETE CASCADE,
        "guideSlug" varchar(64) NOT NULL,
        "amountCents" integer NOT NULL CHECK ("amountCents" >= 0),
        "releasedAt" datetime
      )`);
    await q.query(`CREATE INDEX "IDX_order_refund_items_refund" ON "order_refund_items" ("refundId")`);
    await q.query(`CREATE UNIQUE INDEX "IDX_order_refund_items_claim" ON "order_refund_items" ("orderItemId") WHERE "releasedAt" IS NULL`);
    await q.query(`
      CREATE TABLE "sandbox_refunds" (
        "id" varchar(64) PRIMARY KEY NOT NULL,
        "paymentIntentId" varchar(64) NOT NULL,
        "amountCents" integer NOT NULL CHECK ("amountCents" > 0),
        "status" varchar(10) NOT NULL,
        "shopRefundId" integer,
        "idempotencyKey" varchar(255) NOT NULL,
        "createdAt" datetime NOT NULL DEFAULT (datetime('now'))
      )`);
    await q.query(`CREATE INDEX "IDX_sandbox_refunds_intent" ON "sandbox_refunds" ("paymentIntentId")`);
    await q.query(`CREATE UNIQUE INDEX "IDX_sandbox_refunds_idempotency" ON "sandbox_refunds" ("idempotencyKey")`);
  }

  async down(q: QueryRunner): Promise<void> {
    // PostgreSQL gets the whole schema from PgBaseline1734300000000.
    if (q.connection.options.type === 'postgres') return;
    await q.query(`DROP TABLE "sandbox_refunds"`);
    await q.query(`DROP TABLE "order_refund_items"`);
    await q.query(`DROP TABLE "order_refunds"`);
  }
}
