import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Payment intents of the sandbox provider (api/checkout/sandbox), so they survive restarts. */
export class SandboxPayments1732500000000 implements MigrationInterface {
  name = 'SandboxPayments1732500000000';

  async up(q: QueryRunner): Promise<void> {
    // PostgreSQL gets the whole schema from PgBaseline1734300000000.
    if (q.connection.options.type === 'postgres') return;
    await q.query(`
      CREATE TABLE "sandbox_payment_intents" (
        "id" varchar(64) PRIMARY KEY NOT NULL,
        "orderId" integer NOT NULL,
        "amountCents" integer NOT NULL CHECK ("amountCents" > 0),
        "currency" varchar(3) NOT NULL DEFAULT ('usd'),
        "status" varchar(32) NOT NULL DEFAULT ('requires_payment_method')
          CHECK ("status" IN ('requires_payment_method', 'succeeded', 'canceled', 'failed')),
        "email" varchar(254),
        "last4" varchar(4),
        "brand" varchar(20),
        "clientSecretHash" varchar(64) NOT NULL,
        "idempotencyKey" varchar(255),
        "createdAt" datetime NOT NULL DEFAULT (datetime('now')),
        "updatedAt" datetime NOT NULL DEFAULT (datetime('now'))
      )`);
    await q.query(`CREATE INDEX "IDX_sandbox_payment_intents_order" ON "sandbox_payment_intents" ("orderId")`);
    await q.query(`CREATE UNIQUE INDEX "IDX_sandbox_payment_intents_idempotency" ON "sandbox_payment_intents" ("idempotencyKey")`);
  }

  async down(q: QueryRunner): Promise<void> {
    // PostgreSQL gets the whole schema from PgBaseline1734300000000.
    if (q.connection.options.type === 'postgres') return;
    await q.query(`DROP TABLE "sandbox_payment_intents"`);
  }
}
