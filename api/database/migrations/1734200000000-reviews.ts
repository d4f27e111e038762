import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * reviews: one per guide and buyer (the purchase e-mail), moderated by the owner (api/reviews).
 * download_log gets the indexes its buyer and per-order views page on (api/downloads).
 */
export class Reviews1734200000000 implements MigrationInterface {
  name = 'Reviews1734200000000';

  async up(q: QueryRunner): Promise<void> {
    // PostgreSQL gets the whole schema from PgBaseline1734300000000.
    if (q.connection.options.type === 'postgres') return;
    await q.query(`
      CREATE TABLE "reviews" (
        "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
        "guideSlug" varchar(64) NOT NULL,
        "email" varchar(254) NOT NULL,
        "userId" integer,
        "rating" integer NOT NULL CHECK ("rating" BETWEEN 1 AND 5),
        "title" varchar(120),
        "text" varchar(2000) NOT NULL,
        "displayName" varchar(60) NOT NULL,
        "status" varchar(10) NOT NULL DEFAULT ('pending') CHECK ("status" IN ('pending', 'published', 'hidden')),
        "publishedAt" datetime,
        "createdAt" datetime NOT NULL DEFAULT (datetime('now')),
        "updatedAt" datetime NOT NULL DEFAULT (datetime('now'))
      )`);
    await q.query(`CREATE UNIQUE INDEX "IDX_reviews_guide_email" ON "reviews" ("guideSlug", "email")`);
    await q.query(`CREATE INDEX "IDX_reviews_published" ON "reviews" ("guideSlug", "status", "publishedAt", "id")`);
    await q.query(`CREATE INDEX "IDX_reviews_created" ON "reviews" ("createdAt", "id")`);
    await q.query(`CREATE INDEX "IDX_reviews_status_created" ON "reviews" ("status", "createdAt", "id")`);
    await q.query(`CREATE INDEX "IDX_reviews_email" ON "reviews" ("email")`);
    await q.query(`CREATE INDEX "IDX_download_log_user_at" ON "download_log" ("userId", "at", "id")`);
    await q.query(`CREATE INDEX "IDX_download_log_email_at" ON "download_log" ("email", "at", "id")`);
    await q.query(`CREATE INDEX "IDX_download_log_order_at" ON "download_log" ("orderId", "at", "id")`);
  }

  async down(q: QueryRunner): Promise<void> {
    // PostgreSQL gets the whole schema from PgBaseline1734300000000.
    if (q.connection.options.type === 'postgres') return;
    await q.query(`DROP INDEX "IDX_download_log_order_at"`);
    await q.query(`DROP INDEX "IDX_download_log_email_at"`);
    await q.query(`DROP INDEX "IDX_download_log_user_at"`);
    await q.query(`DROP TABLE "reviews"`);
  }
}
