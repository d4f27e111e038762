import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The CHECKs of "orders" before and after: an order may cost nothing (provider 'none'). */
const CHECKS = {
  amount: { before: `CHECK ("amountCents" > 0)`, after: `CHECK ("amountCents" >= 0)` },
  provider: { before: `CHECK ("provider" IN ('sandbox', 'stripe'))`, after: `CHECK ("provider" IN ('sandbox', 'stripe', 'none'))` },
};

/**
 * Free orders (a discount code that covers the whole total): amountCents may be 0 and the
 * provider 'none' (api/checkout/free-order.service.ts). Only the CHECKs of "orders" change.
 *
 * SQLite cannot alter a CHECK, so the table is copied into a new one inside the migration's
 * transaction. The old table is renamed aside with legacy_alter_table on, so that the
 * foreign keys of order_items and the refunds keep naming "orders" (the new table) and
 * dropping the old one cascades to nothing; its indexes and triggers are created again from
 * their stored SQL, and the AUTOINCREMENT counter is kept, so that ids of deleted checkouts
 * are never handed out again.
 */
export class FreeOrders1734700100000 implements MigrationInterface {
  name = 'FreeOrders1734700100000';

  async up(q: QueryRunner): Promise<void> {
    await this.change(q, 'after');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM "orders" WHERE "provider" = 'none' OR "amountCents" = 0`);
    await this.change(q, 'before');
  }

  private async change(q: QueryRunner, to: 'before' | 'after'): Promise<void> {
    const from = to === 'after' ? 'before' : 'after';
    if (q.connection.options.type === 'postgres') {
      const checks: { name: string }[] = await q.query(
        `SELECT conname AS name FROM pg_constraint
          WHERE conrelid = 'orders'::regclass AND contype = 'c'
            AND (pg_get_constraintdef(oid) LIKE '%amountCents%' OR pg_get_constraintdef(oid) LIKE '%provider%')`,
      );
      for (const { name } of checks) await q.query(`ALTER TABLE "orders" DROP CONSTRAINT "${name.replace(/"/g, '""')}"`);
      await q.query(`ALTER TABLE "orders" ADD CONSTRAINT "CHK_orders_amount" ${CHECKS.amount[to]}`);
      await q.query(`ALTER TABLE "orders" ADD CONSTRAINT "CHK_orders_provider" ${CHECKS.provider[to]}`);
      return;
    }

    const [table] = (await q.query(`SELECT "sql" FROM "sqlite_master" WHERE "type" = 'table' AND "name" = 'orders'`)) as { sql: string }[];
    for (const check of Object.values(CHECKS)) {
      if (!table.sql.includes(check[from])) throw new Error(`orders: expected ${check[from]} in ${table.sql}`);
    }
    const rebuilt = table.sql.replace(CHECKS.amount[from], CHECKS.amount[to]).replace(CHECKS.provider[from], CHECKS.provider[to]);
    const dependents = (await q.query(
      `SELECT "sql" FROM "sqlite_master" WHERE "tbl_name" = 'orders' AND "type" IN ('index', 'trigger') AND "sql" IS NOT NULL`,
    )) as { sql: string }[];
    const [sequence] = (await q.query(`SELECT "seq" FROM "sqlite_sequence" WHERE "name" = 'orders'`)) as { seq: number }[];

    await q.query('PRAGMA legacy_alter_table = ON');
    try {
      await q.query(`ALTER TABLE "orders" RENAME TO "orders_previous"`);
    } finally {
      await q.query('PRAGMA legacy_alter_table = OFF');
    }
    await q.query(rebuilt);
    await q.query(`INSERT INTO "orders" SELECT * FROM "orders_previous"`);
    await q.query(`DROP TABLE "orders_previous"`);
    for (const { sql } of dependents) await q.query(sql);
    if (sequence) {
      await q.query(`DELETE FROM "sqlite_sequence" WHERE "name" = 'orders'`);
      await q.query(`INSERT INTO "sqlite_sequence" ("name", "seq") VALUES ('orders', ?)`, [sequence.seq]);
    }
    const broken = (await q.query('PRAGMA foreign_key_check')) as unknown[];
    if (broken.length > 0) throw new Error(`orders rebuild broke ${broken.length} foreign key(s)`);
  }
}
