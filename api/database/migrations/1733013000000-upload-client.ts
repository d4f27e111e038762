import type { MigrationInterface, QueryRunner } from 'typeorm';

/** uploads.clientKey: whose disk budget an unattached upload counts against (api/uploads). */
export class UploadClient1733013000000 implements MigrationInterface {
  name = 'UploadClient1733013000000';

  async up(q: QueryRunner): Promise<void> {
    // PostgreSQL gets the whole schema from PgBaseline1734300000000.
    if (q.connection.options.type === 'postgres') return;
    await q.query(`ALTER TABLE "uploads" ADD COLUMN "clientKey" varchar(64)`);
    await q.query(`CREATE INDEX "IDX_uploads_status_client" ON "uploads" ("status", "clientKey")`);
  }

  async down(q: QueryRunner): Promise<void> {
    // PostgreSQL gets the whole schema from PgBaseline1734300000000.
    if (q.connection.options.type === 'postgres') return;
    await q.query(`DROP INDEX "IDX_uploads_status_client"`);
    await q.query(`ALTER TABLE "uploads" DROP COLUMN "clientKey"`);
  }
}
