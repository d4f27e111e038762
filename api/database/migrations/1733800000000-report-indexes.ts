import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The day of a timestamp column, written exactly as the report queries write it
 * (dayExpression in date-buckets.ts; its spec checks the two agree), or SQLite would not
 * use these indexes.
 */
export const reportDay = (column: string) => `substr("${column}", 1, 10)`;
const day = reportDay;

/**
 * Indexes for the back office's reports (api/admin/admin-reports.service.ts). Each report
 * query reads one range of a day index in order and groups by the day, so SQLite does not
 * sort for GROUP BY. Each index also holds the timestamp column itself: SQLite then takes
 * everything the query needs from the index (covering) instead of reading every row of the
 * table (a message row is a 600-character text).
 */
const INDEXES: ReadonlyArray<readonly [string, string]> = [
  // Paid orders per day of payment.
  ['IDX_orders_report_day', `ON "orders" ("status", ${day('paidAt')}, "paidAt")`],
  // An order's items: revenue per guide (not revoked) and "has an add-on".
  ['IDX_order_items_report', `ON "order_items" ("orderId", "kind", "revokedAt", "guideSlug", "priceCents")`],
  // Refunded items per day of refund; most items are never revoked.
  [
    'IDX_order_items_refunds_day',
    `ON "order_items" ("revokeReason", ${day('revokedAt')}, "revokedAt", "orderId", "priceCents") WHERE "revokeReason" IS NOT NULL`,
  ],
  ['IDX_download_log_day', `ON "download_log" (${day('at')}, "at")`],
  // Enquiries per day, kind and read state (a status column joins this index).
  ['IDX_contact_messages_report_day', `ON "contact_messages" (${day('createdAt')}, "kind", "isRead", "createdAt")`],
  ['IDX_newsletter_subscribers_created_day', `ON "newsletter_subscribers" (${day('createdAt')}, "createdAt")`],
  ['IDX_newsletter_subscribers_confirmed_day', `ON "newsletter_subscribers" (${day('confirmedAt')}, "confirmedAt")`],
];

export class ReportIndexes1733800000000 implements MigrationInterface {
  name = 'ReportIndexes1733800000000';

  async up(q: QueryRunner): Promise<void> {
    // PostgreSQL gets the whole schema from PgBaseline1734300000000.
    if (q.connection.options.type === 'postgres') return;
    for (const [name, definition] of INDEXES) await q.query(`CREATE INDEX "${name}" ${definition}`);
  }

  async down(q: QueryRunner): Promise<void> {
    // PostgreSQL gets the whole schema from PgBaseline1734300000000.
    if (q.connection.options.type === 'postgres') return;
    for (const [name] of [...INDEXES].reverse()) await q.query(`DROP INDEX "${name}"`);
  }
}
