import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Sessions1732300000000 implements MigrationInterface {
  name = 'Sessions1732300000000';

  async up(q: QueryRunner): Promise<void> {
    // PostgreSQL gets the whole schema from PgBaseline1734300000000.
    if (q.connection.options.type === 'postgres') return;
    await q.query(`CREATE TABLE "sessions" ("sid" varchar(128) PRIMARY KEY NOT NULL, "data" text NOT NULL, "expires_at" integer NOT NULL)`);
    await q.query(`CREATE INDEX "IDX_sessions_expires_at" ON "sessions" ("expires_at")`);
  }

  async down(q: QueryRunner): Promise<void> {
    // PostgreSQL gets the whole schema from PgBaseline1734300000000.
    if (q.connection.options.type === 'postgres') return;
    await q.query(`DROP INDEX "IDX_sessions_expires_at"`);
    await q.query(`DROP TABLE "sessions"`);
  }
}
