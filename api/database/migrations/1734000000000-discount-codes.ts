import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Discount codes (api/discounts): the codes with their counters, one redemption row per
 * order that used one, and on orders and their items the code and the discount, split
 * per item (`paidCents`: what the item was paid after the discount; refunds use it).
 */
export class DiscountCodes1734000000000 implements MigrationInterface {
  name = 'DiscountCodes1734000000000';

  async up(q: QueryRunner): Promise<void> {
    // PostgreSQL gets the whole schema from PgBaseline1734300000000.
    if (q.connection.options.type === 'postgres') return;
    await q.query(`
      CREATE TABLE "discount_codes" (
        "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
        "code" varchar(32) NOT NULL,
        "kind" varchar(10) NOT NULL CHECK ("kind" IN ('percent', 'fixed')),
        "percentOff" integer,
        "amountOffCents" integer,
        "guideSlugs" varchar(400),
        "startsAt" datetime,
        "endsAt" datetime,
        "maxUses" integer,
        "maxUsesPerEmail" integer,
        "status" varchar(10) NOT NULL DEFAULT ('active') CHECK ("status" IN ('active', 'paused')),
        "uses" integer NOT NULL DEFAULT (0),
        "reserved" integer NOT NULL DEFAULT (0),
        "overLimitUses" integer NOT NULL DEFAULT (0),
        "revenueCents" integer NOT NULL DEFAULT (0),
        "discountCents" integer NOT NULL DEFAULT (0),
        "createdAt" datetime NOT NULL DEFAULT (datetime('now')),
        "updatedAt" datetime NOT NULL DEFAULT (datetime('now'))
      )`);
    await q.query(`CREATE UNIQUE INDEX "IDX_discount_codes_code" ON "discount_codes" ("code")`);
    await q.query(`CREATE INDEX "IDX_discount_codes_list" ON "discount_codes" ("createdAt", "id")`);
    await q.query(`
      CREATE TABLE "discount_redemptions" (
        "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
        "codeId" integer NOT NULL REFERENCES "discount_codes" ("id"),
        "orderId" integer NOT NULL,
        "state" varchar(10) NOT NULL CHECK ("state" IN ('reserved', 'lapsed', 'released', 'redeemed')),
        "expiresAt" datetime,
        "email" varchar(254),
        "amountCents" integer NOT NULL DEFAULT (0),
        "discountCents" integer NOT NULL DEFAULT (0),
        "overLimit" varchar(20),
        "redeemedAt" datetime,
        "createdAt" datetime NOT NULL DEFAULT (datetime('now')),
        "updatedAt" datetime NOT NULL DEFAULT (datetime('now'))
      )`);
    await q.query(`CREATE UNIQUE INDEX "IDX_discount_redemptions_order" ON "discount_redemptions" ("orderId")`);
    await q.query(`CREATE INDEX "IDX_discount_redemptions_code_state" ON "discount_redemptions" ("codeId", "state", "expiresAt")`);
    await q.query(`CREATE INDEX "IDX_discount_redemptions_code_email" ON "discount_redemptions" ("codeId", "email")`);

    await q.query(`ALTER TABLE "orders" ADD COLUMN "discountCodeId" integer`);
    await q.query(`ALTER TABLE "orders" ADD COLUMN "discountCode" varchar(32)`);
    await q.query(`ALTER TABLE "orders" ADD COLUMN "discountCents" integer NOT NULL DEFAULT (0)`);
    await q.query(`ALTER TABLE "order_items" ADD COLUMN "discountCents" integer NOT NULL DEFAULT (0)`);
    await q.query(`ALTER TABLE "order_items" ADD COLUMN "paidCents" integer NOT NULL DEFAULT (0)`);
    await q.query(`UPDATE "order_items" SET "paidCents" = "priceCents"`);
  }

  async down(q: QueryRunner): Promise<void> {
    // PostgreSQL gets the whole schema from PgBaseline1734300000000.
    if (q.connection.options.type === 'postgres') return;
    await q.query(`ALTER TABLE "order_items" DROP COLUMN "paidCents"`);
    await q.query(`ALTER TABLE "order_items" DROP COLUMN "discountCents"`);
    await q.query(`ALTER TABLE "orders" DROP COLUMN "discountCents"`);
    await q.query(`ALTER TABLE "orders" DROP COLUMN "discountCode"`);
    await q.query(`ALTER TABLE "orders" DROP COLUMN "discountCodeId"`);
    await q.query(`DROP TABLE "discount_redemptions"`);
    await q.query(`DROP TABLE "discount_codes"`);
  }
}
