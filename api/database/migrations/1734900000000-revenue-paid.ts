import type { MigrationInterface, QueryRunner } from 'typeorm';
import { reportDay } from './1733800000000-report-indexes.js';

/**
 * The reports count what each item was paid (`paidCents`: its price less its share of a
 * discount code) instead of its list price (`priceCents`), for revenue and for refunds.
 * The two report indexes over order items hold that column instead, so they still answer
 * the queries alone (covering), and the figures kept for finished days (report_days),
 * computed from list prices, are forgotten: the next report computes them again.
 */
const day = (postgres: boolean, column: string) => (postgres ? `CAST("${column}" AS date)` : reportDay(column));

function indexes(postgres: boolean, amount: 'priceCents' | 'paidCents'): ReadonlyArray<readonly [string, string]> {
  return [
    ['IDX_order_items_report', `ON "order_items" ("orderId", "kind", "revokedAt", "guideSlug", "${amount}")`],
    [
      'IDX_order_items_refunds_day',
      `ON "order_items" ("revokeReason", ${day(postgres, 'revokedAt')}, "revokedAt", "orderId", "${amount}") WHERE "revokeReason" IS NOT NULL`,
    ],
  ];
}

async function rebuild(q: QueryRunner, amount: 'priceCents' | 'paidCents'): Promise<void> {
  const postgres = q.connection.options.type === 'postgres';
  for (const [name, definition] of indexes(postgres, amount)) {
    await q.query(`DROP INDEX "${name}"`);
    await q.query(`CREATE INDEX "${name}" ${definition}`);
  }
  await q.query(`DELETE FROM "report_days"`);
}

export class RevenuePaid1734900000000 implements MigrationInterface {
  name = 'RevenuePaid1734900000000';

  async up(q: QueryRunner): Promise<void> {
    await rebuild(q, 'paidCents');
  }

  async down(q: QueryRunner): Promise<void> {
    await rebuild(q, 'priceCents');
  }
}
