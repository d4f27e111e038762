import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An order can belong to an account: set when the browser session that paid it signs in
 * with the order's e-mail. Paying proves that order, not the whole inbox: other orders of
 * the same e-mail appear only once the e-mail is verified by its link.
 */
export class OrderOwner1732700000000 implements MigrationInterface {
  name = 'OrderOwner1732700000000';

  async up(q: QueryRunner): Promise<void> {
    // PostgreSQL gets the whole schema from PgBaseline1734300000000.
    if (q.connection.options.type === 'postgres') return;
    await q.query(`ALTER TABLE "orders" ADD COLUMN "userId" integer REFERENCES "users" ("id") ON DELETE SET NULL`);
    await q.query(`CREATE INDEX "IDX_orders_user" ON "orders" ("userId")`);
  }

  async down(q: QueryRunner): Promise<void> {
    // PostgreSQL gets the whole schema from PgBaseline1734300000000.
    if (q.connection.options.type === 'postgres') return;
    await q.query(`DROP INDEX "IDX_orders_user"`);
    await q.query(`ALTER TABLE "orders" DROP COLUMN "userId"`);
  }
}
