import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Indexes for the back office's reports (api/admin/admin-reports.service.ts): each report
 * query is a range on one of these, grouped by date bucket, and the joins and EXISTS
 * probes are answered from the covering order-items index without reading the table.
 */
const INDEXES: ReadonlyArray<readonly [string, string]> = [
  // Paid orders by day of payment.
  ['IDX_orders_report', `ON "orders" ("status", "paidAt")`],
  // An order's items: revenue per guide (not revoked) and "has an add-on".
  ['IDX_order_items_report', `ON "order_items" ("orderId", "kind", "revokedAt", "guideSlug", "priceCents")`],
  // Refunded items by day of refund; most items are never revoked.
  ['IDX_order_items_refunds', `ON "order_items" ("revokeReason", "revokedAt", "orderId", "priceCents") WHERE "revokeReason" IS NOT NULL`],
  ['IDX_download_log_at', `ON "download_log" ("at")`],
  // Enquiries per day, kind and read state (a status column joins this index).
  ['IDX_contact_messages_report', `ON "contact_messages" ("createdAt", "kind", "isRead")`],
  ['IDX_newsletter_subscribers_confirmedAt', `ON "newsletter_subscribers" ("confirmedAt") WHERE "confirmedAt" IS NOT NULL`],
];

export class ReportIndexes1733800000000 implements MigrationInterface {
  name = 'ReportIndexes1733800000000';

  async up(q: QueryRunner): Promise<void> {
    for (const [name, definition] of INDEXES) await q.query(`CREATE INDEX "${name}" ${definition}`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const [name] of [...INDEXES].reverse()) await q.query(`DROP INDEX "${name}"`);
  }
}
