import type { MigrationInterface, QueryRunner } from 'typeorm';

const STATUSES = `'requires_payment_method', 'requires_capture', 'succeeded', 'canceled', 'failed'`;

/**
 * Sandbox intents can be authorised and not yet captured ('requires_capture'), like
 * Stripe's with capture_method=manual: the shop captures only an order with recorded
 * consent (api/checkout/fulfilment.service.ts). Only the status CHECK changes.
 */
export class SandboxCapture1734700000000 implements MigrationInterface {
  name = 'SandboxCapture1734700000000';

  async up(q: QueryRunner): Promise<void> {
    await this.setStatuses(q, STATUSES);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`UPDATE "sandbox_payment_intents" SET "status" = 'canceled' WHERE "status" = 'requires_capture'`);
    await this.setStatuses(q, `'requires_payment_method', 'succeeded', 'canceled', 'failed'`);
  }

  private async setStatuses(q: QueryRunner, statuses: string): Promise<void> {
    if (q.connection.options.type === 'postgres') {
      // The CHECK's name is the database's choice: drop whichever constraint checks "status".
      const checks: { name: string }[] = await q.query(
        `SELECT conname AS name FROM pg_constraint
          WHERE conrelid = 'sandbox_payment_intents'::regclass AND contype = 'c' AND pg_get_constraintdef(oid) LIKE '%status%'`,
      );
      for (const { name } of checks) await q.query(`ALTER TABLE "sandbox_payment_intents" DROP CONSTRAINT "${name.replace(/"/g, '""')}"`);
      await q.query(
        `ALTER TABLE "sandbox_payment_intents" ADD CONSTRAINT "CHK_sandbox_payment_intents_status" CHECK ("status" IN (${statuses}))`,
      );
      return;
    }
    // SQLite cannot alter a CHECK: the table is rebuilt (no foreign key points at it).
    await q.query(`
      CREATE TABLE "sandbox_payment_intents_next" (
        "id" varchar(64) PRIMARY KEY NOT NULL,
        "orderId" integer NOT NULL,
        "amountCents" integer NOT NULL CHECK ("amountCents" > 0),
        "currency" varchar(3) NOT NULL DEFAULT ('usd'),
        "status" varchar(32) NOT NULL DEFAULT ('requires_payment_method') CHECK ("status" IN (${statuses})),
        "email" varchar(254),
        "last4" varchar(4),
        "brand" varchar(20),
        "clientSecretHash" varchar(64) NOT NULL,
        "idempotencyKey" varchar(255),
        "createdAt" datetime NOT NULL DEFAULT (datetime('now')),
        "updatedAt" datetime NOT NULL DEFAULT (datetime('now'))
      )`);
    const columns = `"id", "orderId", "amountCents", "currency", "status", "email", "last4", "brand", "clientSecretHash", "idempotencyKey", "createdAt", "updatedAt"`;
    await q.query(`INSERT INTO "sandbox_payment_intents_next" (${columns}) SELECT ${columns} FROM "sandbox_payment_intents"`);
    await q.query(`DROP TABLE "sandbox_payment_intents"`);
    await q.query(`ALTER TABLE "sandbox_payment_intents_next" RENAME TO "sandbox_payment_intents"`);
    await q.query(`CREATE INDEX "IDX_sandbox_payment_intents_order" ON "sandbox_payment_intents" ("orderId")`);
    await q.query(`CREATE UNIQUE INDEX "IDX_sandbox_payment_intents_idempotency" ON "sandbox_payment_intents" ("idempotencyKey")`);
  }
}
